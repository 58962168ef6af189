import { PageSection } from 'shared/ui/PageSection';
import {
  gettingStartedSteps,
  implementationPhases,
  onboardingCallToAction,
  onboardingIntro,
  onboardingRelated,
  onboardingResources,
  onboardingSections,
  onboardingStats,
  trainingPrograms,
} from '../content/onboarding';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { SubPageLayout } from '../components/SubPageLayout';

export default function OnboardingPage() {
  return (
    <SubPageLayout
      intro={onboardingIntro}
      sections={onboardingSections}
      heroActions
      related={onboardingRelated}
      stats={onboardingStats}
      callToAction={onboardingCallToAction}
    >
      <PageSection
        id="getting-started"
        eyebrow="Getting Started"
        title="Four steps from signature to first guest"
        intro="Your onboarding manager runs each step with you and keeps a shared plan with owners and dates."
      >
        <InfoCardGrid cards={gettingStartedSteps} ordered />
      </PageSection>
      <PageSection
        id="training-programs"
        eyebrow="Training Programs"
        title="Training for every role on property"
        intro="Live sessions in your time zone and an on-demand library for new starters, in 12 languages."
      >
        <InfoCardGrid cards={trainingPrograms} />
      </PageSection>
      <PageSection
        id="implementation"
        eyebrow="Implementation"
        title="A rollout that never disrupts a shift"
        intro="We start with a pilot, measure it, and widen the rollout only when your teams are comfortable."
      >
        <InfoCardGrid cards={implementationPhases} ordered />
      </PageSection>
      <PageSection
        id="resources"
        eyebrow="Resources"
        title="Everything your team needs to keep going"
        intro="Checklists, templates and reference cards that stay useful long after go-live."
      >
        <InfoCardGrid cards={onboardingResources} />
      </PageSection>
    </SubPageLayout>
  );
}
