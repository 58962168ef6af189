/** The DOM the post-body sanitiser works in: the page's own (see domWindow.server.ts for Node builds). */
export const domWindow = (): Window | undefined => (typeof window === 'undefined' ? undefined : window);
