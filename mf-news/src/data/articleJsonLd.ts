/** Structured data of an article page: its breadcrumb trail and a schema.org BlogPosting. */
import { brand } from 'shared/brand';
import { breadcrumbJsonLd, breadcrumbsFromPath, type JsonLd } from 'shared/seo';
import type { BlogPost } from './post';

export function articleJsonLd(post: BlogPost, { siteUrl, path, canonicalPath, description, image }: { siteUrl: string; path: string; canonicalPath: string; description: string; image?: string }): JsonLd[] {
  const trail = breadcrumbsFromPath(path);
  // The last crumb is the article itself: its title rather than the slug.
  trail[trail.length - 1] = { ...trail[trail.length - 1], label: post.title };
  return [
    breadcrumbJsonLd(siteUrl, trail),
    {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: post.title,
      description,
      datePublished: post.publishedAt,
      articleSection: post.category,
      author: { '@type': post.author === brand.teamName ? 'Organization' : 'Person', name: post.author },
      publisher: { '@type': 'Organization', name: brand.name },
      mainEntityOfPage: `${siteUrl}${canonicalPath}`,
      ...(image ? { image } : {}),
    },
  ];
}
