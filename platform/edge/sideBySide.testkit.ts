/** The site server and nginx side by side over one release store and pages folder, for tests that compare them. */
import type { AddressInfo } from 'node:net';
import { releaseStore } from '../releases/store';
import { createSiteServer, type SiteServer } from '../server/siteServer';
import { startLocalNginx, type LocalNginx } from './localNginx';

export interface SideBySide {
  site: SiteServer;
  /** The site server's origin, and nginx (proxying the site server's paths to it). */
  node: string;
  nginx: LocalNginx;
  stop(): Promise<void>;
}

export async function startSideBySide({ storeDir, pagesDir }: { storeDir: string; pagesDir: string }): Promise<SideBySide> {
  const store = releaseStore(storeDir);
  const site = createSiteServer({ store, settingsFile: store.settingsFile, pagesDir, lazyBackend: true });
  site.markReady();
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve));
  const node = `http://127.0.0.1:${(site.server.address() as AddressInfo).port}`;
  const port = await new Promise<number>((resolve) => {
    const probe = site.jobServer.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as AddressInfo;
      probe.close(() => resolve(free));
    });
  });
  const nginx = await startLocalNginx({ port, backends: [node], folders: { storeDir, pagesDir } });
  return {
    site,
    node,
    nginx,
    async stop() {
      await nginx.stop();
      await new Promise<void>((resolve) => site.server.close(() => resolve()));
      await site.backend.close();
    },
  };
}
