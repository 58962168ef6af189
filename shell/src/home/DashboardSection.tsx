import { Check } from 'lucide-react';
import { dashboardIntro } from './content';
import { DashboardMockup } from './DashboardMockup';
import { SectionHeading } from './HomeSection';
import { Hydrate } from 'shared/loading';

export function DashboardSection() {
  return (
    <Hydrate when="never" as="section" aria-labelledby="dashboard-title" className="bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-6 py-20 sm:py-24 lg:grid-cols-[2fr_3fr]">
        <div>
          <SectionHeading id="dashboard-title" align="start" eyebrow={dashboardIntro.eyebrow} title={dashboardIntro.title} description={dashboardIntro.description} />
          <ul className="mt-8 space-y-3">
            {dashboardIntro.points.map((point) => (
              <li key={point} className="flex items-start gap-3 text-ink-800">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <DashboardMockup />
      </div>
    </Hydrate>
  );
}
