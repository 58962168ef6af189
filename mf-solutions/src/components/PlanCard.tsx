import { Check, Sparkles } from 'lucide-react';
import { cn } from 'shared/cn';
import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import type { PricingPlan } from '../content/types';

/** One plan of the pricing table; the highlighted plan is drawn on the deep brand colour. */
export function PlanCard({ plan }: { plan: PricingPlan }) {
  const dark = plan.highlighted;
  const titleId = `plan-${plan.name.toLowerCase()}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        // From xl the four cards share row tracks (subgrid), so prices, buttons and lists line up.
        'relative flex flex-col rounded-[calc(var(--radius-card)*1.25)] p-7 xl:row-span-5 xl:grid xl:grid-rows-subgrid xl:gap-y-0',
        dark
          ? 'bg-linear-to-b from-brand-800 to-brand-950 text-white shadow-[var(--shadow-float)] ring-2 ring-accent-400 xl:-my-4 xl:py-11'
          : 'bg-white shadow-[var(--shadow-card)] ring-1 ring-ink-200',
      )}
    >
      {plan.badge && (
        <p className="absolute -top-3.5 left-1/2 inline-flex -translate-x-1/2 items-center gap-1.5 rounded-full bg-accent-400 px-3.5 py-1.5 text-xs font-bold whitespace-nowrap text-ink-900 shadow-sm">
          <Sparkles aria-hidden className="size-3.5" />
          {plan.badge}
        </p>
      )}
      <div>
        <h3 id={titleId} className={cn('text-xl font-bold', dark ? 'text-white' : 'text-ink-900')}>
          {plan.name}
        </h3>
        <p className={cn('mt-1 text-sm font-medium', dark ? 'text-brand-100' : 'text-brand-700')}>{plan.subtitle}</p>
      </div>

      <div className="mt-6">
        {plan.price === null ? (
          <p className={cn('text-4xl font-extrabold tracking-tight', dark ? 'text-white' : 'text-ink-900')}>Custom</p>
        ) : (
          <p className="flex items-baseline gap-1.5">
            <span className={cn('text-sm font-medium', dark ? 'text-brand-100' : 'text-ink-600')}>From</span>
            {' '}
            <span className={cn('text-5xl font-extrabold tracking-tight tabular-nums', dark ? 'text-white' : 'text-ink-900')}>${plan.price}</span>
            <span className={cn('text-base font-medium', dark ? 'text-brand-100' : 'text-ink-600')}>/month</span>
          </p>
        )}
        <p className={cn('mt-2 text-xs', dark ? 'text-brand-100' : 'text-ink-600')}>{plan.pricingNote}</p>
      </div>

      <p className={cn('mt-5 text-sm leading-relaxed', dark ? 'text-brand-50' : 'text-ink-600')}>{plan.description}</p>

      <Button
        variant={dark ? 'accent' : plan.price === null ? 'secondary' : 'primary'}
        size="lg"
        className="mt-7 w-full self-start"
        aria-label={`${plan.buttonText}: ${plan.name} plan`}
        onClick={() => openDialog(plan.dialog)}
      >
        {plan.buttonText}
      </Button>

      <ul className={cn('mt-8 space-y-3 self-start border-t pt-7 text-sm', dark ? 'border-white/15' : 'border-ink-100')}>
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <span
              className={cn(
                'mt-0.5 grid size-5 shrink-0 place-items-center rounded-full',
                dark ? 'bg-accent-400 text-ink-900' : 'bg-brand-50 text-brand-700',
              )}
            >
              <Check aria-hidden className="size-3.5" strokeWidth={3} />
            </span>
            <span className={dark ? 'text-white' : 'text-ink-700'}>{feature}</span>
          </li>
        ))}
      </ul>
    </article>
  );
}
