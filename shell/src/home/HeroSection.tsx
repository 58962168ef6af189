import { Check } from 'lucide-react';
import { cn } from 'shared/cn';
import { HeroActions } from 'shared/ui/HeroActions';
import { hero } from './content';

/** Illustrative live activity beside the headline (wide screens only; purely decorative). */
function ActivityFeed() {
  return (
    <div aria-hidden="true" className="relative hidden lg:block">
      <div className="absolute -inset-16 bg-[radial-gradient(closest-side,rgb(42_150_143/0.3),transparent)]" />
      <ul className="relative space-y-4">
        {hero.activity.map((item, index) => (
          <li
            key={item.text}
            className={cn(
              'rounded-2xl border border-white/10 bg-white/[0.07] p-5 shadow-[var(--shadow-float)]',
              index === 1 && 'translate-x-10',
            )}
          >
            <span
              className={cn(
                'inline-flex rounded-full px-2.5 py-1 text-xs font-semibold',
                item.tone === 'accent' ? 'bg-accent-300 text-ink-900' : 'bg-brand-200 text-brand-950',
              )}
            >
              {item.tag}
            </span>
            <p className="mt-3 text-base font-medium text-white">{item.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgb(69_178_171/0.35),transparent),radial-gradient(40rem_24rem_at_0%_110%,rgb(255_159_50/0.18),transparent)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-center gap-16 px-6 py-20 sm:py-24 lg:grid-cols-[1.25fr_1fr] lg:py-28">
        <div>
          <p className="inline-flex rounded-full border border-white/20 px-3 py-1 text-sm font-medium text-brand-100">{hero.eyebrow}</p>
          <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {hero.titleLead} <span className="text-accent-300">{hero.titleHighlight}</span> {hero.titleTrail}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-brand-100 text-pretty">{hero.description}</p>
          <HeroActions surface="dark" className="mt-10" />
          <ul className="mt-10 grid gap-3 text-sm text-brand-100 sm:grid-cols-3 sm:gap-4">
            {hero.assurances.map((assurance) => (
              <li key={assurance} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-300" />
                {assurance}
              </li>
            ))}
          </ul>
        </div>
        <ActivityFeed />
      </div>
    </section>
  );
}
