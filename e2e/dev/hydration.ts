/** Whether a prerendered page was hydrated (React adopted the server's markup) rather than rendered again. */
import { expect, type Page } from '@playwright/test';

export async function watchHydration(page: Page) {
  await page.addInitScript(() => {
    // The server's own elements, as each document (a reload too) is parsed: hydration keeps them.
    document.addEventListener('DOMContentLoaded', () => {
      const server = [document.querySelector('#root main'), document.querySelector('#root h1')];
      (window as unknown as { __serverMarkup: (Element | null)[] }).__serverMarkup = server;
    });
  });
  const serverMarkupKept = () =>
    page.evaluate(() => {
      const rendered = performance.getEntriesByType('mark').some((mark) => mark.name.startsWith('remote-rendered:'));
      const server = (window as unknown as { __serverMarkup?: (Element | null)[] }).__serverMarkup ?? [];
      return rendered && server.length === 2 && server.every((element) => element?.isConnected === true);
    });
  return {
    /**
     * Once the page's area has rendered in the browser, the server's `main` and `h1` are still the page's. Retried:
     * the dev server may reload the page meanwhile (the job has published pages again).
     */
    expectServerMarkupKept: () => expect(async () => expect(await serverMarkupKept()).toBe(true)).toPass({ timeout: 20_000 }),
  };
}
