/** web-vitals as the reporter's tests replace it (`vi.mock('web-vitals', () => import('./webVitals.testkit'))`): each metric's last callback, for the test to call. */
export type Report = (metric: { name: string; value: number }) => void;

export const reporters = new Map<string, Report>();
const on = (name: string) => (report: Report) => void reporters.set(name, report);
export const onLCP = on('LCP');
export const onINP = on('INP');
export const onCLS = on('CLS');
export const onFCP = on('FCP');
export const onTTFB = on('TTFB');
