import type { ReactNode } from 'react';

/**
 * The element a remote's output is rendered into: its stylesheet is scoped to it (see
 * platform/build/scopeToRemote.ts). `display: contents`, so it adds no box to the layout.
 */
export function RemoteScope({ remote, children }: { remote: string; children: ReactNode }) {
  return (
    <div data-remote={remote} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}
