import { Blocks, Building2, Cable, MessageSquareText, Network } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import { PageSection } from 'shared/ui/PageSection';
import { customPricing } from '../content/pricing';

const factorIcons = [Network, Building2, Blocks, Cable];

/** For portfolios that do not fit a table: what a quote takes into account, and a way to ask for one. */
export function CustomPricing() {
  return (
    <div className="border-t border-ink-100 bg-ink-50">
      <PageSection
        id="custom-pricing"
        eyebrow="Custom pricing"
        title={customPricing.title}
        intro={customPricing.description}
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
      >
        <div className="grid gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-center">
          <ul className="grid gap-4 sm:grid-cols-2">
            {customPricing.factors.map((factor, index) => {
              const Icon = factorIcons[index % factorIcons.length]!;
              return (
                <li key={factor.title} className="rounded-[var(--radius-card)] bg-white p-6 shadow-[var(--shadow-card)] ring-1 ring-ink-100">
                  <span className="grid size-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <h3 className="mt-4 font-semibold text-ink-900">{factor.title}</h3>
                  <p className="mt-1.5 text-sm leading-relaxed text-ink-600">{factor.text}</p>
                </li>
              );
            })}
          </ul>
          <div className="rounded-[var(--radius-card)] bg-white p-8 text-center shadow-[var(--shadow-card)] ring-1 ring-ink-100">
            <span className="mx-auto grid size-12 place-items-center rounded-full bg-accent-100 text-accent-800">
              <MessageSquareText aria-hidden className="size-6" />
            </span>
            <p className="mt-4 text-lg font-semibold text-ink-900">Talk to our pricing team</p>
            <p className="mt-2 text-sm text-ink-600">We reply within one business day with a quote for your portfolio.</p>
            <Button variant="primary" size="lg" className="mt-6 w-full" aria-label={`${customPricing.buttonText} about custom pricing`} onClick={() => openDialog('contact')}>
              {customPricing.buttonText}
            </Button>
          </div>
        </div>
      </PageSection>
    </div>
  );
}
