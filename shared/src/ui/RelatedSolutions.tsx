import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import type { RelatedLink } from 'shared/content';
import { Hydrate } from 'shared/loading';

export interface RelatedSolutionsProps {
  items: RelatedLink[];
  title?: string;
  intro?: string;
}

/** Cards leading to related solution pages and areas, near the end of every sub-page. */
export function RelatedSolutions({ items, title = 'Related solutions', intro }: RelatedSolutionsProps) {
  return (
    <Hydrate when="never" as="section" aria-labelledby="related-solutions-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <h2 id="related-solutions-heading" className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
        {title}
      </h2>
      {intro && <p className="mt-3 max-w-2xl text-ink-600">{intro}</p>}
      <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {items.map(({ title: cardTitle, description, href, icon: Icon }) => (
          <li key={href} className="flex">
            <Link
              to={href}
              className="group relative flex w-full flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-[var(--shadow-card)] transition hover:-translate-y-0.5 hover:border-brand-200 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
            >
              <span className="flex items-start justify-between gap-4">
                {Icon ? (
                  <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                ) : (
                  <span />
                )}
                <ArrowUpRight
                  aria-hidden="true"
                  className="size-5 text-ink-400 transition-colors group-hover:text-brand-700"
                />
              </span>
              <span className="mt-5 text-lg font-semibold text-ink-900">{cardTitle}</span>
              <span className="mt-2 text-sm leading-relaxed text-ink-600">{description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Hydrate>
  );
}
