import { useEffect, useRef, type MouseEvent } from 'react';
import { cn } from 'shared/cn';
import type { SectionNavItem } from 'shared/content';
import type { SpyMode } from 'shared/sectionSpy';
import { useSectionSpy } from 'shared/useSectionSpy';

export interface SectionNavProps {
  /** Accessible name of the navigation, e.g. "Guest Journey sections". */
  label: string;
  items: SectionNavItem[];
  /** Spy rule: 'default' (200 px line), 'api-docs' (section spans the 200 px line) or 'about' (viewport middle). */
  mode?: SpyMode;
  className?: string;
}

/**
 * The sticky tab bar of a section page, just below the 64 px sticky header. Plain in-page links (they work
 * without script too); the section in view is marked with `aria-current="true"`. On phones the bar scrolls
 * sideways and keeps the marked tab in view.
 */
export function SectionNav({ label, items, mode = 'default', className }: SectionNavProps) {
  const { activeId, scrollToSection } = useSectionSpy(
    items.map((item) => item.id),
    { mode },
  );
  const scroller = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const container = scroller.current;
    const link = activeId ? container?.querySelector<HTMLElement>(`[data-section="${CSS.escape(activeId)}"]`) : null;
    if (!container || !link || container.scrollWidth <= container.clientWidth) return;
    const left = link.offsetLeft - (container.clientWidth - link.offsetWidth) / 2;
    container.scrollTo({ left, behavior: 'instant' });
  }, [activeId]);

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    scrollToSection(id);
  };

  return (
    <nav
      aria-label={label}
      className={cn('sticky top-16 z-30 border-b border-ink-100 bg-white/90 backdrop-blur-md', className)}
    >
      <div
        ref={scroller}
        // On narrow screens the edges fade, a hint that the bar scrolls sideways.
        className="mx-auto max-w-7xl overflow-x-auto overscroll-x-contain px-4 [scrollbar-width:none] max-lg:[mask-image:linear-gradient(to_right,transparent,#000_1rem,#000_calc(100%-2.5rem),transparent)] sm:px-6"
      >
        <ul className="flex w-max gap-1 py-2">
          {items.map((item) => {
            const active = item.id === activeId;
            return (
              <li key={item.id}>
                <a
                  href={`#${item.id}`}
                  data-section={item.id}
                  aria-current={active ? 'true' : undefined}
                  onClick={(event) => onClick(event, item.id)}
                  className={cn(
                    'inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold whitespace-nowrap',
                    active ? 'bg-brand-700 text-white shadow-sm' : 'text-ink-600 hover:bg-ink-100 hover:text-ink-900',
                  )}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
