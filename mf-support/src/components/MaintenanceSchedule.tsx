import { CalendarClock } from 'lucide-react';
import { Badge } from 'shared/ui/Badge';
import type { Maintenance } from '../content/status';
import { Card } from './Card';
import { Hydrate } from 'shared/loading';

/** Scheduled maintenance windows with the services they touch and the expected impact. */
export function MaintenanceSchedule({ windows }: { windows: Maintenance[] }) {
  return (
    <Hydrate when="never" as="ul" className="space-y-5">
      {windows.map((slot) => (
        <Card as="li" key={`${slot.date}-${slot.title}`} className="border-l-4 border-l-accent-400">
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-700">
            <Badge tone="accent" icon={CalendarClock}>
              Scheduled
            </Badge>
            <span className="font-semibold tabular-nums">
              <time dateTime={slot.date}>{slot.date}</time> {slot.time}
            </span>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-ink-900">{slot.title}</h3>
          <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="font-semibold text-ink-800">Services affected</dt>
            <dd>
              <ul className="flex flex-wrap gap-2">
                {slot.services.map((service) => (
                  <li key={service}>
                    <Badge tone="neutral">{service}</Badge>
                  </li>
                ))}
              </ul>
            </dd>
            <dt className="font-semibold text-ink-800">Impact</dt>
            <dd className="leading-relaxed text-ink-600">{slot.impact}</dd>
          </dl>
        </Card>
      ))}
    </Hydrate>
  );
}
