import { BadgeCheck } from 'lucide-react';
import { CallToAction } from 'shared/ui/CallToAction';
import { PageMeta } from 'shared/ui/PageMeta';
import { PageSection } from 'shared/ui/PageSection';
import { RelatedSolutions } from 'shared/ui/RelatedSolutions';
import { StatsStrip } from 'shared/ui/StatsStrip';
import { SubPageHero } from 'shared/ui/SubPageHero';
import { CustomPricing } from '../components/CustomPricing';
import { IncludedCard } from '../components/IncludedCard';
import { PlanCard } from '../components/PlanCard';
import { PricingFaq } from '../components/PricingFaq';
import { WaitlistPromo } from '../components/WaitlistPromo';
import { plans, pricingCta, pricingHero, pricingMeta, pricingRelated } from '../content/pricing';
import { pricingStats } from '../content/stats';

export default function PricingPage() {
  return (
    <>
      <PageMeta title={pricingMeta.title} description={pricingMeta.description} />
      <SubPageHero {...pricingHero} scheduleDemo visual={<IncludedCard />} />

      <PageSection
        id="plans"
        eyebrow="Plans"
        title="Choose the plan that fits your property"
        intro="Every price is the minimum monthly fee per property; the final figure depends on room count and the modules you switch on."
        className="mx-auto max-w-7xl px-4 py-20 sm:px-6"
      >
        <div className="grid gap-8 pt-4 md:grid-cols-2 xl:grid-cols-4 xl:gap-x-5 xl:gap-y-0">
          {plans.map((plan) => (
            <PlanCard key={plan.name} plan={plan} />
          ))}
        </div>
        <p className="mt-12 flex items-center justify-center gap-2 text-center text-base font-semibold text-ink-800">
          <BadgeCheck aria-hidden className="size-5 shrink-0 text-brand-600" />
          All plans include free onboarding support.
        </p>
      </PageSection>

      <CustomPricing />
      <WaitlistPromo />
      <PricingFaq />
      <div className="border-t border-ink-100">
        <RelatedSolutions items={pricingRelated} />
      </div>
      <StatsStrip stats={pricingStats} label="Platform figures" />
      <CallToAction title={pricingCta.title} text={pricingCta.text} />
    </>
  );
}
