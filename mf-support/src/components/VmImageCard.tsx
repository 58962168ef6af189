import { Download, HardDrive } from 'lucide-react';
import { buttonClasses } from 'shared/ui/Button';
import { Badge } from 'shared/ui/Badge';
import type { VmImage } from '../content/downloads';
import { Card } from './Card';

const detailLabels: [key: keyof VmImage['details'], label: string][] = [
  ['format', 'Format'],
  ['platform', 'Platform'],
  ['os', 'Operating system'],
];

/** A virtual machine image with its details and a Download link to the configured external file. */
export function VmImageCard({ image, url }: { image: VmImage; url: string | undefined }) {
  return (
    <Card as="li" className="flex flex-col sm:p-8">
      <div className="flex items-start gap-4">
        <span aria-hidden="true" className="grid size-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <HardDrive className="size-6" />
        </span>
        <div>
          <h2 className="text-xl font-bold text-ink-900">{image.title}</h2>
          <ul aria-label="Badges" className="mt-2 flex flex-wrap gap-2">
            {image.badges.map((badge) => (
              <li key={badge}>
                <Badge tone="neutral">{badge}</Badge>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="mt-5 leading-relaxed text-ink-600">{image.description}</p>
      <dl className="mt-6 grid gap-3 rounded-xl bg-ink-50 p-5 text-sm sm:grid-cols-[9rem_1fr]">
        {detailLabels.map(([key, label]) => (
          <div key={key} className="contents">
            <dt className="font-semibold text-ink-800">{label}</dt>
            <dd className="text-ink-700">{image.details[key]}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-auto pt-8">
        {url ? (
          <a href={url} download={image.filename} rel="noopener" className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
            <Download aria-hidden="true" className="size-4" />
            Download<span className="sr-only"> {image.title}</span>
          </a>
        ) : (
          <p className="text-sm text-ink-600">This image is not available for download here yet; contact support for a copy.</p>
        )}
      </div>
    </Card>
  );
}
