import type { ReactNode } from 'react';
import { HeroActions } from 'shared/ui/HeroActions';

export interface CallToActionProps {
  title: string;
  text: string;
  /** Replaces the default Get Started and Schedule Demo buttons (use solid `variant="accent"` / `"secondary"` buttons: a translucent one over the panel’s glow can fail AA contrast). */
  actions?: ReactNode;
}

/** The closing panel of every sub-page. */
export function CallToAction({ title, text, actions }: CallToActionProps) {
  return (
    <section aria-labelledby="call-to-action-heading" className="mx-auto max-w-7xl px-4 py-20 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-[calc(var(--radius-card)*1.5)] bg-linear-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-14 text-center shadow-[var(--shadow-float)] sm:px-12 sm:py-16">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute -top-24 left-1/2 size-96 -translate-x-1/2 rounded-full bg-brand-400/25 blur-3xl" />
          <div className="absolute -right-16 -bottom-24 size-72 rounded-full bg-accent-400/20 blur-3xl" />
        </div>
        <h2 id="call-to-action-heading" className="mx-auto max-w-3xl text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions ?? <HeroActions surface="dark" className="justify-center" />}</div>
      </div>
    </section>
  );
}
