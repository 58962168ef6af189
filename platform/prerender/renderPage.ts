/**
 * One page of the job: rendered by the shell's renderer, composed into the shell's document with its
 * remotes' files, and described for the page index (releases and modules used, posts shown).
 */
import type { SiteSettings } from 'shared/settings';
import type { PageRenderer } from 'shell/server';
import { isEmbed } from 'shell/pageData';
import type { SettingsDocument } from '../releases/settingsDocument';
import { postsInData } from './dependencies';
import { fetchJson } from './fetchJson';
import { composePage, exposeAssets, type RemoteAssets } from './pageDocument';
import type { PageEntry } from './publish';
import type { PublishedPost } from './publishedPosts';

export interface PageContext {
  origin: string;
  document: SettingsDocument;
  settings: SiteSettings;
  template: string;
  templateMtime: Date;
  newestPost?: Date;
  /** Published articles by site path (an article's page is as new as its post). */
  postsByPath: Map<string, Pick<PublishedPost, 'lastModified'>>;
}

export interface RenderedPage {
  html: string;
  entry: PageEntry;
}

/** Renders pages one at a time with `renderer`; each remote's manifest is read once. */
export function pageRenderer(renderer: PageRenderer, context: PageContext): (sitePath: string) => Promise<RenderedPage> {
  const manifests = new Map<string, Promise<{ body: unknown; lastModified?: Date }>>();
  const manifestOf = (url: string) => {
    if (!manifests.has(url)) manifests.set(url, fetchJson(url));
    return manifests.get(url)!;
  };
  const { origin, document, settings, template, templateMtime, newestPost, postsByPath } = context;

  return async (sitePath) => {
    const page = await renderer.render(sitePath);
    if (page.status !== 200) throw new Error(`it rendered with status ${page.status}`);
    const assets: RemoteAssets = { css: [], js: [] };
    const releases: Record<string, { version: string; manifest: string }> = {};
    let released = templateMtime;
    for (const module of page.modules) {
      const area = settings.areas.find((candidate) => candidate.id === module.area)!;
      const manifest = await manifestOf(area.manifest);
      const own = exposeAssets(area.manifest, manifest.body as Parameters<typeof exposeAssets>[1], module.expose, origin);
      // Two modules of one area share its stylesheet: linked once.
      assets.css.push(...own.css.filter((sheet) => !assets.css.some((linked) => linked.href === sheet.href)));
      // The loader preloads the page's own scripts; an embed's block loads its own as it comes near the viewport.
      if (!isEmbed(module)) assets.js.push(...own.js);
      // As the document names it (relative), so the page works wherever the store is served from.
      releases[area.id] = { version: area.version, manifest: document.areas?.[module.area]?.manifest ?? area.manifest };
      if (manifest.lastModified && manifest.lastModified > released) released = manifest.lastModified;
    }
    const shown = postsInData(page.data);
    const lastModified = postsByPath.get(sitePath)?.lastModified ?? (shown.listsPosts && newestPost && newestPost > released ? newestPost : released);
    return {
      html: composePage(template, page, assets, releases),
      entry: {
        // An embedded area with no release yet counts too (version ''): its release renders the page again.
        releases: {
          // (A shell released before renderers reported it has none: `?? []`.)
          ...Object.fromEntries((page.missingAreas ?? []).map((id) => [id, ''])),
          ...Object.fromEntries(Object.entries(releases).map(([id, release]) => [id, release.version])),
        },
        modules: page.modules.map(({ area, expose }) => `${area}/${expose}`),
        ...shown,
        lastModified: lastModified.toISOString(),
      },
    };
  };
}
