import type { Visual } from '../../content/types';

/** A terminal-style snippet (sample request and response). */
export function CodeVisual({ title, lines }: Extract<Visual, { kind: 'code' }>) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-ink-900 shadow-[var(--shadow-float)]">
      <div className="flex items-center gap-2 border-b border-white/10 px-5 py-3">
        <span className="size-2.5 rounded-full bg-red-400" />
        <span className="size-2.5 rounded-full bg-amber-400" />
        <span className="size-2.5 rounded-full bg-emerald-400" />
        <span className="ml-3 text-xs font-medium text-ink-300">{title}</span>
      </div>
      <pre className="overflow-x-auto p-5 text-[13px] leading-relaxed text-brand-100">
        <code>{lines.join('\n')}</code>
      </pre>
    </div>
  );
}
