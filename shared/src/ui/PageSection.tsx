import type { ReactNode } from 'react';
import { cn } from 'shared/cn';

export interface PageSectionProps {
  /** Element id: the section nav's tab and the URL hash point here. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A titled section of a section page. `scroll-mt` keeps it clear of the sticky header and tab bar when the
 * browser itself jumps to the hash; `tabIndex={-1}` lets the tab bar move keyboard focus to it.
 */
export function PageSection({ id, eyebrow, title, intro, children, className }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} tabIndex={-1} className={cn('scroll-mt-[120px] outline-none', className)}>
      <div className="max-w-3xl">
        {eyebrow && <p className="text-sm font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>}
        <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
          {title}
        </h2>
        {intro && <div className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{intro}</div>}
      </div>
      {children && <div className="mt-10">{children}</div>}
    </section>
  );
}
