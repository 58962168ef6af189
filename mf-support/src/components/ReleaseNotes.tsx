import { Badge } from 'shared/ui/Badge';
import { releaseItemBadges, releaseTypeBadges, type Release, type ReleaseItemType } from '../content/updates';
import { Card } from './Card';
import { usLongDate } from 'shared/dates';

export function ReleaseItemBadge({ type }: { type: ReleaseItemType }) {
  const { label, tone } = releaseItemBadges[type];
  return <Badge tone={tone}>{label}</Badge>;
}

/** One release: version, quarter, date, major/minor badge and its items with their type badges. */
export function ReleaseCard({ release }: { release: Release }) {
  const kind = releaseTypeBadges[release.type];
  return (
    <Card as="article" className="sm:p-8">
      <header className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 className="text-2xl font-bold tracking-tight text-ink-900">{release.version}</h3>
        <Badge tone={kind.tone}>{kind.label}</Badge>
        <p className="text-sm text-ink-600">
          {release.quarter} · <time dateTime={release.date}>{usLongDate(release.date)}</time>
        </p>
      </header>
      <ul className="mt-6 space-y-5">
        {release.items.map((item) => (
          <li key={item.title} className="grid gap-2 sm:grid-cols-[6.5rem_1fr]">
            <span>
              <ReleaseItemBadge type={item.type} />
            </span>
            <div>
              <h4 className="font-semibold text-ink-900">{item.title}</h4>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{item.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}
