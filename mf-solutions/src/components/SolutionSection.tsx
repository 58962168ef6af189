import { ArrowUpRight, CircleAlert, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { brand } from 'shared/brand';
import { cn } from 'shared/cn';
import type { SolutionSection as Section } from '../content/types';
import { SectionVisual } from './SectionVisual';
import { Hydrate } from 'shared/loading';

interface SolutionSectionProps {
  section: Section;
  /** The menu's label for the section (also its tab in the section nav). */
  label: string;
  index: number;
}

/** One anchored section of a solution page: the problems, what the platform does, outcomes and modules. */
export function SolutionSection({ section, label, index }: SolutionSectionProps) {
  const Icon = section.icon;
  const flipped = index % 2 === 1;
  const titleId = `${section.id}-heading`;
  return (
    // Not the kit's PageSection: here the visual stands beside the heading, intro and challenges. Same
    // conventions though: scroll margin for the sticky bars, focusable (-1) for the section nav.
    <Hydrate when="never" as="section"
      id={section.id}
      aria-labelledby={titleId}
      tabIndex={-1}
      className={cn('scroll-mt-[120px] border-t border-ink-100 outline-none', flipped ? 'bg-ink-50' : 'bg-white')}
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
          <div className={cn(flipped && 'lg:order-2')}>
            <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wider text-brand-700 uppercase">
              <Icon aria-hidden className="size-4" />
              {label}
            </p>
            <h2 id={titleId} className="mt-3 text-3xl font-bold tracking-tight text-balance text-ink-900 sm:text-4xl">
              {section.title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-pretty text-ink-600">{section.intro}</p>
            <h3 className="mt-8 text-sm font-bold tracking-wider text-ink-700 uppercase">The challenge</h3>
            <ul className="mt-4 space-y-3">
              {section.challenges.map((challenge) => (
                <li key={challenge} className="flex gap-3 text-ink-700">
                  <CircleAlert aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span>{challenge}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className={cn('px-4 sm:px-8', flipped && 'lg:order-1')}>
            <SectionVisual visual={section.visual} />
          </div>
        </div>

        <h3 className="mt-16 text-sm font-bold tracking-wider text-ink-700 uppercase">What {brand.name} does</h3>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {section.approach.map((step) => (
            <li key={step.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
              <CircleCheck aria-hidden className="size-6 text-brand-600" />
              <h4 className="mt-3 font-semibold text-ink-900">{step.title}</h4>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{step.text}</p>
            </li>
          ))}
        </ul>

        <div className="mt-12 grid gap-10 lg:grid-cols-[1fr_auto] lg:items-end">
          <div>
            <h3 className="text-sm font-bold tracking-wider text-ink-700 uppercase">Outcomes</h3>
            <dl className="mt-4 grid gap-6 sm:grid-cols-2">
              {section.outcomes.map((outcome) => (
                <div key={outcome.label} className="flex flex-col-reverse border-l-4 border-accent-400 pl-4">
                  <dt className="mt-1 text-sm text-ink-600">{outcome.label}</dt>
                  <dd className="text-3xl font-extrabold text-brand-800">{outcome.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="lg:max-w-md">
            <h3 className="text-sm font-bold tracking-wider text-ink-700 uppercase">Modules involved</h3>
            <ul className="mt-4 flex flex-wrap gap-2">
              {section.modules.map((module) => (
                <li key={module.href}>
                  <Link
                    to={module.href}
                    className="inline-flex items-center gap-1 rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm font-medium text-ink-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 motion-reduce:transition-none"
                  >
                    {module.label}
                    <ArrowUpRight aria-hidden className="size-3.5" />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </Hydrate>
  );
}
