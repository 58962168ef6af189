import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from 'shared/cn';
import type { BreadcrumbItem } from 'shared/content';
import { Hydrate } from 'shared/loading';

/** The trail of a page; the last item is the current page. */
export function Breadcrumbs({ items, className }: { items: BreadcrumbItem[]; className?: string }) {
  return (
    <Hydrate when="never" as="nav" aria-label="Breadcrumb" className={className}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-ink-600">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1.5">
              {index > 0 && <ChevronRight aria-hidden="true" className="size-3.5 text-ink-400" />}
              {current ? (
                <span aria-current="page" className="font-semibold text-ink-900">
                  {item.label}
                </span>
              ) : (
                <Link to={item.href} className={cn('rounded-sm transition-colors hover:text-brand-700 hover:underline')}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </Hydrate>
  );
}
