/** The site's loading policies and what applies them (README.md beside this file). */
export { nextTask, onReached, type LoadPolicy } from './policies';
export { settled, trackSettlement } from './settled';
export { lazyPage, preloadElement, type LazyPage } from './lazyPage';
export { useIntent, useReached } from './useReached';
export { Deferred } from './Deferred';
export { Hydrate, type HydrationPolicy } from './Hydrate';
export { createHydrationRun, HydrationContext, type HydrationRun } from './hydrationRun';
export { releasePageHeldClicks } from './heldClicks';
export { onPageResized } from './pageResized';
export { once } from './once';
