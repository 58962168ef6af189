/** What `npm run canary` and `npm run releases` say about a canary: its state, version, views and figures. */
import type { AreaId } from '../registry/apps';
import type { ReleaseStore } from '../releases/store';
import { readCanaries, type Canary } from './state';
import { stepsText } from './steps';
import { readCurrentFigures } from './verdicts';
import { vitalNames, vitalUnits } from './evidence';
import type { CohortFigures, FiguresPages } from './figures';
import { defaultRules, durationText } from './verdict';

/** The states a person reads: one being promoted is still running. */
export type CanaryState = 'running' | 'promoted' | 'rolled back' | 'none';

export interface CanaryReport {
  area: AreaId;
  state: CanaryState;
  /** The canary, with how many pages it lists and how many stable pages its site has not. */
  canary?: Omit<Canary, 'entry' | 'figures' | 'pages' | 'absent'> & { pages: number; absent: number };
  /**
   * The figures of the verdict that ended it, else the latest the site's verdict read (with when), if they were taken
   * on its list of pages as it stands (a list changed since is a verdict to come: none shown until the site takes it),
   * with the pages they cover.
   */
  figures?: Canary['figures'];
  figuresAt?: string;
  /** What the latest look concluded while it runs (`wait` and why). */
  verdict?: string;
}

export async function canaryReport(store: ReleaseStore, area: AreaId): Promise<CanaryReport> {
  const canary = (await readCanaries(store)).canaries[area];
  if (!canary) return { area, state: 'none' };
  const { entry: _entry, figures: ended, pages, absent = [], ...rest } = canary;
  const state: CanaryState = canary.status === 'promoting' ? 'running' : canary.status;
  const current = state === 'running' ? await readCurrentFigures(store, canary) : undefined;
  return {
    area,
    state,
    canary: { ...rest, pages: pages.length, absent: absent.length },
    figures: ended ?? current?.figures,
    figuresAt: ended ? canary.endedAt : current?.at,
    verdict: current ? `${current.verdict.verdict}: ${current.verdict.reason}` : undefined,
  };
}

/** A cohort's line; figures an older version wrote in another shape show as dashes. */
const cohortLine = (name: string, figures: Partial<CohortFigures> | undefined) => {
  const number = (value: number | undefined) => (typeof value === 'number' ? String(value) : '–');
  const vitals = vitalNames.map((vital) => {
    const figure = figures?.vitals?.[vital];
    const p75 = typeof figure?.p75 === 'number' ? `${Math.round(figure.p75)} ${vitalUnits[vital].unit}` : '–';
    return `p75 ${vital.toUpperCase()} ${p75} (${number(figure?.count)})`;
  });
  return (
    `  ${name.padEnd(7)} ${number(figures?.clients).padStart(5)} clients  ${number(figures?.erroredClients)} with errors  ${number(figures?.silentClients)} silent  ` +
    `${number(figures?.views).padStart(6)} views  ${vitals.join('  ')}`
  );
};

const pagesText = ({ count, list }: FiguresPages) => `${count} ${count === 1 ? 'page' : 'pages'}${list?.length ? ` (${list.join(', ')})` : ''}`;

export function formatCanaryReport(report: CanaryReport): string {
  if (!report.canary) return `${report.area}: no canary (none)`;
  const { canary } = report;
  const lines = [
    `${report.area}: ${report.state}${canary.status === 'promoting' ? ' (being promoted)' : ''} — ${canary.version} for ${canary.percent} % of visitors (was ${canary.from ?? 'none'}), canary ${canary.id}`,
    `  started ${canary.startedAt}${canary.endedAt ? `, ended ${canary.endedAt}` : ''}; ` +
      `tolerance ${canary.tolerance === undefined ? "the settings document's" : `${canary.tolerance} pp`} on errors; ` +
      `at most ${durationText(canary.maxDurationMs ?? defaultRules.maxDurationMs)}; ${canary.pages} pages rendered for its cohort`,
  ];
  const patterns = canary.patterns ?? { added: [], removed: [] };
  if (canary.absent || patterns.added.length || patterns.removed.length) {
    const what = [
      canary.absent ? `${pagesText({ count: canary.absent })} of the stable site removed` : '',
      patterns.added.length ? `route patterns added: ${patterns.added.join(', ')}` : '',
      patterns.removed.length ? `route patterns removed: ${patterns.removed.join(', ')}` : '',
    ];
    lines.push(`  its release's routes differ: ${what.filter(Boolean).join('; ')}`);
  }
  if (canary.plan) lines.push(`  ${stepsText(canary)}`);
  if (canary.startedBy || canary.endedBy) lines.push(`  started by ${canary.startedBy ?? '(not recorded)'}${canary.endedBy ? `, ended by ${canary.endedBy}` : ''}`);
  if (canary.reason) lines.push(`  reason: ${canary.reason}`);
  if (report.figures) {
    const taken = `${report.figuresAt ? ` at ${report.figuresAt}` : ''}${report.figures.pages ? ` on ${pagesText(report.figures.pages)}` : ''}`;
    lines.push(`  figures${taken}:`, cohortLine('canary', report.figures.cohorts?.canary), cohortLine('stable', report.figures.cohorts?.stable));
  } else if (report.state === 'running') lines.push(`  no figures yet on the ${pagesText({ count: canary.pages })} it lists now (the site takes them every few seconds)`);
  if (report.verdict) lines.push(`  verdict so far: ${report.verdict}`);
  return lines.join('\n');
}
