import { Badge } from 'shared/ui/Badge';
import { roadmapStatusBadges, type RoadmapItem } from '../content/updates';
import { Card } from './Card';

/** A roadmap item: status badge, ETA, title and description. */
export function RoadmapCard({ item }: { item: RoadmapItem }) {
  const status = roadmapStatusBadges[item.status];
  return (
    <Card as="li" className="flex flex-col">
      <div className="flex items-center justify-between gap-3">
        <Badge tone={status.tone}>{status.label}</Badge>
        <p className="text-sm font-semibold text-ink-700">
          <span className="sr-only">Estimated: </span>ETA {item.eta}
        </p>
      </div>
      <h3 className="mt-4 text-lg font-semibold text-ink-900">{item.title}</h3>
      <p className="mt-2 text-sm leading-relaxed text-ink-600">{item.description}</p>
    </Card>
  );
}
