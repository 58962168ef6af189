import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { brand, socialCardPath } from 'shared/brand';
import { reportPageView } from 'shared/analytics';
import { breadcrumbJsonLd, breadcrumbsFromPath, pageTitle, serializeJsonLd, type JsonLd } from 'shared/seo';
import { withoutTrailingSlashes } from 'shared/paths';
import { useSettings } from 'shared/settings';

export interface PageMetaProps {
  /** Page title without the brand (the brand is appended); empty for the home page. */
  title: string;
  description: string;
  /** Canonical path when it differs from the current one. */
  canonicalPath?: string;
  noindex?: boolean;
  /** Structured data; defaults to a breadcrumb list built from the path. */
  jsonLd?: JsonLd | JsonLd[];
  /** Absolute URL of the page's social image; the site's card when left out. */
  image?: string;
  type?: 'website' | 'article';
}

/**
 * Title, description, canonical link, social tags and JSON-LD of a page (React hoists the tags into
 * `<head>`), and the page-view report once the title is in place.
 */
export function PageMeta({ title, description, canonicalPath, noindex, jsonLd, image, type = 'website' }: PageMetaProps) {
  const { siteUrl } = useSettings();
  const location = useLocation();
  const path = withoutTrailingSlashes(location.pathname);
  const canonical = `${siteUrl}${canonicalPath ?? path}`;
  const fullTitle = pageTitle(title);
  const structured = jsonLd ?? breadcrumbJsonLd(siteUrl, breadcrumbsFromPath(path));
  const socialImage = image ?? `${siteUrl}${socialCardPath}`;

  useEffect(() => {
    reportPageView(location.key, location.pathname + location.search, document.title);
  }, [location.key, location.pathname, location.search]);

  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={brand.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:image" content={socialImage} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:image" content={socialImage} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(structured) }} />
    </>
  );
}
