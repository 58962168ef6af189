import type { MouseEvent } from 'react';
import { cn } from 'shared/cn';
import type { SectionNavItem } from 'shared/content';
import { useSectionSpy } from 'shared/useSectionSpy';

/**
 * "On this page": the document's outline as in-page links. The shared section spy marks the section being
 * read, scrolls smoothly to a section on click, and lands on the URL hash's section on load.
 */
export function TableOfContents({ items }: { items: SectionNavItem[] }) {
  const { activeId, scrollToSection } = useSectionSpy(items.map((item) => item.id));

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <nav aria-labelledby="on-this-page" className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 lg:border-0 lg:bg-transparent lg:p-0">
      <h2 id="on-this-page" className="text-xs font-bold tracking-[0.14em] text-ink-600 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-0.5 border-l border-ink-100 text-sm">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id}>
              <a
                href={`#${item.id}`}
                aria-current={active ? 'true' : undefined}
                onClick={(event) => onClick(event, item.id)}
                className={cn(
                  '-ml-px block border-l-2 py-1.5 pr-2 pl-4 leading-snug transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none',
                  active
                    ? 'border-brand-600 font-semibold text-brand-800'
                    : 'border-transparent text-ink-600 hover:border-ink-300 hover:text-ink-900',
                )}
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
