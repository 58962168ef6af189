import { PageSection } from 'shared/ui/PageSection';
import {
  aboutCallToAction,
  aboutIntro,
  aboutRelated,
  aboutSections,
  aboutStats,
  esgCommitments,
  leaders,
  milestones,
  storyParagraphs,
} from '../content/about';
import { InfoCardGrid } from '../components/InfoCardGrid';
import { LeaderCard } from '../components/LeaderCard';
import { SubPageLayout } from '../components/SubPageLayout';

export default function AboutPage() {
  return (
    <SubPageLayout
      intro={aboutIntro}
      sections={aboutSections}
      spyMode="about"
      heroActions
      related={aboutRelated}
      stats={aboutStats}
      callToAction={aboutCallToAction}
    >
      <PageSection id="our-story" eyebrow="Our Story" title="From one hotel’s front desk to properties in 50+ countries">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.3fr)_minmax(0,1fr)]">
          <div className="space-y-5 text-lg leading-relaxed text-ink-700">
            {storyParagraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <ol aria-label="Milestones" className="relative space-y-8 border-l-2 border-brand-200 pl-8">
            {milestones.map((milestone) => (
              <li key={milestone.title} className="relative">
                <span aria-hidden="true" className="absolute top-1.5 -left-[2.45rem] size-4 rounded-full border-4 border-white bg-brand-600 shadow" />
                <h3 className="text-lg font-bold text-brand-800">{milestone.title}</h3>
                <p className="mt-1 text-ink-600">{milestone.description}</p>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>

      <PageSection
        id="leadership"
        eyebrow="Leadership"
        title="The team behind the platform"
        intro="Former hoteliers and engineers who have worked the night shift and shipped software to banks."
      >
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {leaders.map((leader) => (
            <LeaderCard key={leader.name} leader={leader} />
          ))}
        </ul>
      </PageSection>

      <PageSection
        id="esg"
        eyebrow="ESG & Sustainability"
        title="Responsible growth, measured every year"
        intro="Our environmental, social and governance commitments, and the figures we report against them."
      >
        <InfoCardGrid cards={esgCommitments} columns={3} />
      </PageSection>
    </SubPageLayout>
  );
}
