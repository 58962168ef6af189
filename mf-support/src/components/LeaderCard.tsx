import type { Leader } from '../content/about';
import { Card } from './Card';

/** A member of the leadership team, with a drawn monogram in place of a photo. */
export function LeaderCard({ leader }: { leader: Leader }) {
  return (
    <Card as="li" className="flex flex-col">
      <span aria-hidden="true" className="grid size-16 place-items-center rounded-2xl bg-linear-to-br from-brand-600 to-brand-800 text-xl font-bold text-white">
        {leader.initials}
      </span>
      <h3 className="mt-5 text-lg font-semibold text-ink-900">{leader.name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700">{leader.role}</p>
      <p className="mt-3 text-sm leading-relaxed text-ink-600">{leader.bio}</p>
    </Card>
  );
}
