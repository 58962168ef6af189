import type { ReactNode } from 'react';
import { cn } from 'shared/cn';
import { Hydrate, type HydrationPolicy } from 'shared/loading';

export interface SectionHeadingProps {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id: string;
  eyebrow: string;
  title: string;
  description?: string;
  align?: 'center' | 'start';
}

/** The eyebrow, h2 and lead paragraph that open every home-page section. */
export function SectionHeading({ id, eyebrow, title, description, align = 'center' }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
        {title}
      </h2>
      {description && <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{description}</p>}
    </div>
  );
}

export interface HomeSectionProps {
  /** Names the heading id (`<name>-title`); also the section's id when `anchor` is set. */
  name: string;
  /** The section is the target of `/#<name>` links. */
  anchor?: boolean;
  intro: { eyebrow: string; title: string; description?: string };
  /** Background utilities of the full-width band. */
  className: string;
  /** When its prerendered markup is hydrated: `never` for a band of copy, cards and links. */
  hydrate: HydrationPolicy;
  /** What the band's hydration needs besides its code (see Hydrate's `load`). */
  load?: () => Promise<unknown>;
  children: ReactNode;
}

/** A full-width band of the home page with a centred heading above its content. */
export function HomeSection({ name, anchor, intro, className, hydrate, load, children }: HomeSectionProps) {
  return (
    <Hydrate when={hydrate} load={load} as="section" id={anchor ? name : undefined} aria-labelledby={`${name}-title`} className={cn(anchor && 'scroll-mt-20', className)}>
      <div className="mx-auto max-w-7xl px-6 py-20 sm:py-24">
        <SectionHeading id={`${name}-title`} {...intro} />
        <div className="mt-14">{children}</div>
      </div>
    </Hydrate>
  );
}
