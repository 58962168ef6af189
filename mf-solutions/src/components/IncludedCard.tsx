import { CircleCheck } from 'lucide-react';
import { everyPlanIncludes } from '../content/pricing';

/** The pricing hero's card: what comes with every plan. */
export function IncludedCard() {
  return (
    <section aria-labelledby="included-heading" className="relative mx-auto max-w-md lg:ml-auto">
      <div aria-hidden className="absolute -inset-5 -z-10 rounded-[2.5rem] bg-linear-to-br from-brand-100/70 via-white to-accent-100/60" />
      <div className="rounded-[calc(var(--radius-card)*1.25)] bg-white p-7 shadow-[var(--shadow-float)] ring-1 ring-ink-100">
        <h2 id="included-heading" className="text-sm font-bold tracking-wider text-brand-700 uppercase">
          Included on every plan
        </h2>
        <ul className="mt-5 space-y-5">
          {everyPlanIncludes.map((item) => (
            <li key={item.title} className="flex gap-3">
              <CircleCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <div>
                <p className="font-semibold text-ink-900">{item.title}</p>
                <p className="mt-0.5 text-sm leading-relaxed text-ink-600">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
