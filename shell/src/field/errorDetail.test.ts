import { describe, expect, it } from 'vitest';
import { cleanMessage, detailLimits, errorDetail, framesOf } from './errorDetail';

describe("an error signal's detail", () => {
  it('takes query strings and e-mail addresses out of the message and cuts it short', () => {
    expect(cleanMessage('Failed to fetch https://api.example/x?token=s3cret&user=ana#top for ana.lopez+tag@mail.example.org')).toBe(
      'Failed to fetch https://api.example/x#top for [email]',
    );
    expect(cleanMessage('x'.repeat(500))).toHaveLength(detailLimits.message);
  });

  it("reads the top frames of V8's, Firefox's and Safari's stacks, each URL without its query", () => {
    const v8 = [
      'TypeError: Cannot read properties of undefined',
      '    at GdprPage (https://www.stayvia.com/releases/legal/0123456789ab/812.a1b2c3d4e5.js?v=1:2:345)',
      '    at https://www.stayvia.com/main.js:1:10',
      ...Array.from({ length: 10 }, (_, i) => `    at f${i} (https://www.stayvia.com/x.js:1:${i})`),
    ].join('\n');
    expect(framesOf(v8).slice(0, 2)).toEqual([
      { fn: 'GdprPage', file: 'https://www.stayvia.com/releases/legal/0123456789ab/812.a1b2c3d4e5.js', line: 2, column: 345 },
      { file: 'https://www.stayvia.com/main.js', line: 1, column: 10 },
    ]);
    expect(framesOf(v8)).toHaveLength(detailLimits.frames);
    expect(framesOf('GdprPage@https://www.stayvia.com/releases/legal/0123456789ab/1.js:3:7\n@https://www.stayvia.com/main.js:1:2')).toEqual([
      { fn: 'GdprPage', file: 'https://www.stayvia.com/releases/legal/0123456789ab/1.js', line: 3, column: 7 },
      { file: 'https://www.stayvia.com/main.js', line: 1, column: 2 },
    ]);
    expect(framesOf('a reason without a stack')).toEqual([]);
  });

  it('says only what it has', () => {
    expect(errorDetail({ kind: 'rejection', source: 'a reason' })).toEqual({});
    expect(errorDetail({ kind: 'uncaught', source: 'x', type: 'RangeError', message: 'mail me at a@b.io' })).toEqual({ type: 'RangeError', message: 'mail me at [email]' });
  });
});
