/**
 * The home page's code: a chunk of its own, so that no other page loads it (named, so a test can tell it
 * apart). The entry starts it with the shell's start chunks on the home page (index.ts), and the route renders
 * it (routes.tsx).
 */
export const loadHomePage = () => import(/* webpackChunkName: "home" */ './HomePage').then(({ HomePage }) => ({ default: HomePage }));
