/**
 * Miniature "screenshots" of the platform, drawn with divs in the design tokens: sharp at any size and
 * nearly free to load. They are illustrations only, hidden from assistive technology by their frame.
 */
import type { ReactNode } from 'react';
import { brand } from 'shared/brand';
import { cn } from 'shared/cn';
import type { PlatformScreen } from './demoContent';

const Line = ({ className }: { className?: string }) => <span className={cn('block h-1.5 rounded-full bg-ink-200', className)} />;

function GuestAppScreen() {
  return (
    <div className="mx-auto flex h-full w-28 flex-col overflow-hidden rounded-t-2xl border-4 border-b-0 border-ink-800 bg-white">
      <div className="space-y-1 bg-brand-700 p-2">
        <Line className="w-10 bg-brand-300" />
        <Line className="w-16 bg-white" />
      </div>
      <div className="grid grid-cols-2 gap-1.5 p-2">
        {['bg-brand-100', 'bg-accent-100', 'bg-accent-100', 'bg-brand-100'].map((tone, index) => (
          <span key={index} className={cn('h-8 rounded-md', tone)} />
        ))}
      </div>
      <div className="mx-2 space-y-1 rounded-md bg-ink-100 p-1.5">
        <Line className="w-full bg-ink-300" />
        <Line className="w-2/3 bg-ink-300" />
      </div>
    </div>
  );
}

function AnalyticsScreen() {
  return (
    <div className="flex h-full flex-col gap-2">
      <div className="grid grid-cols-3 gap-2">
        {['98%', '4.2s', '$12k'].map((kpi) => (
          <span key={kpi} className="rounded-md bg-white p-1.5 text-[0.625rem] font-bold text-brand-800 shadow-sm">
            {kpi}
          </span>
        ))}
      </div>
      <div className="flex flex-1 items-end gap-1.5 rounded-md bg-white p-2 shadow-sm">
        {[40, 65, 50, 80, 60, 95, 75].map((height, index) => (
          <span key={index} style={{ height: `${height}%` }} className={cn('flex-1 rounded-sm', index === 5 ? 'bg-accent-400' : 'bg-brand-400')} />
        ))}
      </div>
    </div>
  );
}

function ChatScreen() {
  return (
    <div className="grid h-full grid-cols-[2fr_3fr] gap-2">
      <div className="space-y-1.5 rounded-md bg-white p-1.5 shadow-sm">
        {[true, false, false, false].map((active, index) => (
          <div key={index} className={cn('flex items-center gap-1 rounded p-1', active && 'bg-brand-50')}>
            <span className="size-3 shrink-0 rounded-full bg-brand-300" />
            <Line className="w-full" />
          </div>
        ))}
      </div>
      <div className="flex flex-col justify-end gap-1.5 rounded-md bg-white p-2 shadow-sm">
        <span className="h-3 w-3/4 rounded-md bg-ink-100" />
        <span className="h-3 w-2/3 self-end rounded-md bg-brand-600" />
        <span className="h-3 w-4/5 rounded-md bg-ink-100" />
        <span className="mt-1 h-3 w-full rounded-full border border-ink-200" />
      </div>
    </div>
  );
}

function SettingsScreen() {
  return (
    <div className="h-full space-y-2 rounded-md bg-white p-2.5 shadow-sm">
      {[true, true, false, true].map((on, index) => (
        <div key={index} className="flex items-center justify-between gap-3">
          <Line className={index % 2 ? 'w-2/5' : 'w-3/5'} />
          <span className={cn('flex h-3 w-6 shrink-0 rounded-full p-0.5', on ? 'justify-end bg-brand-600' : 'bg-ink-300')}>
            <span className="size-2 rounded-full bg-white" />
          </span>
        </div>
      ))}
    </div>
  );
}

function GuestsScreen() {
  const chips = ['bg-brand-100', 'bg-accent-100', 'bg-brand-100', 'bg-ink-200'];
  return (
    <div className="h-full space-y-1.5 rounded-md bg-white p-2 shadow-sm">
      {chips.map((chip, index) => (
        <div key={index} className="flex items-center gap-2 border-b border-ink-100 pb-1.5 last:border-0">
          <span className="size-4 shrink-0 rounded-full bg-brand-200" />
          <Line className="w-1/3" />
          <span className={cn('ml-auto h-2.5 w-8 rounded-full', chip)} />
        </div>
      ))}
    </div>
  );
}

function BookingScreen() {
  const Box = ({ label, className }: { label: string; className: string }) => (
    <span className={cn('grid size-14 place-items-center rounded-lg text-[0.625rem] font-bold shadow-sm', className)}>{label}</span>
  );
  return (
    <div className="flex h-full items-center justify-center gap-3">
      <Box label="PMS" className="bg-white text-ink-700" />
      <span className="flex flex-col gap-1.5">
        <span className="h-0.5 w-12 rounded bg-brand-500" />
        <span className="h-0.5 w-12 rounded bg-accent-400" />
      </span>
      <Box label={brand.name} className="bg-brand-700 text-white" />
    </div>
  );
}

const screens: Record<PlatformScreen, () => ReactNode> = {
  'guest-app': GuestAppScreen,
  analytics: AnalyticsScreen,
  chat: ChatScreen,
  settings: SettingsScreen,
  guests: GuestsScreen,
  booking: BookingScreen,
};

/** The art of one screen (default export for `React.lazy`: PlatformOverview loads it as it nears the viewport). */
export default function PlatformScreenArt({ screen }: { screen: PlatformScreen }) {
  const Screen = screens[screen];
  return <Screen />;
}
