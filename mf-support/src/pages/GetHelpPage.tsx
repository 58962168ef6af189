import { ArrowRight, Clock, Mail, MapPin, Phone } from 'lucide-react';
import { brand } from 'shared/brand';
import { ButtonLink } from 'shared/ui/Button';
import { PageSection } from 'shared/ui/PageSection';
import {
  contactDetails,
  faqs,
  getHelpCallToAction,
  getHelpIntro,
  getHelpRelated,
  getHelpSections,
  getHelpStats,
  knowledgeBaseTopics,
  responseTargets,
} from '../content/getHelp';
import { Card } from '../components/Card';
import { ContactForm } from '../components/ContactForm';
import { FaqList } from '../components/FaqList';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { SubPageLayout } from '../components/SubPageLayout';

// The three help-centre destinations are not pages of this site yet: the links reach the 404 page.
const moreLink = (to: string, label: string) => (
  <ButtonLink to={to} variant="outline" className="mt-8">
    {label}
    <ArrowRight aria-hidden="true" className="size-4" />
  </ButtonLink>
);

export default function GetHelpPage() {
  return (
    <SubPageLayout
      intro={getHelpIntro}
      sections={getHelpSections}
      related={getHelpRelated}
      stats={getHelpStats}
      callToAction={getHelpCallToAction}
    >
      <PageSection
        id="support-request"
        eyebrow="Support Request"
        title="Open a ticket and track it to resolution"
        intro="Every request gets a reference number, a named engineer and a first response within the target for its priority."
      >
        <InfoCardGrid cards={responseTargets} columns={3} />
        {moreLink('/support/submit-request', 'Submit a Request')}
      </PageSection>

      <PageSection
        id="knowledge-base"
        eyebrow="Knowledge Base"
        title="Step-by-step answers, written by our support team"
        intro="Guides with screenshots for administrators, front office and housekeeping, updated with every release."
      >
        <InfoCardGrid cards={knowledgeBaseTopics} />
        {moreLink('/support/knowledge-base', 'Browse Knowledge Base')}
      </PageSection>

      <PageSection id="faqs" eyebrow="FAQs" title="Frequently asked questions">
        <FaqList faqs={faqs} />
        {moreLink('/support/faqs', 'View All FAQs')}
      </PageSection>

      <PageSection
        id="contact"
        eyebrow="Contact Us"
        title="Send us a message"
        intro={contactDetails.responseNote}
      >
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
          <Card className="sm:p-8">
            <ContactForm />
          </Card>
          <Card className="bg-brand-50 sm:p-8">
            <h3 className="text-lg font-semibold text-ink-900">Other ways to reach us</h3>
            <ul className="mt-6 space-y-5 text-ink-700">
              <li className="flex gap-3">
                <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={`mailto:${brand.supportEmail}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {brand.supportEmail}
                </a>
              </li>
              <li className="flex gap-3">
                <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <a href={`tel:${brand.phone.replace(/\s/g, '')}`} className="font-semibold text-brand-800 underline-offset-4 hover:underline">
                  {brand.phone}
                </a>
              </li>
              <li className="flex gap-3">
                <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{contactDetails.hours}</span>
              </li>
              <li className="flex gap-3">
                <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{brand.address}</span>
              </li>
            </ul>
          </Card>
        </div>
      </PageSection>
    </SubPageLayout>
  );
}
