import { cn } from 'shared/cn';
import { dashboardDemo, type ReservationStatus } from './demoContent';

const statusStyles: Record<ReservationStatus, string> = {
  'Checked in': 'bg-brand-100 text-brand-800',
  Arriving: 'bg-accent-100 text-accent-800',
  'Pre-checked': 'bg-white text-brand-800 ring-1 ring-brand-300',
  Upsell: 'bg-accent-200 text-accent-900',
  'Checked out': 'bg-ink-100 text-ink-700',
};

/**
 * A front-desk dashboard with sample reservations, animated on a 6 s loop (see dashboard.css); under
 * prefers-reduced-motion it is a still picture.
 */
export function DashboardMockup() {
  return (
    <figure aria-label="Sample front-desk dashboard" className="overflow-hidden rounded-[var(--radius-card)] border border-ink-200 bg-white shadow-[var(--shadow-float)]">
      <div className="flex items-center justify-between gap-4 border-b border-ink-100 px-5 py-3">
        <p className="font-bold text-ink-900">{dashboardDemo.title}</p>
        <p className="inline-flex items-center gap-2 text-xs font-semibold text-brand-800">
          <span aria-hidden="true" className="size-2 rounded-full bg-brand-500" />
          Live sync
        </p>
      </div>
      <div aria-hidden="true" className="h-0.5 bg-brand-50">
        <div className="h-full origin-left bg-brand-500 motion-safe:animate-[dashboard-sync_6s_linear_infinite]" />
      </div>
      <div className="grid gap-5 p-5 md:grid-cols-[3fr_2fr]">
        <div className="min-w-0">
          <dl className="grid grid-cols-3 gap-3">
            {dashboardDemo.kpis.map((kpi) => (
              <div key={kpi.label} className="flex flex-col rounded-xl bg-ink-50 p-3">
                <dt className="order-2 text-xs text-ink-600">{kpi.label}</dt>
                <dd className="order-1 text-lg font-extrabold text-ink-900 sm:text-xl">{kpi.value}</dd>
              </div>
            ))}
          </dl>
          <table className="mt-5 w-full text-left text-sm">
            <caption className="sr-only">Sample reservations</caption>
            <thead className="text-xs text-ink-600">
              <tr>
                <th scope="col" className="pb-2 pl-3 font-semibold">Guest</th>
                <th scope="col" className="hidden pb-2 font-semibold sm:table-cell">Stay</th>
                <th scope="col" className="pb-2 text-right font-semibold">Status</th>
              </tr>
            </thead>
            <tbody className="isolate">
              {dashboardDemo.reservations.map((reservation, index) => (
                <tr key={reservation.guest} className="relative border-t border-ink-100">
                  <td className="py-2.5 pl-3 pr-3">
                    {/* The row's highlight, positioned against the row, behind the text (tbody isolates it). */}
                    <span
                      aria-hidden="true"
                      style={{ animationDelay: `${index}s` }}
                      className="absolute inset-0 -z-10 rounded-lg border-l-4 border-accent-400 bg-accent-50 opacity-0 motion-safe:animate-[dashboard-row_6s_ease-in-out_infinite]"
                    />
                    <span className="block font-semibold text-ink-900">{reservation.guest}</span>
                    <span className="block text-xs text-ink-600">{reservation.room}</span>
                  </td>
                  <td className="hidden py-2.5 pr-3 text-ink-700 sm:table-cell">{reservation.stay}</td>
                  <td className="py-2.5 text-right">
                    <span className={cn('whitespace-nowrap rounded-full px-2.5 py-1 text-xs font-semibold', statusStyles[reservation.status])}>
                      {reservation.status}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-col gap-4">
          <div className="rounded-xl bg-ink-50 p-4">
            <p className="text-sm font-semibold text-ink-900">Arrivals by hour</p>
            <p className="text-xs text-ink-600">08:00 to 15:00</p>
            <div aria-hidden="true" className="mt-4 flex h-28 items-end gap-2">
              {dashboardDemo.arrivalsByHour.map((height, index) => (
                <span
                  key={index}
                  style={{ height: `${height}%`, animationDelay: `${index * 0.12}s` }}
                  className="flex-1 origin-bottom rounded-t-md bg-brand-500 motion-safe:animate-[dashboard-bar_6s_ease-in-out_infinite]"
                />
              ))}
            </div>
          </div>
          <div className="flex-1 rounded-xl bg-ink-50 p-4">
            <p className="text-sm font-semibold text-ink-900">Latest upsells</p>
            <ul className="mt-3 space-y-2.5 text-sm">
              {dashboardDemo.recentUpsells.map((upsell) => (
                <li key={upsell.item} className="flex items-baseline justify-between gap-3">
                  <span className="text-ink-700">
                    {upsell.item} <span className="text-xs text-ink-600">· {upsell.room}</span>
                  </span>
                  <span className="font-bold text-brand-700">{upsell.amount}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </figure>
  );
}
