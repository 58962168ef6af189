import { platformIntro } from './content';
import { platformCards } from './demoContent';
import { PlatformScreenshot } from './PlatformScreens';
import { HomeSection } from './HomeSection';

/** Six product screens, each with what it is for. */
export function PlatformOverview() {
  return (
    <HomeSection name="platform" intro={platformIntro} className="bg-ink-50">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {platformCards.map((card) => (
          <li key={card.screen} className="rounded-[var(--radius-card)] border border-ink-100 bg-white p-5 shadow-[var(--shadow-card)]">
            <PlatformScreenshot screen={card.screen} />
            <h3 className="mt-5 px-1 text-lg font-bold text-ink-900">{card.title}</h3>
            <p className="mt-2 px-1 pb-1 leading-relaxed text-ink-600">{card.description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
