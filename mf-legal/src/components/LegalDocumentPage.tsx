import { breadcrumbJsonLd, breadcrumbsFromPath } from 'shared/seo';
import { useSettings } from 'shared/settings';
import { PageMeta } from 'shared/ui/PageMeta';
import { SubPageHero } from 'shared/ui/SubPageHero';
import type { LegalDocument } from '../content/types';
import { dayFirstLongDate } from 'shared/dates';
import { LegalBlocks } from './LegalBlocks';
import { TableOfContents } from './TableOfContents';
import { Hydrate } from 'shared/loading';

/**
 * The one layout of every legal text and guide: hero, date, an "On this page" outline (a sticky sidebar on
 * wide screens, a card above the text on phones) and the sections at a comfortable reading measure.
 */
export function LegalDocumentPage({ document: doc }: { document: LegalDocument }) {
  const { siteUrl } = useSettings();
  const outline = doc.sections.map(({ id, title }) => ({ id, label: title }));
  const trail = breadcrumbsFromPath(doc.path, doc.meta.title);
  return (
    <>
      <PageMeta {...doc.meta} jsonLd={breadcrumbJsonLd(siteUrl, trail)} />
      <SubPageHero breadcrumbs={trail} {...doc.hero}>
        {doc.dated && (
          <p className="text-sm font-medium text-ink-600">
            {doc.dated.label}:{' '}
            <time dateTime={doc.dated.date} className="font-semibold text-ink-900">
              {dayFirstLongDate(doc.dated.date)}
            </time>
          </p>
        )}
      </SubPageHero>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 lg:py-16">
        <div className="lg:sticky lg:top-24 lg:max-h-[calc(100vh-7rem)] lg:self-start lg:overflow-y-auto">
          <TableOfContents items={outline} />
        </div>
        <Hydrate when="never" as="article" className="max-w-[70ch] text-base leading-7 text-ink-700">
          <div className="sm:text-lg sm:leading-8">
            <LegalBlocks blocks={doc.intro} />
          </div>
          {doc.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-title`}
              tabIndex={-1}
              className="mt-12 scroll-mt-[120px] border-t border-ink-100 pt-10 outline-none"
            >
              <h2 id={`${section.id}-title`} className="text-2xl font-bold tracking-tight text-balance text-ink-900">
                {section.title}
              </h2>
              {section.blocks.length > 0 && (
                <div className="mt-5">
                  <LegalBlocks blocks={section.blocks} />
                </div>
              )}
              {section.subsections?.map((sub) => (
                <div key={sub.id} className="mt-8">
                  <h3 id={sub.id} className="scroll-mt-[120px] text-lg font-bold text-ink-900">
                    {sub.title}
                  </h3>
                  <div className="mt-3">
                    <LegalBlocks blocks={sub.blocks} />
                  </div>
                </div>
              ))}
            </section>
          ))}
        </Hydrate>
      </div>
    </>
  );
}
