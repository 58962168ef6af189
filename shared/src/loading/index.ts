/** The site's loading policies and what applies them (README.md beside this file). */
export { idleTimeoutMs, nextTask, onReached, reached, whenIdle, type LoadPolicy } from './policies';
export { settled, trackSettlement } from './settled';
export { lazyPage, preloadElement, type LazyPage } from './lazyPage';
export { useReached } from './useReached';
export { Deferred } from './Deferred';
export { Hydrate, pageChanged, type HydrationPolicy } from './Hydrate';
export { heldClickTargets, holdClicks, pageHeldClicksKey, releasePageHeldClicks } from './heldClicks';
