import { Lightbulb, Map } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { Button, ButtonLink } from 'shared/ui/Button';
import { PageSection } from 'shared/ui/PageSection';
import {
  featureReleases,
  recentImprovements,
  releases,
  roadmap,
  updatesCallToAction,
  updatesIntro,
  updatesRelated,
  updatesSections,
  updatesStats,
} from '../content/updates';
import { Card } from '../components/Card';
import { ReleaseCard, ReleaseItemBadge } from '../components/ReleaseNotes';
import { RoadmapCard } from '../components/RoadmapCard';
import { SubPageLayout } from '../components/SubPageLayout';

export default function UpdatesPage() {
  return (
    <SubPageLayout
      intro={updatesIntro}
      sections={updatesSections}
      related={updatesRelated}
      stats={updatesStats}
      callToAction={updatesCallToAction}
      callToActionButtons={
        <>
          <Button variant="accent" size="lg" onClick={() => openDialog('idea')}>
            <Lightbulb aria-hidden="true" className="size-4" />
            Submit Idea
          </Button>
          <ButtonLink to="#roadmap" variant="inverse" size="lg">
            <Map aria-hidden="true" className="size-4" />
            View Full Roadmap
          </ButtonLink>
        </>
      }
    >
      <PageSection
        id="latest"
        eyebrow="Latest Updates"
        title="Release notes"
        intro={`Every release from ${releases[releases.length - 1]!.version} to ${releases[0]!.version}, newest first.`}
      >
        <div className="space-y-6">
          {releases.map((release) => (
            <ReleaseCard key={release.version} release={release} />
          ))}
        </div>
      </PageSection>

      <PageSection id="features" eyebrow="Feature Releases" title="New features" intro="Everything new we shipped, with the release it arrived in.">
        <ul className="grid gap-5 md:grid-cols-2">
          {featureReleases.map((item) => (
            <Card as="li" key={item.title}>
              <div className="flex items-center gap-3">
                <ReleaseItemBadge type={item.type} />
                <span className="text-sm font-semibold text-ink-600">{item.version}</span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink-900">{item.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-ink-600">{item.description}</p>
            </Card>
          ))}
        </ul>
      </PageSection>

      <PageSection id="improvements" eyebrow="Recent Improvements" title="Improvements and fixes" intro="Smaller changes that make daily work faster and more reliable.">
        <ul className="divide-y divide-ink-100 rounded-[var(--radius-card)] border border-ink-100 bg-white shadow-[var(--shadow-card)]">
          {recentImprovements.map((item) => (
            <li key={item.title} className="grid gap-2 px-6 py-5 sm:grid-cols-[6.5rem_5rem_1fr] sm:items-baseline">
              <span>
                <ReleaseItemBadge type={item.type} />
              </span>
              <span className="text-sm font-semibold text-ink-600">{item.version}</span>
              <div>
                <h3 className="font-semibold text-ink-900">{item.title}</h3>
                <p className="mt-1 text-sm leading-relaxed text-ink-600">{item.description}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="roadmap" eyebrow="Product Roadmap" title="What we are building next" intro="Where the platform is heading over the next four quarters.">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {roadmap.map((item) => (
            <RoadmapCard key={item.title} item={item} />
          ))}
        </ul>
        <p className="mt-6 text-sm text-ink-600">
          ETAs are estimates and may change as we learn from customers and testing.
        </p>
      </PageSection>
    </SubPageLayout>
  );
}
