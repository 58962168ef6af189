import { CalendarClock, Check, CircleCheck, Rocket } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { Button } from 'shared/ui/Button';
import { waitlist } from '../content/pricing';

const setupSteps = [
  { time: '0:05', text: 'Connect your PMS' },
  { time: '0:15', text: 'Brand the guest app' },
  { time: '0:25', text: 'Import FAQs for the AI concierge' },
  { time: '0:30', text: 'Live for guests' },
];

/** The promotion of the self-service platform with its waitlist ('Coming Q2 2026', 'Launch in 30 Minutes'). */
export function WaitlistPromo() {
  return (
    <section id="self-service" aria-labelledby="self-service-heading" tabIndex={-1} className="mx-auto max-w-7xl scroll-mt-[120px] px-4 py-20 outline-none sm:px-6">
      <div className="relative isolate grid gap-12 overflow-hidden rounded-[calc(var(--radius-card)*1.5)] bg-brand-950 px-6 py-12 text-white shadow-[var(--shadow-float)] sm:px-12 sm:py-14 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:items-center">
        <div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-28 -left-16 size-96 rounded-full bg-brand-500/25 blur-3xl" />
          <div className="absolute -right-20 -bottom-28 size-80 rounded-full bg-accent-400/20 blur-3xl" />
        </div>
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-accent-400 px-3.5 py-1.5 text-xs font-bold tracking-wide text-ink-900">
            <CalendarClock aria-hidden className="size-4" />
            {waitlist.label}
          </p>
          <h2 id="self-service-heading" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
            {waitlist.title}
          </h2>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">{waitlist.description}</p>
          <ul className="mt-6 space-y-2.5">
            {waitlist.points.map((point) => (
              <li key={point} className="flex items-center gap-3 text-brand-50">
                <Check aria-hidden className="size-5 shrink-0 text-accent-300" />
                {point}
              </li>
            ))}
          </ul>
          <Button variant="accent" size="lg" className="mt-8" onClick={() => openDialog('waitlist')}>
            <Rocket aria-hidden className="size-4" />
            {waitlist.buttonText}
          </Button>
        </div>
        <div aria-hidden className="rounded-[var(--radius-card)] bg-white/95 p-6 text-ink-900 shadow-[var(--shadow-float)]">
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold">Setup wizard</p>
            <p className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800">30:00</p>
          </div>
          <div className="mt-4 h-2 overflow-hidden rounded-full bg-ink-100">
            <div className="h-full w-full origin-left rounded-full bg-linear-to-r from-brand-500 to-accent-400 motion-safe:animate-[grow-bar-x_2.4s_ease-out_both]" />
          </div>
          <ol className="mt-5 space-y-3">
            {setupSteps.map((step) => (
              <li key={step.time} className="flex items-center gap-3 text-sm">
                <CircleCheck className="size-5 shrink-0 text-brand-600" />
                <span className="flex-1 font-medium">{step.text}</span>
                <span className="font-mono text-xs text-ink-600 tabular-nums">{step.time}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
