import {
  onboardingCallToAction,
  onboardingCardSections,
  onboardingIntro,
  onboardingRelated,
  onboardingSections,
  onboardingStats,
} from '../content/onboarding';
import { CardSections } from '../components/CardSections';
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
      <CardSections sections={onboardingCardSections} />
    </SubPageLayout>
  );
}
