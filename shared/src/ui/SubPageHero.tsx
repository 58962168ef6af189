import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useLocation } from 'react-router';
import { cn } from 'shared/cn';
import { Hydrate } from 'shared/loading';
import type { BreadcrumbItem } from 'shared/content';
import { breadcrumbsFromPath } from 'shared/seo';
import { Badge } from 'shared/ui/Badge';
import { Breadcrumbs } from 'shared/ui/Breadcrumbs';
import { HeroActions } from 'shared/ui/HeroActions';

export interface SubPageHeroProps {
  badge: string;
  badgeIcon?: LucideIcon;
  /** The heading; `highlight` follows it in the brand colour (e.g. title "Guest Journey", highlight "made effortless"). */
  title: string;
  highlight?: string;
  description: string;
  /** Defaults to the trail built from the current path. */
  breadcrumbs?: BreadcrumbItem[];
  /** Show the Get Started (opens 'get-started') and Schedule Demo (opens 'demo') buttons. */
  getStarted?: boolean;
  scheduleDemo?: boolean;
  /** A product visual shown beside the text on wide screens, below it on phones. */
  visual?: ReactNode;
  /** Extra content under the description (chips, a note). */
  children?: ReactNode;
}

/** The opening band of every sub-page. */
export function SubPageHero({
  badge,
  badgeIcon,
  title,
  highlight,
  description,
  breadcrumbs,
  getStarted = false,
  scheduleDemo = false,
  visual,
  children,
}: SubPageHeroProps) {
  const { pathname } = useLocation();
  const trail = breadcrumbs ?? breadcrumbsFromPath(pathname);
  return (
    <div className="relative isolate overflow-hidden border-b border-ink-100 bg-linear-to-b from-brand-50 via-white to-white">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-32 -right-24 size-[28rem] rounded-full bg-brand-200/40 blur-3xl" />
        <div className="absolute -bottom-40 -left-24 size-[22rem] rounded-full bg-accent-200/30 blur-3xl" />
      </div>
      <div
        className={cn(
          'mx-auto grid max-w-7xl gap-12 px-4 pt-8 pb-16 sm:px-6 lg:pt-10 lg:pb-24',
          visual && 'lg:grid-cols-[minmax(0,1.05fr)_minmax(0,0.95fr)] lg:items-center',
        )}
      >
        <div>
          <Breadcrumbs items={trail} className="mb-10" />
          <Badge icon={badgeIcon}>{badge}</Badge>
          <h1 className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance text-ink-900 sm:text-5xl lg:text-6xl">
            {title}
            {highlight && (
              <>
                {' '}
                <span className="text-brand-600">{highlight}</span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-ink-600">{description}</p>
          {children && <div className="mt-6">{children}</div>}
          {(getStarted || scheduleDemo) && (
            <div className="mt-8">
              <HeroActions getStarted={getStarted} scheduleDemo={scheduleDemo} />
            </div>
          )}
        </div>
        {/* Product visuals are pictures made of markup: nothing in them answers script. */}
        {visual && (
          <Hydrate when="never" className="min-w-0">
            {visual}
          </Hydrate>
        )}
      </div>
    </div>
  );
}
