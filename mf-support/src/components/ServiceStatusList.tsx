import { Badge } from 'shared/ui/Badge';
import { serviceStatusBadges, type Service, type ServiceStatus } from '../content/status';
import { Hydrate } from 'shared/loading';

export function ServiceStatusBadge({ status }: { status: ServiceStatus }) {
  const { label, tone } = serviceStatusBadges[status];
  return <Badge tone={tone}>{label}</Badge>;
}

/** Each service with its status badge (text and colour) and uptime. */
export function ServiceStatusList({ services }: { services: Service[] }) {
  return (
    <Hydrate when="never" as="ul" className="divide-y divide-ink-100 rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
      {services.map((service) => (
        <li key={service.name} className="flex flex-col gap-3 px-6 py-5 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h3 className="font-semibold text-ink-900">{service.name}</h3>
            <p className="mt-1 text-sm text-ink-600">{service.description}</p>
          </div>
          <div className="flex shrink-0 items-center gap-4">
            <span className="text-sm text-ink-600">
              <span className="font-semibold text-ink-900 tabular-nums">{service.uptime}</span> uptime
            </span>
            <ServiceStatusBadge status={service.status} />
          </div>
        </li>
      ))}
    </Hydrate>
  );
}

/** What each badge means, so colour is never the only cue. */
export function ServiceStatusLegend() {
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-3 text-sm text-ink-600">
      {(Object.keys(serviceStatusBadges) as ServiceStatus[]).map((status) => (
        <div key={status} className="flex items-center gap-2">
          <dt>
            <ServiceStatusBadge status={status} />
          </dt>
          <dd>{legendText[status]}</dd>
        </div>
      ))}
    </dl>
  );
}

const legendText: Record<ServiceStatus, string> = {
  operational: 'working normally',
  degraded: 'slower or partly affected',
  outage: 'unavailable',
};
