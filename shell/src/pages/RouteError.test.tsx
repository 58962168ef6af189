// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { RouteErrorBoundary } from './RouteError';
import { createShellRuntime, ShellRuntimeProvider } from '../runtime';

afterEach(cleanup);

function Thrower(): never {
  throw new Error('Cannot read the navigation data');
}

const runtime = createShellRuntime({ areas: [], pathname: '/broken', settingsUrl: 'http://localhost/settings.json' });

function Site() {
  return (
    <ShellRuntimeProvider runtime={runtime}>
      <MemoryRouter initialEntries={['/broken']}>
        <Link to="/pricing">Pricing</Link>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Thrower />} />
            <Route path="/pricing" element={<h1>Plans and pricing</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </MemoryRouter>
    </ShellRuntimeProvider>
  );
}

test('a render failure shows the error screen with its message', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Site />);
  expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('Cannot read the navigation data')).toBeTruthy();
  // The failure is kept for the field reporter, as a render error.
  const taken: string[] = [];
  runtime.errors.take(({ kind }) => taken.push(kind));
  expect(taken).toContain('render');
});

test('moving to another page leaves the error screen for that page', () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<Site />);
  fireEvent.click(screen.getByRole('link', { name: 'Pricing' }));
  expect(screen.getByRole('heading', { name: 'Plans and pricing' })).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).toBeNull();
});
