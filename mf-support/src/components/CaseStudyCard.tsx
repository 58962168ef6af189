import type { CaseStudy } from '../content/community';
import { Card } from './Card';

/** A customer story led by its headline result. */
export function CaseStudyCard({ study }: { study: CaseStudy }) {
  return (
    <Card as="li" className="flex flex-col">
      <p className="text-sm font-semibold text-brand-700">
        {study.segment} · {study.location}
      </p>
      <h3 className="mt-2 text-lg font-semibold text-ink-900">{study.property}</h3>
      <p className="mt-5 flex items-baseline gap-2">
        <span className="text-4xl font-extrabold tracking-tight text-brand-700 tabular-nums">{study.result}</span>
        <span className="font-semibold text-ink-800">{study.resultLabel}</span>
      </p>
      <p className="mt-4 text-sm leading-relaxed text-ink-600">{study.story}</p>
    </Card>
  );
}
