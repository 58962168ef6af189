import { ArrowRight, Users } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { Button, ButtonLink } from 'shared/ui/Button';
import { PageSection } from 'shared/ui/PageSection';
import {
  caseStudies,
  communityCallToAction,
  communityIntro,
  communityRelated,
  communitySections,
  communityStats,
  developerBenefits,
  eventTypes,
  partnerGroups,
  upcomingEvents,
} from '../content/community';
import { CaseStudyCard } from '../components/CaseStudyCard';
import { EventCard } from '../components/EventCard';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { PartnerGroupList } from '../components/PartnerGroupList';
import { SubPageLayout } from '../components/SubPageLayout';

export default function CommunityPage() {
  return (
    <SubPageLayout
      intro={communityIntro}
      sections={communitySections}
      related={communityRelated}
      stats={communityStats}
      callToAction={communityCallToAction}
      callToActionButtons={
        <Button variant="accent" size="lg" onClick={() => openDialog('community')}>
          <Users aria-hidden="true" className="size-4" />
          Join the Community
        </Button>
      }
    >
      <PageSection
        id="success-stories"
        eyebrow="Success Stories"
        title="Results our customers measured"
        intro="Four properties, four different problems, and what changed after they went live."
      >
        <ul className="grid gap-5 md:grid-cols-2">
          {caseStudies.map((study) => (
            <CaseStudyCard key={study.property} study={study} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="partners"
        eyebrow="Partner Ecosystem"
        title="Built to work with the systems you already run"
        intro="Certified integrations and trusted partners across property management, payments, hardware and services."
      >
        <PartnerGroupList groups={partnerGroups} />
      </PageSection>

      <PageSection
        id="developers"
        eyebrow="Developer Community"
        title="Build with people who build on the platform"
        intro="Partners and in-house teams share code, patterns and feedback that shapes the API."
      >
        <InfoCardGrid cards={developerBenefits} columns={3} />
        <ButtonLink to="/support/api-docs" className="mt-8">
          Join Developer Portal
          <ArrowRight aria-hidden="true" className="size-4" />
        </ButtonLink>
      </PageSection>

      <PageSection
        id="events"
        eyebrow="Events & Webinars"
        title="Upcoming events in 2025"
        intro="Meet the team and other properties online and in person."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {upcomingEvents.map((event) => (
            <EventCard key={event.title} event={event} />
          ))}
        </ul>
        <h3 className="mt-14 mb-5 text-xl font-semibold text-ink-900">Event types</h3>
        <InfoCardGrid cards={eventTypes} headingLevel={4} />
      </PageSection>
    </SubPageLayout>
  );
}
