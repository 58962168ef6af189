import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { expect, test } from '../fixtures';
import { portOf } from '../ports';

// Each remote runs on its own: its browser build, served alone from the root of an origin with a
// history fallback to its index.html, renders its pages without the shell.

const standalonePort = portOf('standalone');
const remotePages: [remote: string, path: string, heading: RegExp][] = [
  ['mf-software', '/software/staff-tools', /staff tools/i],
  ['mf-solutions', '/solutions/by-goal', /goal/i],
  ['mf-support', '/support/updates', /updates|release/i],
  ['mf-news', '/hospitality-industry-news', /news/i],
  ['mf-legal', '/gdpr', /gdpr/i],
];

test('each remote’s build runs on its own and renders its page', async ({ context }) => {
  for (const [remote, route, heading] of remotePages) {
    const files = sirv(path.join(import.meta.dirname, '..', '..', remote, 'dist'), { dev: true, single: true });
    const server = http.createServer((req, res) => files(req, res));
    await new Promise<void>((resolve) => server.listen(standalonePort, resolve));
    try {
      // A page of its own, not the fixture's: a standalone remote has no shell to mark the app as mounted.
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`http://localhost:${standalonePort}${route}`);
      await expect(page.getByRole('heading', { level: 1 }), remote).toHaveText(heading);
      // Without the shell there is no site header: only the remote's own page.
      await expect(page.getByRole('banner')).toHaveCount(0);
      expect(errors, remote).toEqual([]);
      await page.close();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
});
