import { describe, expect, it } from 'vitest';
import { UsageError } from '../cli/command';
import { canaryOptions } from './options';

describe("a canary's options", () => {
  it('take a tolerance in percentage points and a maximum duration in h, m or s; 24 h and the settings tolerance by default', () => {
    expect(canaryOptions({ canary: '10', by: 'ana' })).toEqual({ percent: 10, maxDurationMs: 24 * 3_600_000, by: 'ana' });
    expect(canaryOptions({ canary: '50', tolerance: '2.5', 'max-duration': '90m', by: 'ana' })).toEqual({ percent: 50, tolerance: 2.5, maxDurationMs: 90 * 60_000, by: 'ana' });
    expect(canaryOptions({ canary: '50', 'max-duration': '45s' })?.maxDurationMs).toBe(45_000);
  });

  it.each([
    [{ canary: '10', tolerance: '0' }, '--tolerance takes the percentage points'],
    [{ canary: '10', tolerance: '101' }, '--tolerance takes the percentage points'],
    [{ canary: '10', tolerance: 'wide' }, '--tolerance takes the percentage points'],
    [{ canary: '10', 'max-duration': '24' }, '--max-duration takes a duration such as 24h'],
    [{ canary: '10', 'max-duration': '0s' }, '--max-duration takes a duration such as 24h'],
    [{ canary: '10', 'max-duration': '31d' }, '--max-duration takes a duration such as 24h'],
    [{ tolerance: '1' }, '--tolerance and --max-duration go with --canary <percent> or --steps'],
  ])('refuse %j as a usage error naming the option', (values, message) => {
    expect(() => canaryOptions(values)).toThrow(UsageError);
    expect(() => canaryOptions(values)).toThrow(message);
  });
});
