import type { Visual } from '../../content/types';

/** A small bar chart (SVG-free: bars are sized boxes, so they stay sharp and cost nothing). */
export function BarsVisual({ title, unit, bars, note }: Extract<Visual, { kind: 'bars' }>) {
  const max = Math.max(...bars.map((bar) => bar.value));
  return (
    <div className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-sm font-semibold text-ink-900">{title}</span>
        <span className="text-xs text-ink-600">{unit}</span>
      </div>
      <div className="mt-6 flex h-44 items-end gap-3">
        {bars.map((bar, index) => (
          <div key={bar.label} className="flex h-full flex-1 flex-col items-center justify-end gap-2">
            <span className="text-xs font-semibold text-ink-700 tabular-nums">{bar.value}</span>
            <span
              className={
                index === bars.length - 1
                  ? 'w-full rounded-t-lg bg-linear-to-t from-brand-700 to-brand-500'
                  : 'w-full rounded-t-lg bg-brand-100'
              }
              style={{ height: `${Math.round((bar.value / max) * 100)}%` }}
            />
            <span className="text-xs text-ink-600">{bar.label}</span>
          </div>
        ))}
      </div>
      <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">{note}</p>
    </div>
  );
}
