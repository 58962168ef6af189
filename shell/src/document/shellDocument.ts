/**
 * The shell's document: one template with named slots, filled for the plain page by the build (plainPage.ts) and
 * for each prerendered page by the renderer (prerenderedPage.ts). A slot left unfilled is a type error, and an
 * error when the build renders the plain page, so the build fails rather than ship a page without it.
 */
import { element } from './html';

export interface DocumentSlots {
  /** The fallback title and description of the plain page (the app replaces them as it renders); '' on a prerendered page. */
  fallbackHead: string;
  /** The settings document's preload: at `low` priority on a prerendered page, whose script starts after its paint. */
  settingsPriority: 'low' | 'auto';
  /** The build's tags (buildTags.ts): the stylesheet and font preloads, and on the plain page the entry script. */
  buildHead: string;
  /** A prerendered page's own head tags and its areas' stylesheets. */
  pageHead: string;
  /** The app root's markup: a prerendered page's, or nothing. */
  root: string;
  /** After the root: a prerendered page's hand-off and loader. */
  afterRoot: string;
}

/** Every slot by name, for the check at render time (the build's, which runs no type checker). */
const slotNames = Object.keys({
  fallbackHead: true,
  settingsPriority: true,
  buildHead: true,
  pageHead: true,
  root: true,
  afterRoot: true,
} satisfies Record<keyof DocumentSlots, true>) as (keyof DocumentSlots)[];

/** The element the app renders in (and hydrates, on a prerendered page). */
export const appRootId = 'root';

/** The site's mark, drawn inline: no request for it. */
const icon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231c615e'/%3E%3Cpath d='M10 21c1.5 1.3 3.6 2 6 2 3.3 0 5.5-1.6 5.5-4.1 0-5.3-10.7-3.3-10.7-8 0-1.7 1.7-2.9 4.5-2.9 2 0 3.7.5 5 1.4' fill='none' stroke='%23ffc16b' stroke-width='2.6' stroke-linecap='round'/%3E%3C/svg%3E";

/** The plain page's title and description, marked so the app drops them once it renders its own. */
export const fallbackHead =
  element('title', { 'data-fallback-head': true }, 'Stayvia — The AI guest-engagement platform for hospitality') +
  element('meta', {
    'data-fallback-head': true,
    name: 'description',
    content: 'Stayvia gives hotels, rentals and property managers an AI concierge, mobile check-in and keys, upsells and staff tools on one platform.',
  });

export function shellDocument(slots: DocumentSlots): string {
  const missing = slotNames.filter((name) => typeof slots[name] !== 'string');
  if (missing.length) throw new Error(`The shell document's slots ${missing.join(', ')} are not filled.`);
  return (
    '<!doctype html><html lang="en"><head>' +
    element('meta', { charset: 'utf-8' }) +
    element('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }) +
    element('meta', { name: 'theme-color', content: '#1c615e' }) +
    slots.fallbackHead +
    element('link', { rel: 'icon', href: icon }) +
    // The settings document is fetched by the shell's first step; preloaded, it arrives with main.js.
    element('link', { rel: 'preload', href: '/settings.json', as: 'fetch', fetchpriority: slots.settingsPriority === 'low' ? 'low' : undefined, crossorigin: 'anonymous' }) +
    slots.buildHead +
    slots.pageHead +
    '</head><body class="bg-white font-sans text-ink-900 antialiased">' +
    element('div', { id: appRootId }, slots.root) +
    slots.afterRoot +
    element('noscript', {}, "Stayvia's website needs JavaScript to show its pages. Please enable it, or write to hello@stayvia.com.") +
    '</body></html>'
  );
}
