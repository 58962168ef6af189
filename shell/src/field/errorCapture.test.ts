// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { addBoundaryError, captureUncaught, createErrorCapture, type CapturedError } from './errorCapture';

describe('createErrorCapture', () => {
  it('holds the errors met before the reporter takes them, the first twenty, then hands each on at once', () => {
    const capture = createErrorCapture();
    for (let i = 0; i < 25; i++) capture.add('uncaught', new Error(`early ${i}`));
    const taken: CapturedError[] = [];
    capture.take((error) => taken.push(error));
    expect(taken).toHaveLength(20);
    expect(taken[0]).toMatchObject({ kind: 'uncaught', source: expect.stringContaining('early 0') });
    capture.add('rejection', 'a reason without a stack');
    expect(taken.at(-1)).toEqual({ kind: 'rejection', source: 'a reason without a stack', area: undefined });
  });

  it("tells a remote that did not load from a render error, naming the boundary's area", () => {
    const capture = createErrorCapture();
    const taken: CapturedError[] = [];
    capture.take((error) => taken.push(error));
    const unavailable = Object.assign(new Error('The Legal area could not be loaded.'), { name: 'RemoteUnavailableError' });
    addBoundaryError(capture, unavailable, 'legal');
    addBoundaryError(capture, new TypeError('x is undefined'), 'legal');
    expect(taken.map(({ kind, area }) => [kind, area])).toEqual([
      ['remote-load', 'legal'],
      ['render', 'legal'],
    ]);
  });

  it('captures uncaught errors and unhandled rejections of the window', () => {
    const capture = createErrorCapture();
    const taken: CapturedError[] = [];
    capture.take((error) => taken.push(error));
    captureUncaught(capture);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('thrown'), message: 'thrown' }));
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', filename: 'https://x.example/releases/legal/aaaaaaaaaaaa/a.js' }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = new Error('rejected');
    window.dispatchEvent(rejection);
    expect(taken.map((error) => [error.kind, error.source.split('\n')[0]])).toEqual([
      ['uncaught', 'Error: thrown'],
      ['uncaught', 'Script error.'],
      ['rejection', 'Error: rejected'],
    ]);
    expect(taken[1].source).toContain('/releases/legal/aaaaaaaaaaaa/a.js');
  });
});
