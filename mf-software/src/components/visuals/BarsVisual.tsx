import type { Visual } from '../../content/types';

/** A small bar chart drawn with sized boxes: sharp at any size and nothing to download. */
export function BarsVisual({ title, unit, bars, note }: Extract<Visual, { kind: 'bars' }>) {
  const max = Math.max(...bars.map((bar) => bar.value));
  return (
    <div className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-[var(--shadow-card)]">
      <div className="flex items-baseline justify-between gap-4">
        <span className="text-sm font-semibold text-ink-900">{title}</span>
        <span className="text-xs text-ink-600">{unit}</span>
      </div>
      <div className="mt-6 flex h-48 gap-3">
        {bars.map((bar, index) => {
          const height = `${Math.round((bar.value / max) * 82)}%`; // leaves room for the value above the tallest bar
          return (
            <div key={bar.label} className="flex flex-1 flex-col items-center gap-2">
              <div className="relative w-full flex-1">
                <span
                  className={
                    index === bars.length - 1
                      ? 'absolute inset-x-0 bottom-0 rounded-t-lg bg-linear-to-t from-brand-700 to-brand-500'
                      : 'absolute inset-x-0 bottom-0 rounded-t-lg bg-brand-100'
                  }
                  style={{ height }}
                />
                <span
                  className="absolute inset-x-0 text-center text-xs font-semibold text-ink-700 tabular-nums"
                  style={{ bottom: `calc(${height} + 0.375rem)` }}
                >
                  {bar.value}
                </span>
              </div>
              <span className="text-xs text-ink-600">{bar.label}</span>
            </div>
          );
        })}
      </div>
      <p className="mt-5 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-800">{note}</p>
    </div>
  );
}
