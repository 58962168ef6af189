/**
 * The start chunk: the modules the page's start evaluates after the entry. They arrive together (one chunk group:
 * these eager imports are part of this module's chunks, not chunks of their own), and the start (shell/src/index.ts)
 * evaluates one per task: all at once they were the longest task of a page's start (React, the router, the app and
 * the page's modules: over 100 ms at Lighthouse's 4× slowdown).
 */
export const reactDom = () => import(/* webpackMode: "eager" */ 'react-dom/client');
export const router = () => import(/* webpackMode: "eager" */ 'react-router');
// By path: `shared/loading` is one of the steps (and evaluates React with it).
export const sharedLoading = () => import(/* webpackMode: "eager" */ 'shared/loading');
export const app = () => import(/* webpackMode: "eager" */ './App');
export const bootstrap = () => import(/* webpackMode: "eager" */ './bootstrap');
