import { ChevronDown } from 'lucide-react';
import type { Faq } from '../content/getHelp';
import { Hydrate } from 'shared/loading';

/** Questions that open to their answers (native disclosure: keyboard and screen readers for free). */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <Hydrate when="never" as="div" className="divide-y divide-ink-100 rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      {faqs.map((faq) => (
        <details key={faq.question} className="group px-6 py-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-md font-semibold text-ink-900 [&::-webkit-details-marker]:hidden">
            {faq.question}
            <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-500 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
          </summary>
          <p className="mt-3 leading-relaxed text-ink-600">{faq.answer}</p>
        </details>
      ))}
    </Hydrate>
  );
}
