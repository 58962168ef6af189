import { Check } from 'lucide-react';
import type { Visual } from '../../content/types';

/** A guest-app screen in a phone frame. */
export function PhoneVisual({ header, title, rows, action }: Extract<Visual, { kind: 'phone' }>) {
  return (
    <div className="mx-auto w-full max-w-[18rem] rounded-[2.5rem] bg-ink-900 p-2.5 shadow-[var(--shadow-float)]">
      <div className="overflow-hidden rounded-[2rem] bg-white">
        <div className="bg-linear-to-br from-brand-700 to-brand-900 px-5 pt-6 pb-5 text-white">
          <div className="mx-auto mb-4 h-1.5 w-16 rounded-full bg-white/30" />
          <p className="text-xs font-medium text-brand-100">{header}</p>
          <p className="mt-1 text-lg font-bold">{title}</p>
        </div>
        <ul className="space-y-2 px-4 py-4">
          {rows.map((row) => (
            <li key={row.label} className="flex items-center gap-3 rounded-xl border border-ink-100 bg-ink-50 px-3 py-2.5">
              <span
                className={
                  row.done
                    ? 'grid size-6 shrink-0 place-items-center rounded-full bg-brand-600 text-white'
                    : 'size-6 shrink-0 rounded-full border-2 border-ink-300 bg-white'
                }
              >
                {row.done && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-ink-900">{row.label}</span>
                <span className="block truncate text-xs text-ink-600">{row.detail}</span>
              </span>
            </li>
          ))}
        </ul>
        {action && (
          <div className="px-4 pb-5">
            <span className="block rounded-full bg-accent-400 py-2.5 text-center text-sm font-bold text-ink-900">{action}</span>
          </div>
        )}
      </div>
    </div>
  );
}
