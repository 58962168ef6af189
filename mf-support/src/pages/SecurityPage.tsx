import { PageSection } from 'shared/ui/PageSection';
import {
  compliance,
  dataProtection,
  disclosure,
  infrastructure,
  securityCallToAction,
  securityIntro,
  securityRelated,
  securitySections,
  securityStats,
} from '../content/security';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { SubPageLayout } from '../components/SubPageLayout';

/** /security: the trust centre (data protection, infrastructure, compliance, responsible disclosure). */
export default function SecurityPage() {
  return (
    <SubPageLayout
      intro={securityIntro}
      sections={securitySections}
      heroActions
      related={securityRelated}
      stats={securityStats}
      callToAction={securityCallToAction}
    >
      <PageSection id="data-protection" eyebrow="Data Protection" title="What we do with the data you trust us with">
        <InfoCardGrid cards={dataProtection} columns={2} />
      </PageSection>
      <PageSection id="infrastructure" eyebrow="Infrastructure" title="Where your data lives, and how it stays available">
        <InfoCardGrid cards={infrastructure} />
      </PageSection>
      <PageSection id="compliance" eyebrow="Compliance" title="Audited by others, every year">
        <InfoCardGrid cards={compliance} />
      </PageSection>
      <PageSection id="disclosure" eyebrow="Responsible Disclosure" title={disclosure.title} intro={disclosure.text}>
        <InfoCardGrid cards={disclosure.steps} ordered />
      </PageSection>
    </SubPageLayout>
  );
}
