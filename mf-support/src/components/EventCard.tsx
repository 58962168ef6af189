import { CalendarDays, MapPin } from 'lucide-react';
import { Badge } from 'shared/ui/Badge';
import { eventTypeLabels, type CommunityEvent } from '../content/community';
import { Card } from './Card';
import { usLongDate } from 'shared/dates';

/** An upcoming event: type, title, date, place and what it covers. */
export function EventCard({ event }: { event: CommunityEvent }) {
  return (
    <Card as="li" className="flex flex-col">
      <Badge tone="accent" className="self-start">
        {eventTypeLabels[event.type]}
      </Badge>
      <h3 className="mt-4 text-lg font-semibold text-ink-900">{event.title}</h3>
      <p className="mt-3 flex items-center gap-2 text-sm text-ink-700">
        <CalendarDays aria-hidden="true" className="size-4 text-brand-700" />
        <time dateTime={event.date}>{usLongDate(event.date)}</time>
      </p>
      <p className="mt-1 flex items-center gap-2 text-sm text-ink-700">
        <MapPin aria-hidden="true" className="size-4 text-brand-700" />
        {event.location}
      </p>
      <p className="mt-3 text-sm leading-relaxed text-ink-600">{event.description}</p>
    </Card>
  );
}
