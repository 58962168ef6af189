import type { PartnerGroup } from '../content/community';
import { Card } from './Card';
import { Hydrate } from 'shared/loading';

/** Partner categories, each with the vendors it includes. */
export function PartnerGroupList({ groups }: { groups: PartnerGroup[] }) {
  return (
    <Hydrate when="never" as="ul" className="grid gap-5 md:grid-cols-2">
      {groups.map((group) => (
        <Card as="li" key={group.category}>
          <h3 className="text-lg font-semibold text-ink-900">{group.category}</h3>
          <p className="mt-2 text-sm leading-relaxed text-ink-600">{group.description}</p>
          <ul aria-label={`${group.category}: vendors`} className="mt-5 flex flex-wrap gap-2">
            {group.vendors.map((vendor) => (
              <li key={vendor} className="rounded-lg border border-ink-200 bg-ink-50 px-3 py-1.5 text-sm font-semibold text-ink-800">
                {vendor}
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </Hydrate>
  );
}
