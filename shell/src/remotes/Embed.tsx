import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Hydrate, type HydrationPolicy } from 'shared/loading';
import { loadEmbedForHydration } from './embedHydration';
import { useLiveAreas, useShellRuntime } from '../runtime';
import { useRecordEmbed } from './pageRecord';
import { RemoteWidget } from './RemoteWidget';

export interface EmbedProps {
  /** The area that exposes the block, as the settings document names it. */
  area: string;
  /** Its exposed module, without `./` (`LatestNews`); the area's release must expose it (the registry's `exposes`). */
  expose: string;
  /** What the block is, for its "temporarily unavailable" panel. */
  label: string;
  /** Shown while the remote loads (keep the block's final size to avoid layout shift). */
  loading: ReactNode;
  /** When the prerendered block is hydrated (default: as it comes near the viewport). */
  hydrate?: Exclude<HydrationPolicy, 'never'>;
}

/**
 * A remote block on a shell page, in one element: rendered by its area's remote (a failure costs only the block),
 * recorded on the page as it renders (the prerender job renders the page again when the area is released), and
 * hydrated by its policy once its module — and the data library, when the page was rendered with data — has loaded.
 */
export function Embed({ area: id, expose, label, loading, hydrate = 'nearViewport' }: EmbedProps) {
  useRecordEmbed({ area: id, expose });
  const runtime = useShellRuntime();
  const area = useLiveAreas().find((candidate) => candidate.id === id);
  const { pathname } = useLocation();
  return (
    // A box of its own (not the wrapper without one): the near-viewport policy observes it.
    <Hydrate when={hydrate} load={area && (() => loadEmbedForHydration(runtime, area, expose, pathname))} className="block">
      <RemoteWidget area={area} expose={expose} label={label} loading={loading} />
    </Hydrate>
  );
}
