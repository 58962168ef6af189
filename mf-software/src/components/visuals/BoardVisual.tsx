import { Badge } from 'shared/ui/Badge';
import type { Visual } from '../../content/types';

/** A staff-dashboard list: rows with a status pill. */
export function BoardVisual({ title, rows }: Extract<Visual, { kind: 'board' }>) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      <div className="flex items-center justify-between border-b border-ink-100 bg-ink-50 px-5 py-3.5">
        <span className="text-sm font-semibold text-ink-900">{title}</span>
        <span className="flex gap-1.5">
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
          <span className="size-2.5 rounded-full bg-ink-300" />
        </span>
      </div>
      <ul className="divide-y divide-ink-100">
        {rows.map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-4 px-5 py-3.5">
            <span className="min-w-0">
              <span className="block truncate text-sm font-semibold text-ink-900">{row.label}</span>
              <span className="block truncate text-xs text-ink-600">{row.meta}</span>
            </span>
            <Badge tone={row.tone} className="shrink-0">
              {row.status}
            </Badge>
          </li>
        ))}
      </ul>
    </div>
  );
}
