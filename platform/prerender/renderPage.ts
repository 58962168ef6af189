/**
 * One page of the job: rendered whole by the shell's renderer (document, status, dependencies), and described
 * for the page index: what it depends on, when it last changed, and the hash of its inline loader (the CSP).
 */
import type { PageEntry } from './publish';
import type { PublishedPost } from './publishedPosts';
import type { PageRenderer } from './rendererContract';

export interface PageContext {
  newestPost?: Date;
  /** Published articles by site path (an article's page is as new as its post). */
  postsByPath: Map<string, Pick<PublishedPost, 'lastModified'>>;
}

export interface RenderedPage {
  html: string;
  entry: PageEntry;
}

/** Renders pages with `renderer`, one call per page. */
export function pageRenderer(renderer: PageRenderer, { newestPost, postsByPath }: PageContext): (sitePath: string) => Promise<RenderedPage> {
  return async (sitePath) => {
    const page = await renderer.renderPage(sitePath);
    if (page.status !== 200) throw new Error(`it rendered with status ${page.status}`);
    const { dependencies, composedFrom } = page;
    const lastModified = postsByPath.get(sitePath)?.lastModified ?? (dependencies.listsPosts && newestPost && newestPost > composedFrom ? newestPost : composedFrom);
    return { html: page.html, entry: { ...dependencies, lastModified: lastModified.toISOString(), loader: page.loaderHash } };
  };
}
