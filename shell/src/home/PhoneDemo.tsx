import { useState } from 'react';
import { BedDouble, CalendarClock, Check } from 'lucide-react';
import { cn } from 'shared/cn';
import { phoneDemo } from './phoneContent';
import { PhoneChat } from './PhoneChat';
import { PhoneFrame } from './PhoneFrame';
import { useTabs } from './useTabs';

const tabs = ['Chat', 'Local', 'Services'] as const;

function LocalPanel() {
  return (
    <ul className="space-y-3 p-4">
      {phoneDemo.local.map((place) => (
        <li key={place.title} className="rounded-2xl border border-ink-100 p-3.5">
          <span className="rounded-full bg-accent-100 px-2 py-0.5 text-xs font-semibold text-accent-800">{place.tag}</span>
          <p className="mt-2 text-sm font-semibold text-ink-900">{place.title}</p>
          <p className="text-xs text-ink-600">{place.detail}</p>
        </li>
      ))}
    </ul>
  );
}

function ServicesPanel() {
  const [requested, setRequested] = useState<string[]>([]);
  return (
    <div className="h-80 p-4">
      <ul className="grid grid-cols-2 gap-3">
        {phoneDemo.services.map(({ label, icon: Icon }) => {
          const done = requested.includes(label);
          return (
            <li key={label}>
              <button
                type="button"
                aria-pressed={done}
                onClick={() => setRequested((current) => (done ? current.filter((item) => item !== label) : [...current, label]))}
                className={cn(
                  'flex h-20 w-full flex-col items-center justify-center gap-1.5 rounded-2xl border text-xs font-semibold',
                  done ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-ink-100 text-ink-800 hover:border-brand-300',
                )}
              >
                {done ? <Check aria-hidden="true" className="size-5" /> : <Icon aria-hidden="true" className="size-5 text-brand-700" />}
                {label}
              </button>
            </li>
          );
        })}
      </ul>
      <p aria-live="polite" className="mt-4 text-center text-xs text-ink-600">
        {requested.length ? `${requested.length} request${requested.length > 1 ? 's' : ''} sent to the team` : 'One tap sends a request to the right team'}
      </p>
    </div>
  );
}

/**
 * The guest app on a phone, drawn in HTML: greeting header, Chat / Local / Services tabs. Loaded as it
 * nears the viewport (default export for `React.lazy`); every part has a fixed height, see PhoneFrame.
 */
export default function PhoneDemo() {
  const { selected, tabListProps, tabProps, panelProps } = useTabs(tabs);
  return (
    <PhoneFrame role="group" aria-label="Guest app demo">
      <div className="flex h-36 flex-col justify-end bg-brand-800 px-6 pb-5 text-white">
        <p className="text-xs font-medium uppercase tracking-wider text-brand-200">{phoneDemo.property}</p>
        <p className="mt-1 text-xl font-bold">{phoneDemo.greeting}</p>
        <p className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-brand-100">
          <span className="inline-flex items-center gap-1.5">
            <BedDouble aria-hidden="true" className="size-4" />
            {phoneDemo.room}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />
            {phoneDemo.checkOut}
          </span>
        </p>
      </div>
      <div {...tabListProps} aria-label="Guest app sections" className="grid grid-cols-3 border-b border-ink-100">
        {tabs.map((tab) => (
          <button
            key={tab}
            {...tabProps(tab)}
            className={cn(
              '-mb-px h-12 border-b-2 text-sm font-semibold',
              selected === tab ? 'border-brand-700 text-brand-800' : 'border-transparent text-ink-600 hover:text-ink-900',
            )}
          >
            {tab}
          </button>
        ))}
      </div>
      <div {...panelProps('Chat')}>
        <PhoneChat />
      </div>
      <div {...panelProps('Local')} tabIndex={0} className="h-80 overflow-y-auto">
        <LocalPanel />
      </div>
      <div {...panelProps('Services')}>
        <ServicesPanel />
      </div>
    </PhoneFrame>
  );
}
