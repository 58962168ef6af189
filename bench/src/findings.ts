/**
 * What Lighthouse says a page's figures cost, from one run's report, in a few lines for tuning:
 * the LCP element and its phases, unthrottled (observed) paint times next to the simulated ones, the
 * performance diagnostics that failed ranked by their estimated savings, and the failed audits of the
 * other categories.
 */
import type { Result } from 'lighthouse';
import { categories } from './lighthouseRun';
import { ttiWeights, type TtiCause, type TtiEstimate } from './ttiCause';
import { kb } from './units';

export interface Findings {
  /**
   * The run as it happened, unthrottled: paints, and the requests started before the largest paint (Lighthouse's
   * simulation counts the work that came before it in the trace, so these weigh on the simulated LCP).
   */
  observed: { fcpMs: number; lcpMs: number; domContentLoadedMs: number; loadMs: number; requestsBeforeLcp: number; kbBeforeLcp: number };
  lcpElement?: { selector: string; text: string; phases: Record<string, number> };
  /** The longest main-thread tasks (simulated), `script: duration @ start`. */
  longTasks: string[];
  /** What set the run's TTI: each of Lantern's estimates and the task that ends it (ttiCause.ts). */
  tti?: string;
  /** Failed diagnostics, most estimated savings first: `id (value; saves …): heaviest items`. */
  performance: string[];
  /** Failed audits of accessibility, best practices and SEO, in the same form. */
  other: string[];
}

type Audit = Result['audits'][string];
type Item = Record<string, unknown>;

const round = (value: number) => Math.round(value);

/** `http://localhost:4400/remotes/x.js` → `/remotes/x.js`: the origin is the benchmark's. */
function shortUrl(url: string, origin: string) {
  return url.startsWith(origin) ? url.slice(origin.length) || '/' : url;
}

/** What set the TTI in a line (ttiCause.ts): each weighted estimate, with the task that ends it, on the site's paths. */
export function describeTtiCause(cause: TtiCause, origin: string): string {
  const part = (name: keyof typeof ttiWeights, { ms, lastLongTask: task }: TtiEstimate) =>
    `${ttiWeights[name]} × ${name} ${ms} ms ${task ? `(a task of ${task.realMs} ms, ${task.simulatedMs} simulated, ending at ${task.endMs}${task.urls.length ? `: ${task.urls.map((url) => shortUrl(url, origin)).join(', ')}` : ''})` : '(the LCP)'}`;
  return `TTI ${cause.ttiMs} ms = ${part('optimistic', cause.optimistic)} + ${part('pessimistic', cause.pessimistic)}; the last script arrived at ${cause.lastScriptMs} ms`;
}

function tableItems(audit: Audit | undefined): Item[] {
  const details = audit?.details as { type?: string; items?: unknown[] } | undefined;
  if (!details?.items || !['table', 'opportunity'].includes(details.type ?? '')) return [];
  return details.items as Item[];
}

/** One item as `what: figure`, whatever the audit's table looks like. */
function describeItem(item: Item, origin: string): string {
  const node = item.node as { selector?: string; snippet?: string } | undefined;
  const subject =
    typeof item.url === 'string' ? shortUrl(item.url, origin)
    : node ? (node.selector ?? node.snippet ?? 'element')
    : String(item.statistic ?? item.groupLabel ?? item.label ?? item.phase ?? item.description ?? item.entity ?? '?');
  const value = item.value as { value?: unknown } | undefined;
  if (typeof value?.value === 'number') return `${subject}: ${value.value}`;
  for (const [key, unit] of [['wastedMs', 'ms'], ['wastedBytes', 'B'], ['total', 'ms'], ['duration', 'ms'], ['timing', 'ms'], ['score', '']] as const) {
    if (typeof item[key] === 'number') return `${subject}: ${key} ${unit === '' ? (item[key] as number).toFixed(3) : `${round(item[key] as number)} ${unit}`}`;
  }
  return subject;
}

/** Lighthouse's estimated savings of an audit, in ms (CLS unitless), the ones above zero. */
const savingsOf = (audit: Audit) => Object.entries(audit.metricSavings ?? {}).filter((entry): entry is [string, number] => (entry[1] ?? 0) > 0);

function findingOf(audit: Audit, origin: string, items = 3): string {
  const savings = savingsOf(audit).map(([metric, value]) => `${metric} ${metric === 'CLS' ? value : `${round(value)} ms`}`);
  const about = [audit.displayValue, savings.length ? `saves ${savings.join(', ')}` : undefined].filter(Boolean).join('; ');
  const top = tableItems(audit).slice(0, items).map((item) => describeItem(item, origin));
  return `${audit.id}${about ? ` (${about})` : ''}${top.length ? `: ${top.join('; ')}` : ''}`;
}

const failed = (audit: Audit | undefined, below: number) =>
  !!audit && audit.score !== null && audit.score < below && !['informative', 'notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode);

const savingsTotal = (audit: Audit) => savingsOf(audit).reduce((sum, [, value]) => sum + value, 0);

export function findingsOf(lhr: Result, origin: string, ttiCause?: TtiCause): Findings {
  const observedMetrics = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
  const observedLcp = observedMetrics.observedLargestContentfulPaint ?? Number.NaN;
  const beforeLcp = tableItems(lhr.audits['network-requests']).filter((request) => Number(request.networkRequestTime) < observedLcp);
  const lcpDetails = (lhr.audits['largest-contentful-paint-element']?.details as { items?: { items?: Item[] }[] } | undefined)?.items;
  const lcpNode = lcpDetails?.[0]?.items?.[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
  const phases = Object.fromEntries((lcpDetails?.[1]?.items ?? []).map((phase) => [String(phase.phase), round(Number(phase.timing))]));

  // Performance diagnostics (not the metrics themselves, not the hidden insights that repeat them).
  const performance = lhr.categories.performance.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit, index) => lhr.categories.performance.auditRefs[index].group === 'diagnostics' && failed(audit, 0.9))
    .sort((a, b) => savingsTotal(b) - savingsTotal(a))
    .map((audit) => findingOf(audit, origin));

  const other = categories
    .filter((category) => category !== 'performance')
    .flatMap((category) => lhr.categories[category].auditRefs.filter((ref) => ref.weight > 0 && failed(lhr.audits[ref.id], 1)))
    .map((ref) => findingOf(lhr.audits[ref.id], origin, 5));

  return {
    observed: {
      fcpMs: round(observedMetrics.observedFirstContentfulPaint ?? Number.NaN),
      lcpMs: round(observedLcp),
      domContentLoadedMs: round(observedMetrics.observedDomContentLoaded ?? Number.NaN),
      loadMs: round(observedMetrics.observedLoad ?? Number.NaN),
      requestsBeforeLcp: beforeLcp.length,
      kbBeforeLcp: kb(beforeLcp.reduce((sum, request) => sum + Number(request.transferSize ?? 0), 0)),
    },
    ...(lcpNode ? { lcpElement: { selector: lcpNode.selector ?? '?', text: lcpNode.nodeLabel ?? '', phases } } : {}),
    longTasks: [...tableItems(lhr.audits['long-tasks'])]
      .sort((a, b) => Number(b.duration) - Number(a.duration))
      .slice(0, 5)
      .map((task) => `${shortUrl(String(task.url), origin)}: ${round(Number(task.duration))} ms @ ${round(Number(task.startTime))} ms`),
    ...(ttiCause ? { tti: describeTtiCause(ttiCause, origin) } : {}),
    performance,
    other,
  };
}
