import type { Statistic } from 'shared/content';

export interface StatsStripProps {
  stats: Statistic[];
  /** Accessible name of the strip (visually hidden). */
  label?: string;
}

/** A band of headline figures (value over label) on the deep brand colour. */
export function StatsStrip({ stats, label = 'Key figures' }: StatsStripProps) {
  return (
    <section aria-label={label} className="bg-brand-900 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-14 sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center gap-2 text-center">
            <dt className="text-sm font-medium text-brand-100">{stat.label}</dt>
            <dd className="text-4xl font-extrabold tracking-tight tabular-nums sm:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
