/**
 * What the prerender job asks of the shell's Node build (`server/main.js` of a shell release), and what it gets:
 * the job decides which pages to render and where they go; the shell renders each whole page — its HTML
 * document, its status and what it depends on. The shell implements this contract (shell/src/server.ts);
 * the job loads the built file and never the shell's source.
 */
import type { PageReleases } from 'shared/areas';
import type { SiteSettings } from 'shared/settings';
import type { SettingsDocument } from '../settings/reader';

export interface RendererOptions {
  /** The settings document, as served to the browser, read through the one reader (platform/settings/reader.ts). */
  settingsDocument: SettingsDocument;
  /** Its URL: relative URLs in it resolve against this, as in the browser. */
  settingsUrl: string;
  /** The site's origin: the remotes' files on it are linked root-relative, so a page works under any host name. */
  origin: string;
  /** The shell build the renderer was loaded from (its document template and page loader are read there). */
  shellDir: string;
}

/** The paths of one area's `./routes`: static ones, and patterns such as `/hospitality-industry-news/:slug`. */
export interface AreaPaths {
  area: string;
  static: string[];
  dynamic: string[];
}

/** What a rendered page depends on: a release of an area it uses, or a change to a post it shows, renders it again. */
export interface PageDependencies {
  /**
   * The release of each area the page used, as its hand-off names it (shared/src/areas.ts; version and manifest ''
   * for an embedded area with no release yet).
   */
  releases: PageReleases;
  /** The exposed modules it rendered (`news/routes`, `news/LatestNews`). */
  modules: string[];
  /** Slugs of the posts it shows. */
  posts: string[];
  /** Whether it shows a list of posts (a new or deleted post changes it). */
  listsPosts: boolean;
}

export interface RenderedDocument {
  /** 200, or 404 for the not-found page. */
  status: number;
  /** The whole HTML document. */
  html: string;
  dependencies: PageDependencies;
  /** The newest of the files the page was composed from: the shell's template, the remotes' manifests. */
  composedFrom: Date;
  /** The Content-Security-Policy source that allows the page's inline loader (`'sha256-…'`). */
  loaderHash: string;
}

export interface PageRenderer {
  settings: SiteSettings;
  /** The paths of each area's routes (an area that fails to load fails the call, naming it). */
  listPaths(): Promise<AreaPaths[]>;
  /**
   * Loads each module an area must expose and checks its shape (`./routes`: a list of route objects with
   * absolute paths; any other: a component). Throws naming the first that is missing or wrong.
   */
  checkExposes(area: string, exposes: string[]): Promise<void>;
  /** The whole page at `url`. */
  renderPage(url: string): Promise<RenderedDocument>;
}

/** The module a shell release's Node build is. */
export interface RendererModule {
  createRenderer(options: RendererOptions): Promise<PageRenderer>;
}
