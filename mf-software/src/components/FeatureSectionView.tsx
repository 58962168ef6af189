import { CircleCheck } from 'lucide-react';
import { cn } from 'shared/cn';
import { PageSection } from 'shared/ui/PageSection';
import type { FeatureSection } from '../content/types';
import { FeatureVisual } from './visuals/FeatureVisual';
import { Hydrate } from 'shared/loading';

/** One anchored section: what it does, how it works, what it connects to, and its visual. */
export function FeatureSectionView({ section, index }: { section: FeatureSection; index: number }) {
  const { id, icon: Icon, audience, title, intro, benefits, steps, connectsTo, visual, caption } = section;
  const flipped = index % 2 === 1;
  return (
    <Hydrate when="never" as="div" className={flipped ? 'bg-ink-50' : 'bg-white'}>
      <PageSection
        id={id}
        eyebrow={audience}
        title={title}
        intro={intro}
        className="mx-auto max-w-7xl px-4 pt-14 pb-16 sm:px-6 lg:pt-16 lg:pb-24"
      >
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16">
          <div className={cn('space-y-10', flipped && 'lg:order-2')}>
            <div>
              <h3 className="flex items-center gap-3 text-lg font-semibold text-ink-900">
                <span className="grid size-9 place-items-center rounded-lg bg-brand-700 text-white">
                  <Icon aria-hidden="true" className="size-4.5" />
                </span>
                What it does
              </h3>
              <ul className="mt-5 space-y-4">
                {benefits.map((benefit) => (
                  <li key={benefit.title} className="flex gap-3">
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-600" />
                    <p className="text-ink-600">
                      <strong className="font-semibold text-ink-900">{benefit.title}.</strong> {benefit.text}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-ink-900">How it works</h3>
              <ol className="mt-5 space-y-3">
                {steps.map((step, stepIndex) => (
                  <li key={step} className="flex gap-4">
                    <span className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-50 text-sm font-bold text-brand-800 ring-1 ring-brand-200">
                      {stepIndex + 1}
                    </span>
                    <span className="pt-0.5 text-ink-700">{step}</span>
                  </li>
                ))}
              </ol>
            </div>
            <div>
              <h3 className="text-lg font-semibold text-ink-900">Connects to</h3>
              <ul className="mt-4 flex flex-wrap gap-2">
                {connectsTo.map((system) => (
                  <li key={system} className="rounded-full border border-ink-200 bg-white px-3.5 py-1.5 text-sm font-medium text-ink-700">
                    {system}
                  </li>
                ))}
              </ul>
            </div>
          </div>
          <div className={cn('lg:sticky lg:top-[152px] lg:self-start', flipped && 'lg:order-1')}>
            <FeatureVisual visual={visual} caption={caption} />
          </div>
        </div>
      </PageSection>
    </Hydrate>
  );
}
