import { CheckCircle2 } from 'lucide-react';
import { Badge } from 'shared/ui/Badge';
import type { Incident } from '../content/status';
import { Card } from './Card';
import { usLongDate } from 'shared/dates';
import { Hydrate } from 'shared/loading';

/** Past incidents, newest first, each resolved with how long it lasted and what happened. */
export function IncidentHistory({ incidents }: { incidents: Incident[] }) {
  return (
    <Hydrate when="never" as="ol" className="space-y-5">
      {incidents.map((incident) => (
        <Card as="li" key={`${incident.date}-${incident.title}`}>
          <div className="flex flex-wrap items-center gap-3 text-sm text-ink-600">
            <Badge tone="success" icon={CheckCircle2}>
              Resolved
            </Badge>
            <time dateTime={incident.date}>{usLongDate(incident.date)}</time>
            <span aria-hidden="true">·</span>
            <span>Duration {incident.duration}</span>
          </div>
          <h3 className="mt-3 text-lg font-semibold text-ink-900">{incident.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{incident.description}</p>
        </Card>
      ))}
    </Hydrate>
  );
}
