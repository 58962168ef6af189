import { useEffect, useRef, useState, type FormEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { cn } from 'shared/cn';
import { phoneDemo, type ChatMessage } from './phoneContent';

function Bubble({ message }: { message: ChatMessage }) {
  const guest = message.from === 'guest';
  return (
    <li className={cn('flex', guest ? 'justify-end' : 'justify-start')}>
      <p
        className={cn(
          'max-w-[85%] rounded-2xl px-3.5 py-2 text-[0.8125rem] leading-snug',
          guest ? 'rounded-br-md bg-brand-700 text-white' : 'rounded-bl-md bg-ink-100 text-ink-900',
        )}
      >
        <span className="sr-only">{guest ? 'Guest: ' : 'Concierge: '}</span>
        {message.text}
      </p>
    </li>
  );
}

/** The chat tab: the sample spa conversation, suggested replies and a message box that answers locally. */
export function PhoneChat() {
  const [messages, setMessages] = useState<ChatMessage[]>(phoneDemo.conversation);
  const [draft, setDraft] = useState('');
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  // Keep the newest message in view once the visitor starts talking (not on first render).
  useEffect(() => {
    const log = logRef.current;
    if (log && messages.length > phoneDemo.conversation.length) log.scrollTop = log.scrollHeight;
  }, [messages.length]);

  const say = (text: string, reply: string) =>
    setMessages((current) => [...current, { from: 'guest', text }, { from: 'ai', text: reply }]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    const text = draft.trim();
    if (!text) return;
    say(text, phoneDemo.demoReply);
    setDraft('');
  };

  return (
    <>
      <div ref={logRef} role="log" aria-label="Conversation with the concierge" tabIndex={0} className="h-64 overflow-y-auto px-4 py-3">
        <ul className="space-y-2">
          {messages.map((message, index) => (
            <Bubble key={index} message={message} />
          ))}
        </ul>
        {messages.length === phoneDemo.conversation.length && (
          <div className="mt-2.5 flex flex-wrap gap-2">
            {phoneDemo.quickReplies.map((quick) => (
              <button
                key={quick.label}
                type="button"
                onClick={() => {
                  say(quick.label, quick.reply);
                  // The suggestions disappear once used: keep focus in the chat.
                  inputRef.current?.focus();
                }}
                className="rounded-full border border-brand-300 px-3 py-1.5 text-xs font-semibold text-brand-800 hover:bg-brand-50"
              >
                {quick.label}
              </button>
            ))}
          </div>
        )}
      </div>
      <form onSubmit={send} className="flex h-16 items-center gap-2 border-t border-ink-100 px-3">
        <label htmlFor="phone-demo-message" className="sr-only">
          {phoneDemo.inputLabel}
        </label>
        <input
          ref={inputRef}
          id="phone-demo-message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Type a message…"
          autoComplete="off"
          className="h-10 min-w-0 flex-1 rounded-full bg-ink-100 px-4 text-sm text-ink-900 placeholder:text-ink-500 focus:outline-2 focus:outline-brand-500"
        />
        <button
          type="submit"
          aria-label="Send message"
          className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-700 text-white hover:bg-brand-800"
        >
          <SendHorizontal aria-hidden="true" className="size-4" />
        </button>
      </form>
    </>
  );
}
