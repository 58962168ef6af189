import { brand } from 'shared/brand';
import { breadcrumbJsonLd, breadcrumbsFromPath } from 'shared/seo';
import { useSettings } from 'shared/settings';
import { PageMeta } from 'shared/ui/PageMeta';
import { SubPageHero } from 'shared/ui/SubPageHero';
import { Link } from 'react-router';
import { TermsDownloadCard } from '../components/TermsDownloadCard';
import { textLinkClass } from '../components/textLink';
import { legalContacts } from '../content/company';
import { termsDownloads } from '../content/termsDownloads';

export default function TermsDownloadsPage() {
  const { downloads, siteUrl } = useSettings();
  const title = 'Terms & Conditions Downloads';
  const trail = breadcrumbsFromPath('/terms-conditions', title);
  return (
    <>
      <PageMeta
        title={title}
        jsonLd={breadcrumbJsonLd(siteUrl, trail)}
        description={`Download the ${brand.name} subscription terms as PDF: Global English, Global Japanese and Thailand English, updated 13 January 2022.`}
      />
      <SubPageHero
        breadcrumbs={trail}
        badge="Legal"
        title="Terms & Conditions"
        highlight="Downloads"
        description={`The subscription terms that apply when your property signs up for ${brand.name}, in the version for your region and language. Each one opens as a PDF you can read, save and print.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {termsDownloads.map((item) => (
            <TermsDownloadCard key={item.id} item={item} url={downloads[item.id] || item.url} />
          ))}
        </div>
        <div className="mt-12 max-w-3xl space-y-3 leading-relaxed text-ink-600">
          <p>
            Where a translated version differs from the English text, the English version prevails. The terms that govern
            the use of this website are on the{' '}
            <Link to="/terms-and-conditions" className={textLinkClass}>
              Terms and Conditions
            </Link>{' '}
            page.
          </p>
          <p>
            Questions about a contract? Write to{' '}
            <a href={`mailto:${legalContacts.legal}`} className={textLinkClass}>
              {legalContacts.legal}
            </a>
            .
          </p>
        </div>
      </div>
    </>
  );
}
