/**
 * Ready means ready: a first start — an empty release store, a fresh database and pages — answers
 * every request with a short 503 "starting" (Retry-After, the security headers) until every app is released
 * and its pages are rendered, and only then prints its URL and serves pages: never a page that says an area
 * is unavailable. The backend's API answers meanwhile (a lead from a tab left open is recorded, not lost).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, readLeads, test } from '../fixtures';
import { portOf } from '../ports';
import { servedLine, startSite } from './siteProcess';

const sitePort = portOf('startup');
/** The home page and a page of every area. */
const pages = ['/', '/software/guest-journey', '/solutions/by-goal', '/pricing', '/support/get-help', '/hospitality-industry-news', '/terms-and-conditions'];
/** …and the settings document, released and shell files, the sitemap, `/health`. */
const paths = [...pages, '/settings.json', '/main.js', '/releases/legal/0123456789ab/mf-manifest.json', '/sitemap.xml', '/health'];
const published = /\[prerender\] published \d+ of \d+ pages/;

interface Answer {
  path: string;
  status: number;
  headers: Headers;
  body: string;
}

test('a first start answers 503 "starting" to every request until its pages are published, then prints its URL; a restart serves at once', async () => {
  test.setTimeout(360_000);
  let site = await startSite({ port: sitePort });
  try {
    let served = false;
    const ready = site.waitForLine(servedLine).then((line) => {
      served = true;
      return line;
    });
    ready.catch(() => undefined);
    const answers: Answer[] = [];
    let leadWhileStarting: number | undefined;
    while (!served && site.exitCode() === null) {
      for (const sitePath of paths) {
        const response = await fetch(`${site.origin}${sitePath}`, { redirect: 'manual' }).catch(() => undefined);
        if (response) answers.push({ path: sitePath, status: response.status, headers: response.headers, body: await response.text() });
      }
      if (leadWhileStarting === undefined && answers.length) {
        const form = new FormData();
        form.set('Email', 'while-starting@example.com');
        leadWhileStarting = (await fetch(`${site.origin}/api/leads`, { method: 'POST', body: form })).status;
      }
      // Sampling pace: the start being watched needs the machine's cores more than the test does.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const line = await ready;
    expect(line).toMatch(new RegExp(`Stayvia is served on ${site.origin} \\(.*ready in \\d+\\.\\d s\\)`));

    // The URL line comes after the pages were published (and every app was released first).
    const lineIndex = (pattern: RegExp) => site.lines.findIndex((printed) => pattern.test(printed));
    expect(lineIndex(/\[release\] legal \(none\) → [0-9a-f]{12} is live/), site.lines.join('\n')).toBeGreaterThan(-1);
    expect(lineIndex(published)).toBeGreaterThan(lineIndex(/\[release\] legal \(none\) → /));
    expect(lineIndex(servedLine)).toBeGreaterThan(lineIndex(published));

    // Every path was asked many times while it started; each answer until the first page was a short 503.
    const firstServed = answers.findIndex((answer) => answer.status !== 503);
    const starting = firstServed === -1 ? answers : answers.slice(0, firstServed);
    expect(starting.length).toBeGreaterThan(paths.length * 3);
    for (const sitePath of paths) expect(starting.filter((answer) => answer.path === sitePath).length).toBeGreaterThan(1);
    // Each compared at once (thousands of answers): every one is this answer.
    const shape = ({ status, headers, body }: Answer) => ({
      status,
      retryAfter: headers.get('retry-after'),
      cacheControl: headers.get('cache-control'),
      nosniff: headers.get('x-content-type-options'),
      frames: headers.get('x-frame-options'),
      framedByNone: headers.get('content-security-policy')?.includes("frame-ancestors 'none'"),
      body,
    });
    const startingAnswer = { status: 503, retryAfter: '5', cacheControl: 'no-store', nosniff: 'nosniff', frames: 'DENY', framedByNone: true, body: 'Stayvia is starting. Try again in 5 seconds.\n' };
    expect([...new Set(starting.map((answer) => JSON.stringify(shape(answer))))].map((text) => JSON.parse(text))).toEqual([startingAnswer]);
    // Nothing answered 503 again once pages were served, and every page then was a prerendered one.
    const after = firstServed === -1 ? [] : answers.slice(firstServed);
    expect(after.filter((answer) => answer.status === 503).map((answer) => answer.path)).toEqual([]);
    const pagesAfter = after.filter((answer) => pages.includes(answer.path));
    expect(pagesAfter.filter((answer) => answer.status !== 200 || !answer.body.includes('id="page-releases"')).map((answer) => answer.path)).toEqual([]);

    // The lead posted while it started was acknowledged — stored (200) or, with the database still opening,
    // journaled to be stored once it is (202: platform/server/siteBackend.ts) — and it is in the table.
    expect([200, 202]).toContain(leadWhileStarting);
    expect((await readLeads(site.origin)).map((lead) => lead.fields.Email)).toEqual(['while-starting@example.com']);

    // Ready: every area's page is prerendered, none says its area is unavailable.
    for (const sitePath of pages) {
      const response = await fetch(`${site.origin}${sitePath}`);
      const html = await response.text();
      expect([sitePath, response.status]).toEqual([sitePath, 200]);
      expect(html).toContain('id="page-releases"');
      expect(html).not.toContain('temporarily unavailable');
    }
    expect((await fetch(`${site.origin}/health`)).status).toBe(200);
    expect(fs.existsSync(path.join(site.pagesDir, 'pages.json'))).toBe(true);

    // Started again with its apps live and its pages rendered: no first run to wait for, it serves at once.
    site = await site.restart();
    await site.waitForLine(servedLine);
    expect(site.lines.filter((printed) => /\[server\] starting|\[release\]/.test(printed))).toEqual([]);
    const again = await fetch(`${site.origin}/pricing`);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('id="page-releases"');
  } finally {
    await site.stop();
  }
});
