/** Structured data and titles shared by every page. */
import { brand } from 'shared/brand';
import { percentDecoded } from 'shared/percentDecoded';
import { softwarePages, solutionPages, supportColumns, pricingLink, legalLinks, type NavLink } from 'shared/navigation';

export type JsonLd = Record<string, unknown>;

export const pageTitle = (title: string) => (title ? `${title} | ${brand.name}` : `${brand.name} — ${brand.tagline}`);

const knownLabels = new Map<string, string>(
  [
    ...softwarePages,
    ...solutionPages,
    ...supportColumns.flatMap((column) => column.links),
    pricingLink,
    ...legalLinks,
  ]
    .filter((link: NavLink) => !link.href.includes('#'))
    .map((link) => [link.href, link.label]),
);

/** A segment's percent-decoding, or the segment as it is when it is not valid percent-encoding (`/%`). */
const decodedSegment = (segment: string): string => percentDecoded(segment) ?? segment;

const segmentLabel = (segment: string) =>
  decodedSegment(segment)
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Area paths that are not pages themselves: their crumb links to the home page's block of that area. */
const areaIndexes: Record<string, string> = {
  '/software': '/#software',
  '/solutions': '/#solutions',
  '/support': '/#support',
};

/**
 * Crumbs at most: deeper than any page of the site, so only a 404's path (any address a link names) has more.
 * Each crumb repeats the path up to it, so a trail of every segment of a long path grew with the square of its
 * length (a 100 KB path of `/a`: minutes of a tab's time); its first segments are the whole trail instead.
 */
export const maxCrumbs = 8;

/** Breadcrumb trail from a path: Home, then one item per segment (the first `maxCrumbs`), named from the menus where known. */
export function breadcrumbsFromPath(pathname: string, currentLabel?: string): NavLink[] {
  const segments: string[] = [];
  for (let start = 0; start < pathname.length && segments.length < maxCrumbs; ) {
    const end = pathname.indexOf('/', start);
    const stop = end < 0 ? pathname.length : end;
    if (stop > start) segments.push(pathname.slice(start, stop));
    start = stop + 1;
  }
  let href = '';
  return [
    { label: 'Home', href: '/' },
    ...segments.map((segment, index) => {
      href = `${href}/${segment}`;
      // The page itself may name its crumb (pages outside the menus would otherwise be spelled from the slug).
      const own = index === segments.length - 1 ? currentLabel : undefined;
      return { label: own ?? knownLabels.get(href) ?? segmentLabel(segment), href: areaIndexes[href] ?? href };
    }),
  ];
}

export function breadcrumbJsonLd(siteUrl: string, trail: NavLink[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: `${siteUrl}${item.href === '/' ? '/' : item.href}`,
    })),
  };
}

export function homeJsonLd(siteUrl: string): JsonLd[] {
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: brand.name,
      url: `${siteUrl}/`,
      description: brand.tagline,
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: brand.company,
      alternateName: brand.name,
      url: `${siteUrl}/`,
      email: brand.email,
      telephone: brand.phone,
      foundingDate: String(brand.foundingYear),
      address: { '@type': 'PostalAddress', streetAddress: brand.address, addressCountry: 'TH' },
      sameAs: brand.social.map((network) => network.href),
    },
  ];
}

/** JSON for a `<script type="application/ld+json">`, with `<` escaped so no value can close the tag. */
export const serializeJsonLd = (data: JsonLd | JsonLd[]) => JSON.stringify(data).replace(/</g, '\\u003c');
