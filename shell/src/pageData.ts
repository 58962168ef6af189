/** Which of the modules a page renders are its own and which are embeds (a remote block below a shell page's content). */

/** The module an area renders its pages with (`./routes`); any other module a page renders is an embed. */
export const pageExpose = 'routes';

/**
 * Whether a module a page renders is an embed, a remote block below a shell page's content (the home page's
 * latest news). A prerendered page does not load an embed's code with its own: the block loads it when it is
 * hydrated, as it comes near the viewport (shell/src/home/LatestNewsSection.tsx).
 */
export const isEmbed = (module: { expose: string }) => module.expose !== pageExpose;
