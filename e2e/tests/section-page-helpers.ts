/**
 * Helpers for the section pages of every area: the sticky tab bar, the
 * scroll-spy rules, hash landing, the texts a page must show, and axe at both widths.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from '../fixtures';

export interface Section {
  id: string;
  label: string;
}

/** A tab scrolls its section to 120 px below the viewport top. */
export const SECTION_OFFSET = 120;

export const sectionNav = (page: Page, name: string) => page.getByRole('navigation', { name });
export const tab = (page: Page, nav: string, label: string) => sectionNav(page, nav).getByRole('link', { name: label, exact: true });

/** The section's top edge, in viewport pixels. */
export const sectionTop = (page: Page, id: string) =>
  page.locator(`[id="${id}"]`).evaluate((element) => element.getBoundingClientRect().top);

/** Waits until the section's top sits at the section offset (±2 px for sub-pixel layout). */
export async function expectSectionAtOffset(page: Page, id: string) {
  await expect.poll(async () => Math.abs((await sectionTop(page, id)) - SECTION_OFFSET), { message: `#${id} at 120 px` }).toBeLessThanOrEqual(2);
}

/** Scrolls the window (instantly) so that the section's `edge` lands `y` px below the viewport top. */
export async function scrollSectionEdgeTo(page: Page, id: string, y: number, edge: 'top' | 'bottom' = 'top') {
  await page.locator(`[id="${id}"]`).evaluate(
    (element, [target, which]) => {
      const rect = element.getBoundingClientRect();
      const now = which === 'top' ? rect.top : rect.bottom;
      window.scrollTo({ top: window.scrollY + now - (target as number), behavior: 'instant' });
    },
    [y, edge] as const,
  );
}

/** Exactly `label` is marked as the section in view (`aria-current`), or none when `label` is null. */
export async function expectMarked(page: Page, nav: string, sections: Section[], label: string | null) {
  for (const section of sections) {
    const link = tab(page, nav, section.label);
    if (section.label === label) await expect(link).toHaveAttribute('aria-current', 'true');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
}

/**
 * Scrolls each section across the spy's line and back: its tab is marked once the section reaches the line
 * (one pixel above it), and the previous tab while it has not (default rule: the section one pixel below the
 * line; spanning rules: the previous section's bottom one pixel below it). Line: 200 px, or the viewport's
 * middle on /about. Past the last section the default rule keeps it marked; the spanning rules mark nothing.
 */
export async function expectSpyFollowsScroll(page: Page, path: string, nav: string, sections: Section[], mode: 'default' | 'api-docs' | 'about') {
  await page.goto(path);
  await expect(sectionNav(page, nav)).toBeVisible();
  await expectMarked(page, nav, sections, null); // the hero is in view
  const line = mode === 'about' ? page.viewportSize()!.height / 2 : 200;
  for (const [index, section] of sections.entries()) {
    await scrollSectionEdgeTo(page, section.id, line - 1);
    await expectMarked(page, nav, sections, section.label);
    if (index === 0) continue;
    const previous = sections[index - 1]!;
    if (mode === 'default') await scrollSectionEdgeTo(page, section.id, line + 1);
    else await scrollSectionEdgeTo(page, previous.id, line + 1, 'bottom');
    await expectMarked(page, nav, sections, previous.label);
  }
  const last = sections[sections.length - 1]!;
  await scrollSectionEdgeTo(page, last.id, 150, 'bottom');
  await expectMarked(page, nav, sections, mode === 'default' ? last.label : null);
}

/** Every tab exists, points at a real section, and a click scrolls its section to 120 px and marks it. */
export async function expectTabsScrollToSections(page: Page, path: string, nav: string, sections: Section[]) {
  await page.goto(path);
  await expect(sectionNav(page, nav)).toBeVisible();
  await expect(sectionNav(page, nav).getByRole('link')).toHaveText(sections.map((section) => section.label));
  for (const section of [...sections].reverse().concat(sections[0]!)) {
    const link = tab(page, nav, section.label);
    await expect(link).toHaveAttribute('href', `#${section.id}`);
    await expect(page.locator(`section[id="${section.id}"]`)).toHaveCount(1);
    await link.click();
    await expectSectionAtOffset(page, section.id);
    await expect(link).toHaveAttribute('aria-current', 'true');
    await expect(page).toHaveURL(new RegExp(`#${section.id}$`));
  }
}

/** Opening the page at `#id` lands on that section with its tab marked. */
export async function expectHashLanding(page: Page, path: string, nav: string, section: Section) {
  await page.goto(`${path}#${section.id}`);
  await expectSectionAtOffset(page, section.id);
  await expect(tab(page, nav, section.label)).toHaveAttribute('aria-current', 'true');
}

/** Each text is on the page and visible (substring match, ignoring case). */
export async function expectTexts(scope: Page | Locator, texts: string[]) {
  for (const text of texts) {
    await expect(scope.getByText(text, { exact: false }).first(), text).toBeVisible();
  }
}

/** axe finds nothing at 390 px and at 1366 px. */
export async function expectAxeCleanAtBothWidths(page: Page, path: string, ready: (page: Page) => Promise<void>) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await ready(page);
    await expectNoAxeViolations(page);
  }
}
