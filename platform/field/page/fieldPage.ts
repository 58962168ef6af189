/**
 * The `/_site/field` page's script (bundled by fieldPage.ts with esbuild, uPlot included): per area, a table of
 * the live and previous releases' figures and two uPlot charts over time — page views with the error rate, and
 * the p75 of LCP and INP — with each release and rollback of the area marked as a vertical line and listed
 * below. The tables are the charts' text alternative. Then its top error groups per release, with their mapped frame;
 * a group new in a running canary is marked "new in the canary". Every text is set as text: nothing a beacon carried
 * can run as script.
 */
import uPlot from 'uplot';
import type { FieldReport, AreaReport } from '../fieldReport';
import type { ErrorReport, ReleaseErrors } from '../errorReport';

const colours = { views: '#1d4ed8', errors: '#b91c1c', lcp: '#047857', inp: '#7c3aed', release: '#0f172a', rollback: '#b45309' };

const el = <K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, children: (Node | string)[] = []) => {
  const element = Object.assign(document.createElement(tag), props);
  element.append(...children);
  return element;
};

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const ms = (value: number | null) => (value === null ? '—' : `${Math.round(value).toLocaleString('en')} ms`);

function summary(area: AreaReport): HTMLElement {
  const columns = area.releases.filter((column) => column.role !== 'other').slice(0, 4);
  if (!columns.length) return el('p', { textContent: 'No signals in this window.' });
  // Scrolls sideways on a narrow screen rather than widening the page.
  const header = el('tr', {}, [el('th', { scope: 'col', textContent: 'Figure' }), ...columns.map(({ role, figures }) => el('th', { scope: 'col', textContent: `${figures.release} (${role}${figures.cohort === 'stable' ? '' : `, ${figures.cohort}`})` }))]);
  const row = (label: string, cell: (column: (typeof columns)[number]) => string) => el('tr', {}, [el('th', { scope: 'row', textContent: label }), ...columns.map((column) => el('td', { textContent: cell(column) }))]);
  const table = el('table', {}, [
    el('caption', { textContent: `${area.area}: live release beside the previous one` }),
    el('thead', {}, [header]),
    el('tbody', {}, [
      row('Page views', ({ figures }) => figures.views.toLocaleString('en')),
      row('Error rate (95 % interval)', ({ figures: { errorRate } }) => `${percent(errorRate.rate)} (${percent(errorRate.low)}–${percent(errorRate.high)})`),
      ...(['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const).map((name) =>
        row(`${name} p75`, ({ figures }) => {
          const { p75, count } = figures.vitals[name];
          return p75 === null ? '—' : `${name === 'CLS' ? p75.toFixed(3) : ms(p75)} (n=${count})`;
        }),
      ),
      row('Clients', ({ figures }) => figures.clients.toLocaleString('en')),
    ]),
  ]);
  const wrap = el('div', { className: 'table-wrap', tabIndex: 0 }, [table]);
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', `${area.area} figures`);
  return wrap;
}

const when = (at: string) => `${at.replace('T', ' ').slice(0, 16)} UTC`;

/** The area's top error groups per release: one table. */
function errorsTable(area: string, releases: ReleaseErrors[]): HTMLElement {
  if (!releases.length) return el('p', { textContent: 'No errors in this window.' });
  const header = el('tr', {}, ['Release', 'Error', 'Count', 'Clients', 'First seen', 'Last seen', 'Where'].map((name) => el('th', { scope: 'col', textContent: name })));
  const rows = releases.flatMap((release) =>
    release.groups.map((group) =>
      el('tr', {}, [
        el('td', { textContent: `${release.release}${release.canary ? ' (canary)' : ''}` }),
        el('td', { textContent: `${group.newInCanary ? 'New in the canary: ' : ''}${group.type}${group.message ? `: ${group.message}` : ''}` }),
        el('td', { textContent: group.count.toLocaleString('en') }),
        el('td', { textContent: group.clients.toLocaleString('en') }),
        el('td', { textContent: when(group.firstSeen) }),
        el('td', { textContent: when(group.lastSeen) }),
        el('td', { textContent: group.frames[0] ? `${group.frames[0].fn ? `${group.frames[0].fn} ` : ''}${group.frames[0].at}${group.frames[0].mapped ? '' : ' (no source map)'}` : '—' }),
      ]),
    ),
  );
  const wrap = el('div', { className: 'table-wrap', tabIndex: 0 }, [el('table', { className: 'errors' }, [el('caption', { textContent: `${area}: top errors per release` }), el('thead', {}, [header]), el('tbody', {}, rows)])]);
  wrap.setAttribute('role', 'region');
  wrap.setAttribute('aria-label', `${area} errors`);
  return wrap;
}

/** uPlot draws the release log's marks on its canvas: a vertical line at each release or rollback. */
function marksPlugin(marks: { at: number; rollback: boolean }[]): uPlot.Plugin {
  return {
    hooks: {
      draw: [
        (u) => {
          const { ctx } = u;
          const { top, height } = u.bbox;
          ctx.save();
          ctx.lineWidth = 2 * uPlot.pxRatio;
          for (const mark of marks) {
            const x = Math.round(u.valToPos(mark.at, 'x', true));
            ctx.strokeStyle = mark.rollback ? colours.rollback : colours.release;
            ctx.setLineDash(mark.rollback ? [6 * uPlot.pxRatio, 4 * uPlot.pxRatio] : []);
            ctx.beginPath();
            ctx.moveTo(x, top);
            ctx.lineTo(x, top + height);
            ctx.stroke();
          }
          ctx.restore();
        },
      ],
    },
  };
}

function chart(container: HTMLElement, title: string, data: uPlot.AlignedData, series: uPlot.Series[], axes: uPlot.Axis[], marks: { at: number; rollback: boolean }[], range: [number, number]) {
  const figure = el('figure', { className: 'chart' });
  figure.setAttribute('role', 'group');
  const caption = el('figcaption', { textContent: title });
  figure.append(caption);
  container.append(figure);
  const width = Math.max(280, Math.min(900, figure.clientWidth));
  const plot = new uPlot(
    { title: undefined, width, height: 220, series, axes, scales: { x: { time: true, range: () => range }, views: { range: (_u, _min, max) => [0, Math.max(4, max)] }, '%': { range: (_u, _min, max) => [0, Math.max(5, max)] }, ms: { range: (_u, _min, max) => [0, Math.max(100, max)] } }, plugins: [marksPlugin(marks)], legend: { live: false } },
    data,
    figure,
  );
  plot.root.setAttribute('aria-hidden', 'true');
}

/** Appends the area's section to `target` (in place first: the charts take its width). */
function areaSection(report: FieldReport, errors: ErrorReport | undefined, area: AreaReport, target: HTMLElement) {
  const id = `area-${area.area}`;
  const section = el('section', { id: `${id}-section` }, [el('h2', { id, textContent: area.area })]);
  section.setAttribute('aria-labelledby', id);
  target.append(section);
  section.append(summary(area));
  const points = report.series[area.area] ?? [];
  const xs = points.map((point) => Date.parse(point.at) / 1000);
  const marks = report.marks.filter((mark) => mark.target === area.area).map((mark) => ({ at: Date.parse(mark.at) / 1000, rollback: mark.action === 'rollback' }));
  const range: [number, number] = [Date.parse(report.since) / 1000, Date.parse(report.until) / 1000];
  const charts = el('div', { className: 'charts' });
  section.append(charts);
  chart(
    charts,
    `${area.area}: page views and error rate per ${report.bucketMinutes} min`,
    [xs, points.map((p) => p.views), points.map((p) => (p.errorRate === null ? null : p.errorRate * 100))],
    [{}, { label: 'Page views', stroke: colours.views, width: 2, scale: 'views' }, { label: 'Error rate %', stroke: colours.errors, width: 2, scale: '%' }],
    [{}, { scale: 'views', label: 'views' }, { scale: '%', side: 1, label: '% errors', grid: { show: false } }],
    marks,
    range,
  );
  chart(
    charts,
    `${area.area}: p75 LCP and INP per ${report.bucketMinutes} min`,
    [xs, points.map((p) => p.lcpP75), points.map((p) => p.inpP75)],
    [{}, { label: 'LCP p75 (ms)', stroke: colours.lcp, width: 2, scale: 'ms' }, { label: 'INP p75 (ms)', stroke: colours.inp, width: 2, scale: 'ms' }],
    [{}, { scale: 'ms', label: 'ms' }],
    marks,
    range,
  );
  section.append(el('h3', { textContent: 'Errors' }), errors ? errorsTable(area.area, errors.releases.filter((release) => release.area === area.area)) : el('p', { textContent: 'The errors could not be read.' }));
  const listed = report.marks.filter((mark) => mark.target === area.area);
  section.append(
    el('h3', { textContent: 'Releases and rollbacks in this window' }),
    listed.length
      ? el('ul', { className: 'marks' }, listed.map((mark) => el('li', { textContent: `${mark.at.replace('T', ' ').slice(0, 16)} UTC ${mark.action === 'rollback' ? 'rollback' : 'release'} ${mark.from ?? '(none)'} → ${mark.to} (${mark.action === 'rollback' ? 'dashed' : 'solid'} line)` })))
      : el('p', { textContent: 'None.' }),
  );
}

async function show(since: string) {
  const target = document.getElementById('areas')!;
  const status = document.getElementById('status')!;
  status.textContent = 'Loading…';
  const [response, errorsResponse] = await Promise.all(['data', 'errors'].map((what) => fetch(`/_site/field/${what}?since=${encodeURIComponent(since)}`, { cache: 'no-store' })));
  if (!response!.ok) {
    status.textContent = `The figures could not be read: ${response!.status} ${await response!.text()}`;
    return;
  }
  const report = (await response.json()) as FieldReport;
  const errors = errorsResponse!.ok ? ((await errorsResponse!.json()) as ErrorReport) : undefined;
  target.replaceChildren();
  for (const area of report.areas) areaSection(report, errors, area, target);
  status.textContent = report.areas.length ? `Figures from ${report.since} to ${report.until}.` : 'No field signals in this window.';
  document.body.dataset.loaded = 'true';
}

const select = document.getElementById('since') as HTMLSelectElement;
select.addEventListener('change', () => void show(select.value));
void show(select.value);
