import { ChevronDown } from 'lucide-react';
import { PageSection } from 'shared/ui/PageSection';
import { pricingFaqs } from '../content/pricing';

/** Pricing questions as native disclosure widgets (keyboard and screen-reader friendly without script). */
export function PricingFaq() {
  return (
    <PageSection id="faq" eyebrow="Questions" title="Pricing questions, answered" className="mx-auto max-w-4xl px-4 py-20 sm:px-6">
      <div className="divide-y divide-ink-100 rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-100">
        {pricingFaqs.map((faq) => (
          <details key={faq.question} className="group px-6 py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-500 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <ChevronDown aria-hidden className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
            </summary>
            <p className="mt-3 leading-relaxed text-ink-600">{faq.answer}</p>
          </details>
        ))}
      </div>
    </PageSection>
  );
}
