import { expect, test } from 'vitest';
import { sharedSingletons } from './sharedSingletons';

const singletonKeys = ['react', 'react/', 'react-dom', 'react-dom/', 'react-router', '@tanstack/react-query', 'sonner'];

test('a remote asks for the range of the version it was built with, which the runtime and the release check hold the shell’s copy to', () => {
  const shared = sharedSingletons();
  for (const key of singletonKeys) {
    expect(shared[key as keyof typeof shared].singleton, key).toBe(true);
    expect(shared[key as keyof typeof shared].requiredVersion, key).toMatch(/^\^\d+\.\d+\.\d+/);
  }
  expect(shared['shared/'].requiredVersion).toBe(false);
});

test('the shell asks for no range: its own copies are the ones loaded first, and every package is still one instance', () => {
  const remote = sharedSingletons();
  const shell = sharedSingletons({ host: true });
  expect(Object.keys(shell)).toEqual(Object.keys(remote));
  for (const key of [...singletonKeys, 'shared/']) {
    expect(shell[key as keyof typeof shell]).toEqual({ ...remote[key as keyof typeof remote], requiredVersion: false });
  }
});
