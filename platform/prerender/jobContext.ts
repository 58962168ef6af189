/**
 * What the prerender job is given of what stands above it, by its entry (scripts/prerender.ts), so that it imports
 * neither the release store nor the canary: the live shell's folder it renders with, and a running canary, whose
 * cohort gets its own copies of the pages a run publishes (platform/canary/publishRun.ts `jobCanary` answers it).
 */
import type { SettingsDocument } from '../settings/reader';
import type { ChangeReaches } from './dependencies';
import type { PagesManifest, SiteOutput } from './publish';

/** Where a run publishes: the site it rendered and its pages folder. */
export interface PublishingSite {
  origin: string;
  pagesDir: string;
  areaOverride?: string;
  log: (line: string) => void;
}

export interface JobCanary {
  /** The running canary (or one being promoted), with the command that ends it; undefined when none runs. */
  running(): Promise<{ area: string; version: string; endCommand: string } | undefined>;
  /** The Cookie header that reads the stable cohort's settings document (a request without one is drawn into a cohort). */
  stableCohortCookie: string;
  /**
   * Publishes a run's `output` (`onDisk`: the index the folder holds, read under the pages lock the job holds) and,
   * while a canary runs, its cohort's copies of the pages the run's change `reaches`.
   */
  publish(site: PublishingSite, output: SiteOutput, onDisk: { index: PagesManifest | undefined }, run: { document: SettingsDocument; cause: string; reaches: ChangeReaches }): Promise<PagesManifest>;
}

export interface JobContext {
  /** The folder of the live shell's release (its Node build renders the pages). */
  shellDir(document: SettingsDocument): string;
  canary: JobCanary;
}
