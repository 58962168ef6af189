import { AppWindow, Gauge, KeyRound, TriangleAlert } from 'lucide-react';
import { openDialog } from 'shared/dialogs';
import { Button, ButtonLink } from 'shared/ui/Button';
import { PageSection } from 'shared/ui/PageSection';
import {
  apiDocsCallToAction,
  apiDocsIntro,
  apiDocsRelated,
  apiDocsSections,
  apiStats,
  authenticationMethods,
  developerTools,
  errorsAndLimits,
  gettingStartedSteps,
  sampleApps,
  sampleRequest,
  sdks,
} from '../content/apiDocs';
import { Card } from '../components/Card';
import { CodeSample } from '../components/CodeSample';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { SubPageLayout } from '../components/SubPageLayout';

export default function ApiDocsPage() {
  return (
    <SubPageLayout
      intro={apiDocsIntro}
      sections={apiDocsSections}
      spyMode="api-docs"
      related={apiDocsRelated}
      stats={apiStats}
      callToAction={apiDocsCallToAction}
      callToActionButtons={
        <>
          <Button variant="accent" size="lg" onClick={() => openDialog('api-key')}>
            <KeyRound aria-hidden="true" className="size-4" />
            Get API Key
          </Button>
          <ButtonLink to="#sdks" variant="inverse" size="lg">
            <AppWindow aria-hidden="true" className="size-4" />
            View Sample Apps
          </ButtonLink>
        </>
      }
    >
      <PageSection
        id="getting-started"
        eyebrow="Getting Started"
        title="From API key to first integration"
        intro="A REST API over HTTPS with JSON responses, versioned in the path so your integration keeps working as we add to it."
      >
        <InfoCardGrid cards={gettingStartedSteps} ordered />
        <div className="mt-8 max-w-3xl">
          <CodeSample label="Example request: today's arrivals" code={sampleRequest} />
        </div>
      </PageSection>

      <PageSection
        id="authentication"
        eyebrow="Authentication"
        title="Secure access, scoped to each property"
        intro="Choose the method that fits your integration; both can be combined with IP allow-listing and roles."
      >
        <InfoCardGrid cards={authenticationMethods} />
        <div className="mt-8 grid gap-5 md:grid-cols-2">
          <Card className="flex gap-4">
            <TriangleAlert aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
            <div>
              <h3 className="font-semibold text-ink-900">Errors</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{errorsAndLimits.errors}</p>
            </div>
          </Card>
          <Card className="flex gap-4">
            <Gauge aria-hidden="true" className="size-6 shrink-0 text-brand-700" />
            <div>
              <h3 className="font-semibold text-ink-900">Rate limits</h3>
              <p className="mt-1 text-sm leading-relaxed text-ink-600">{errorsAndLimits.rateLimit}</p>
            </div>
          </Card>
        </div>
      </PageSection>

      <PageSection
        id="sdks"
        eyebrow="SDKs & Tools"
        title="Official SDKs, tools and sample apps"
        intro={`${sdks.length} maintained SDKs with the same method names in every language, plus tools for testing and debugging.`}
      >
        <h3 className="mb-5 text-xl font-semibold text-ink-900">SDKs</h3>
        <InfoCardGrid cards={sdks} columns={3} headingLevel={4} />
        <h3 className="mt-12 mb-5 text-xl font-semibold text-ink-900">Developer tools</h3>
        <InfoCardGrid cards={developerTools} columns={3} headingLevel={4} />
        <h3 className="mt-12 mb-5 text-xl font-semibold text-ink-900">Sample apps</h3>
        <InfoCardGrid cards={sampleApps} columns={3} headingLevel={4} />
      </PageSection>
    </SubPageLayout>
  );
}
