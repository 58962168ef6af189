/** The page's console errors and warnings (development mode must have none), and its uncaught errors. */
import type { Page } from '@playwright/test';

export function consoleProblems(page: Page, { expected }: { expected?: RegExp } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (expected?.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
