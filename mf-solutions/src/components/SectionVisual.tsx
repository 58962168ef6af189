import { cn } from 'shared/cn';
import type { SectionVisual as Visual } from '../content/types';

const toneClasses = {
  good: 'bg-brand-50 text-brand-800 ring-brand-200',
  warn: 'bg-accent-50 text-accent-800 ring-accent-200',
  info: 'bg-ink-100 text-ink-700 ring-ink-200',
} as const;

/** A product moment drawn in HTML with the design tokens: a guest's phone, a staff panel or a trend chart. */
export function SectionVisual({ visual }: { visual: Visual }) {
  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div aria-hidden className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-brand-100/80 via-white to-accent-100/70" />
      {visual.kind === 'phone' && <PhoneVisual visual={visual} />}
      {visual.kind === 'panel' && <PanelVisual visual={visual} />}
      {visual.kind === 'chart' && <ChartVisual visual={visual} />}
    </figure>
  );
}

function PhoneVisual({ visual }: { visual: Extract<Visual, { kind: 'phone' }> }) {
  return (
    <div className="mx-auto w-64 rounded-[2.25rem] border-[6px] border-ink-900 bg-ink-900 shadow-[var(--shadow-float)]">
      <div className="overflow-hidden rounded-[1.75rem] bg-white">
        <div className="bg-brand-800 px-4 pb-4 pt-5 text-white">
          <div aria-hidden className="mx-auto mb-3 h-1.5 w-12 rounded-full bg-white/30" />
          <p className="text-sm font-semibold">{visual.title}</p>
          <p className="text-xs text-brand-100">{visual.subtitle}</p>
        </div>
        <div className="space-y-2 bg-ink-50 px-3 py-4">
          {visual.messages.map((message, index) => (
            <p
              key={index}
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-2 text-xs leading-relaxed',
                message.from === 'guest'
                  ? 'ml-auto rounded-br-sm bg-brand-700 text-white'
                  : 'rounded-bl-sm bg-white text-ink-800 shadow-sm ring-1 ring-ink-100',
              )}
            >
              {message.text}
            </p>
          ))}
          {visual.action && (
            <p className="mt-3 rounded-full bg-accent-400 px-3 py-2 text-center text-xs font-semibold text-ink-900">{visual.action}</p>
          )}
        </div>
      </div>
    </div>
  );
}

function PanelVisual({ visual }: { visual: Extract<Visual, { kind: 'panel' }> }) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] bg-white shadow-[var(--shadow-float)] ring-1 ring-ink-100">
      <div className="flex items-center gap-2 border-b border-ink-100 px-5 py-3">
        <span aria-hidden className="size-2.5 rounded-full bg-accent-400" />
        <span aria-hidden className="size-2.5 rounded-full bg-brand-300" />
        <p className="ml-2 text-sm font-semibold text-ink-900">{visual.title}</p>
      </div>
      <ul className="divide-y divide-ink-100">
        {visual.rows.map((row) => (
          <li key={row.label} className="flex items-center justify-between gap-3 px-5 py-3.5">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink-900">{row.label}</p>
              <p className="truncate text-xs text-ink-600">{row.detail}</p>
            </div>
            <span className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold ring-1', toneClasses[row.tone])}>{row.status}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function ChartVisual({ visual }: { visual: Extract<Visual, { kind: 'chart' }> }) {
  const max = Math.max(...visual.bars.map((bar) => bar.value));
  return (
    <div className="rounded-[var(--radius-card)] bg-white p-5 shadow-[var(--shadow-float)] ring-1 ring-ink-100">
      <div className="flex items-start justify-between gap-4">
        <p className="text-sm font-semibold text-ink-900">{visual.title}</p>
        <p className="shrink-0 rounded-full bg-brand-50 px-2.5 py-1 text-xs font-bold text-brand-800">{visual.metric}</p>
      </div>
      <ul className="sr-only">
        {visual.bars.map((bar) => (
          <li key={bar.label}>{`${bar.label}: ${bar.value}`}</li>
        ))}
      </ul>
      <div aria-hidden className="mt-6 flex h-36 items-end gap-3">
        {visual.bars.map((bar, index) => (
          <div key={bar.label} className="flex h-full flex-1 flex-col gap-2">
            <div className="flex flex-1 items-end">
              <div
                className={cn(
                  'w-full origin-bottom rounded-t-lg motion-safe:animate-[grow-bar_0.8s_ease-out_both]',
                  index === visual.bars.length - 1 ? 'bg-accent-400' : 'bg-brand-500/80',
                )}
                style={{ height: `${Math.round((bar.value / max) * 100)}%`, animationDelay: `${index * 80}ms` }}
              />
            </div>
            <span className="text-center text-[0.6875rem] font-medium text-ink-600">{bar.label}</span>
          </div>
        ))}
      </div>
      <figcaption className="mt-4 text-xs leading-relaxed text-ink-600">{visual.caption}</figcaption>
    </div>
  );
}
