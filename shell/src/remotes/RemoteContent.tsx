import { useEffect, type ReactNode } from 'react';
import { useShellRuntime } from '../runtime';

/** A remote's prerendered markup, kept as it is: the remote could not be loaded for the hydration. */
export function StaticIsland({ remote, html }: { remote: string; html: string }) {
  const { islands } = useShellRuntime();
  useEffect(() => () => islands.drop(remote), [islands, remote]);
  return <div data-remote={remote} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * What a remote renders into a shell page: its kept markup when `island` holds it, else `children` (the
 * remote's loaded module; an area that reads data puts its pages under `shared/siteData`'s DataProvider).
 */
export function RemoteContent({ remote, island, children }: { remote: string; island: string | undefined; children: ReactNode }) {
  return island !== undefined ? <StaticIsland remote={remote} html={island} /> : children;
}
