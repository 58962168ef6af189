import { Activity } from 'lucide-react';
import { PageSection } from 'shared/ui/PageSection';
import { StatsStrip } from 'shared/ui/StatsStrip';
import {
  pastIncidents,
  scheduledMaintenance,
  services,
  statusCallToAction,
  statusFigures,
  statusIntro,
  statusRelated,
} from '../content/status';
import { Card } from '../components/Card';
import { IncidentHistory } from '../components/IncidentHistory';
import { MaintenanceSchedule } from '../components/MaintenanceSchedule';
import { ServiceStatusLegend, ServiceStatusList } from '../components/ServiceStatusList';
import { StatusSubscribeForm } from '../components/StatusSubscribeForm';
import { SubPageLayout } from '../components/SubPageLayout';

const affected = services.filter((service) => service.status !== 'operational');

/** One line summing up the services: everything operational, or which ones are not. */
function OverallStatus() {
  const allGood = affected.length === 0;
  return (
    <p className="inline-flex items-center gap-3 rounded-full border border-ink-100 bg-white px-5 py-3 text-sm font-semibold text-ink-800 shadow-[var(--shadow-card)]">
      <Activity aria-hidden="true" className="size-5 text-brand-700" />
      {allGood
        ? 'All systems operational'
        : `${services.length - affected.length} of ${services.length} services operational · ${affected.map((service) => service.name).join(', ')} degraded`}
    </p>
  );
}

export default function StatusPage() {
  return (
    <SubPageLayout
      intro={statusIntro}
      heroExtra={<OverallStatus />}
      afterHero={<StatsStrip stats={statusFigures} label="Overall service figures" />}
      related={statusRelated}
      callToAction={statusCallToAction}
    >
      <PageSection
        id="services"
        eyebrow="Services"
        title="Current status by service"
        intro="Uptime over the last 90 days, measured every minute from each monitoring location."
      >
        <ServiceStatusList services={services} />
        <div className="mt-6">
          <ServiceStatusLegend />
        </div>
      </PageSection>

      <PageSection id="maintenance" eyebrow="Scheduled Maintenance" title="Upcoming maintenance windows" intro="We schedule work at the quietest hour for the affected regions and announce it at least seven days ahead.">
        <MaintenanceSchedule windows={scheduledMaintenance} />
      </PageSection>

      <PageSection id="incidents" eyebrow="Past Incidents" title="Incident history" intro="Every incident from the last 90 days, with what happened and how we fixed it.">
        <IncidentHistory incidents={pastIncidents} />
      </PageSection>

      <PageSection id="subscribe" eyebrow="Stay Informed" title="Get status updates by email" intro="Hear about incidents and maintenance windows the moment we post them.">
        <Card className="max-w-2xl sm:p-8">
          <StatusSubscribeForm />
        </Card>
      </PageSection>
    </SubPageLayout>
  );
}
