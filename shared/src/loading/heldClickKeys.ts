/**
 * What the prerendered page's loader (shell/src/document/pageLoader.ts) and the shell agree on about held clicks:
 * which controls are held, and where the loader keeps the ones it held before the shell ran. A module without
 * imports: the loader is compiled on its own, into the page.
 */

/** What is held: controls whose click does nothing until their component is hydrated. */
export const heldClickTargets = 'button,[role="button"],summary';

/** Where the prerendered page's loader keeps what it held before the shell ran. */
export const pageHeldClicksKey = '__heldClicks';
