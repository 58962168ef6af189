import { lazy } from 'react';
import { BellRing, Hand, MessagesSquare, type LucideIcon } from 'lucide-react';
import { Deferred } from 'shared/loading';
import { demoClaims, liveDemoIntro } from './content';
import { PhonePlaceholder } from './PhoneFrame';
import { SectionHeading } from './HomeSection';

const PhoneDemo = lazy(() => import('./PhoneDemo'));

// One icon per claim, in the order of `demoClaims`.
const claimIcons: LucideIcon[] = [MessagesSquare, BellRing, Hand];

/** The phone demo beside the three claims it illustrates. */
export function LiveDemoSection() {
  return (
    <section aria-labelledby="live-demo-title" className="overflow-hidden bg-white">
      <div className="mx-auto grid max-w-7xl items-center gap-16 px-6 py-20 sm:py-24 lg:grid-cols-2">
        <div>
          <SectionHeading id="live-demo-title" align="start" {...liveDemoIntro} />
          <ul className="mt-10 space-y-8">
            {demoClaims.map((claim, index) => {
              const Icon = claimIcons[index];
              return (
                <li key={claim.title} className="flex gap-5">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-accent-100 text-accent-800">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-lg font-bold text-ink-900">{claim.title}</h3>
                    <p className="mt-1 leading-relaxed text-ink-600">{claim.description}</p>
                    {claim.points && (
                      <ul className="mt-3 flex flex-wrap gap-2">
                        {claim.points.map((point) => (
                          <li key={point} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
                            {point}
                          </li>
                        ))}
                      </ul>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </div>
        <div className="relative">
          <div aria-hidden="true" className="absolute inset-x-0 top-1/2 mx-auto aspect-square w-full max-w-xl -translate-y-1/2 bg-[radial-gradient(closest-side,var(--color-brand-100),transparent)]" />
          <div className="relative">
            <Deferred until="nearViewport" placeholder={<PhonePlaceholder />}>
              <PhoneDemo />
            </Deferred>
          </div>
        </div>
      </div>
    </section>
  );
}
