import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { describeTtiCause, findingsOf } from './findings';

const origin = 'http://localhost:4400';
const audit = (id: string, fields: Record<string, unknown>) => ({ id, title: `Title of ${id}`, scoreDisplayMode: 'metricSavings', score: 0, ...fields });
const table = (items: Record<string, unknown>[]) => ({ type: 'table', headings: [], items });

/** The parts of a Lighthouse report findingsOf reads. */
const report = {
  audits: {
    metrics: { details: { items: [{ observedFirstContentfulPaint: 675.4, observedLargestContentfulPaint: 2250, observedDomContentLoaded: 510, observedLoad: 915 }] } },
    'network-requests': {
      details: table([
        { url: `${origin}/`, networkRequestTime: 1, transferSize: 7000 },
        { url: `${origin}/main.js`, networkRequestTime: 30, transferSize: 31_000 },
        { url: `${origin}/late.js`, networkRequestTime: 2300, transferSize: 50_000 },
      ]),
    },
    'largest-contentful-paint-element': audit('largest-contentful-paint-element', {
      details: {
        type: 'list',
        items: [
          table([{ node: { selector: 'main p.mt-6', nodeLabel: 'The General Data Protection Regulation…' } }]),
          table([{ phase: 'TTFB', timing: 488.6 }, { phase: 'Render Delay', timing: 4402.2 }]),
        ],
      },
    }),
    'bootup-time': audit('bootup-time', { displayValue: '2.5 s', metricSavings: { TBT: 1950 }, details: table([{ url: `${origin}/main.js`, total: 1456.07 }]) }),
    'render-blocking-resources': audit('render-blocking-resources', {
      score: 0.5,
      metricSavings: { FCP: 0, LCP: 0 },
      details: { type: 'opportunity', items: [{ url: `${origin}/remotes/mf-legal/styles.css`, wastedMs: 339 }] },
    }),
    'dom-size': audit('dom-size', { metricSavings: { TBT: 200 }, details: table([{ statistic: 'Total DOM Elements', value: { type: 'numeric', value: 1068 } }]) }),
    'uses-long-cache-ttl': audit('uses-long-cache-ttl', { score: 1 }),
    'long-tasks': audit('long-tasks', {
      scoreDisplayMode: 'informative',
      details: table([{ url: `${origin}/a.js`, duration: 120, startTime: 900 }, { url: `${origin}/main.js`, duration: 1501, startTime: 1615.9 }]),
    }),
    'color-contrast': audit('color-contrast', { scoreDisplayMode: 'binary', details: table([{ node: { selector: 'footer a' } }]) }),
    'meta-description': audit('meta-description', { scoreDisplayMode: 'binary', score: 1 }),
  },
  categories: {
    performance: {
      auditRefs: ['largest-contentful-paint-element', 'bootup-time', 'render-blocking-resources', 'dom-size', 'uses-long-cache-ttl', 'long-tasks'].map((id) => ({ id, weight: 0, group: 'diagnostics' })),
    },
    accessibility: { auditRefs: [{ id: 'color-contrast', weight: 7 }] },
    'best-practices': { auditRefs: [] },
    seo: { auditRefs: [{ id: 'meta-description', weight: 1 }] },
  },
} as unknown as Result;

describe('findingsOf', () => {
  const findings = findingsOf(report, origin);

  it('reports the LCP element with its phases, and the observed paint times', () => {
    expect(findings.lcpElement).toEqual({ selector: 'main p.mt-6', text: 'The General Data Protection Regulation…', phases: { TTFB: 489, 'Render Delay': 4402 } });
    expect(findings.observed).toEqual({ fcpMs: 675, lcpMs: 2250, domContentLoadedMs: 510, loadMs: 915, requestsBeforeLcp: 2, kbBeforeLcp: 37.1 });
  });

  it('ranks the failed diagnostics by their estimated savings, with their heaviest items on the site’s paths', () => {
    expect(findings.performance).toEqual([
      'bootup-time (2.5 s; saves TBT 1950 ms): /main.js: total 1456 ms',
      'dom-size (saves TBT 200 ms): Total DOM Elements: 1068',
      'largest-contentful-paint-element',
      'render-blocking-resources: /remotes/mf-legal/styles.css: wastedMs 339 ms',
    ]);
  });

  it('lists the longest tasks first', () => {
    expect(findings.longTasks).toEqual(['/main.js: 1501 ms @ 1616 ms', '/a.js: 120 ms @ 900 ms']);
  });

  it('lists the failed audits of the other categories only', () => {
    expect(findings.other).toEqual(['color-contrast: footer a']);
  });
});

describe('describeTtiCause', () => {
  it('gives each estimate with its weight and the task that ends it on the site’s paths, or says it is the LCP', () => {
    const task = { realMs: 12.7, simulatedMs: 51, endMs: 1915, urls: [`${origin}/67.js`, 'https://cdn.example/x.js'] };
    expect(describeTtiCause({ ttiMs: 1599, optimistic: { ms: 1213 }, pessimistic: { ms: 1915, lastLongTask: task }, lastScriptMs: 2560 }, origin)).toBe(
      'TTI 1599 ms = 0.45 × optimistic 1213 ms (the LCP) + 0.55 × pessimistic 1915 ms (a task of 12.7 ms, 51 simulated, ending at 1915: /67.js, https://cdn.example/x.js); the last script arrived at 2560 ms',
    );
  });

  it('is the findings’ TTI line when the run’s cause is known', () => {
    const cause = { ttiMs: 1213, optimistic: { ms: 1213 }, pessimistic: { ms: 1213 }, lastScriptMs: 900 };
    expect(findingsOf(report, origin, cause).tti).toBe(describeTtiCause(cause, origin));
    expect(findingsOf(report, origin).tti).toBeUndefined();
  });
});
