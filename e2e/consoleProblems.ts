/** A page's console errors and warnings (a hydration mismatch is one) and its uncaught errors, from now on. */
import type { Page } from '@playwright/test';

/**
 * Chromium's note that a preloaded file was not used within a few seconds of the load event: a prerendered page
 * preloads its start files and its area's scripts after the first paint, and on a busy machine (two browsers of
 * the suite on two cores) the shell can take longer than that to reach them. It is timing, not a fault.
 */
const preloadTimingNote = /was preloaded using link preload but not used within a few seconds from the window's load event/;

export function consoleProblems(page: Page, { expected }: { expected?: RegExp } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (expected?.test(message.text()) || preloadTimingNote.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
