// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, expect, test, vi } from 'vitest';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RouteError } from './RouteError';

afterEach(cleanup);

function Thrower(): never {
  throw new Error('Cannot read the navigation data');
}

test('a render failure shows the error screen with its message', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([{ path: '/', element: <Thrower />, errorElement: <RouteError /> }]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('Cannot read the navigation data')).toBeTruthy();
});

test('an error response shows its status and text', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw data('The page service is down for maintenance', { status: 503, statusText: 'Service Unavailable' });
      },
      element: <p>never shown</p>,
      errorElement: <RouteError />,
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy();
  expect(screen.getByText('503 Service Unavailable')).toBeTruthy();
  expect(screen.getByText('The page service is down for maintenance')).toBeTruthy();
});
