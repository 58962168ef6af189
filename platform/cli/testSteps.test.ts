import { describe, expect, it } from 'vitest';
import { stepTimesTable } from './testSteps';

describe('npm test’s table of step times', () => {
  it('gives each step its time, marks a failed one, and ends with the total', () => {
    const table = stepTimesTable([
      { title: 'Type check', ms: 52_400, passed: true },
      { title: 'End-to-end tests', ms: 1_021_600, passed: true },
      { title: 'Development mode', ms: 61_000, passed: false },
    ]);
    expect(table.split('\n')).toEqual([
      'Step times:',
      '  ✔ Type check               52 s',
      '  ✔ End-to-end tests  17 min 02 s',
      '  ✖ Development mode   1 min 01 s',
      '  Total               18 min 55 s',
    ]);
  });
});
