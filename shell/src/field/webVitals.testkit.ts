/** web-vitals as the reporter's tests replace it (`vi.mock('web-vitals', () => import('./webVitals.testkit'))`): each metric's last callback, for the test to call, and its options. */
export type Report = (metric: { name: string; value: number }) => void;

export const reporters = new Map<string, Report>();
/** The options each metric was asked for with. */
export const options = new Map<string, unknown>();
const on = (name: string) => (report: Report, asked?: unknown) => {
  reporters.set(name, report);
  options.set(name, asked);
};
export const onLCP = on('LCP');
export const onINP = on('INP');
export const onCLS = on('CLS');
export const onFCP = on('FCP');
export const onTTFB = on('TTFB');
