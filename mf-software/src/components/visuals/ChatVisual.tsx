import { cn } from 'shared/cn';
import type { Visual } from '../../content/types';

const bubble = {
  guest: 'ml-auto rounded-br-md bg-brand-700 text-white',
  assistant: 'mr-auto rounded-bl-md bg-ink-100 text-ink-900',
  staff: 'mr-auto rounded-bl-md border border-accent-200 bg-accent-50 text-ink-900',
};

const sender = { guest: 'Guest', assistant: 'AI concierge', staff: 'Front desk' };

/** A conversation between a guest, the AI concierge and the team. */
export function ChatVisual({ header, messages }: Extract<Visual, { kind: 'chat' }>) {
  return (
    <div className="overflow-hidden rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      <div className="flex items-center gap-3 border-b border-ink-100 px-5 py-3.5">
        <span className="size-2.5 rounded-full bg-emerald-500" />
        <span className="text-sm font-semibold text-ink-900">{header}</span>
      </div>
      <ul className="space-y-3 p-5">
        {messages.map((message, index) => (
          <li key={index} className="flex flex-col">
            <span className={cn('text-[11px] font-semibold text-ink-600', message.from === 'guest' && 'text-right')}>
              {message.name ?? sender[message.from]}
            </span>
            <span className={cn('mt-1 max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed', bubble[message.from])}>
              {message.text}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
