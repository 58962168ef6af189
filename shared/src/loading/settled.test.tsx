import { use } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { settled, trackSettlement } from './settled';

const Value = ({ of }: { of: Promise<string> }) => <p>{use(of)}</p>;

describe('promises use() reads at once once settled', () => {
  it('renders a tracked promise synchronously once it has settled (renderToString cannot wait)', async () => {
    const promise = trackSettlement(Promise.resolve('arrived'));
    expect(trackSettlement(promise)).toBe(promise);
    await promise;
    expect(renderToString(<Value of={promise} />)).toBe('<p>arrived</p>');
  });

  it('an untracked promise, even settled, suspends once', async () => {
    const promise = Promise.resolve('arrived');
    await promise;
    expect(() => renderToString(<Value of={promise} />)).toThrow();
  });

  it('a settled value is read at once', () => {
    expect(renderToString(<Value of={settled('now')} />)).toBe('<p>now</p>');
  });
});
