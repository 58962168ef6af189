import { lazy } from 'react';
import { cn } from 'shared/cn';
import { Deferred } from 'shared/loading';
import { platformIntro } from './content';
import { platformCards, type PlatformScreen } from './demoContent';
import { HomeSection } from './HomeSection';

const PlatformScreenArt = lazy(() => import('./PlatformScreens'));

/** A "screenshot": a small window frame of fixed size whose art arrives as it nears the viewport. */
function PlatformScreenshot({ screen }: { screen: PlatformScreen }) {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-xl border border-ink-200 bg-ink-50">
      <div className="flex gap-1 border-b border-ink-200 bg-white px-3 py-2">
        {[0, 1, 2].map((dot) => (
          <span key={dot} className="size-1.5 rounded-full bg-ink-300" />
        ))}
      </div>
      <div className={cn('h-36', screen === 'guest-app' ? 'px-4 pt-4' : 'p-4')}>
        <Deferred until="nearViewport" placeholder={null} className="h-full">
          <PlatformScreenArt screen={screen} />
        </Deferred>
      </div>
    </div>
  );
}

/** Six product screens, each with what it is for. */
export function PlatformOverview() {
  return (
    <HomeSection hydrate="now" name="platform" intro={platformIntro} className="bg-ink-50">
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
