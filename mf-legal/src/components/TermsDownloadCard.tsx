import { Download, FileText } from 'lucide-react';
import { Badge } from 'shared/ui/Badge';
import { buttonClasses } from 'shared/ui/Button';
import type { TermsDownload } from '../content/termsDownloads';
import { dayFirstLongDate } from 'shared/dates';

/** One downloadable version of the terms: what it is, its details, and a link that opens the PDF. */
export function TermsDownloadCard({ item, url }: { item: TermsDownload; url: string }) {
  const details: [label: string, value: string][] = [
    ['Language', item.details.language],
    ['Region', item.details.region],
    ['Format', item.details.format],
    ['Updated', dayFirstLongDate(item.details.updated)],
  ];
  return (
    <article
      aria-labelledby={`${item.id}-title`}
      className="flex flex-col rounded-[var(--radius-card)] border border-ink-100 bg-white p-6 shadow-[var(--shadow-card)] sm:p-7"
    >
      <div className="flex items-start justify-between gap-4">
        <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <FileText aria-hidden="true" className="size-6" />
        </span>
        <div className="flex flex-wrap justify-end gap-2">
          {item.badges.map((badge, index) => (
            <Badge key={badge} tone={index === 0 ? 'brand' : 'neutral'}>
              {badge}
            </Badge>
          ))}
        </div>
      </div>
      <h2 id={`${item.id}-title`} className="mt-6 text-xl font-bold tracking-tight text-ink-900">
        {item.title}
      </h2>
      <p className="mt-3 grow leading-relaxed text-ink-600">{item.description}</p>
      <dl className="mt-6 grid grid-cols-2 gap-x-4 gap-y-4 border-t border-ink-100 pt-6 text-sm">
        {details.map(([label, value]) => (
          <div key={label}>
            <dt className="text-ink-600">{label}</dt>
            <dd className="mt-0.5 font-semibold text-ink-900">
              {label === 'Updated' ? <time dateTime={item.details.updated}>{value}</time> : value}
            </dd>
          </div>
        ))}
      </dl>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        type="application/pdf"
        className={buttonClasses('primary', 'md', 'mt-8 w-full')}
      >
        <Download aria-hidden="true" className="size-4" />
        Download
        <span className="sr-only">
          {' '}
          {item.title} ({item.details.format}, opens in a new tab)
        </span>
      </a>
    </article>
  );
}
