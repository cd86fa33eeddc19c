import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { DEFAULT_APP_CONFIG } from '@/lib/app-config';
import { i18next } from '@/lib/i18n/i18n';

/**
 * Set-up shared by the component tests of screens that call the API (the console's screens in
 * both languages). Call once at the top of a test file: an msw server answers with
 * `handlers`, and /api/config with the defaults (an unhandled request fails the test) from before the file's first test to after
 * its last; after each test the screen is unmounted, stubbed variables (`TZ`) are restored and
 * the language is Indonesian again.
 */
export function mockApi(...handlers: RequestHandler[]): SetupServer {
  // Staff screens read the academy's time zone from the public configuration (decision 267): the server's defaults unless a test answers itself.
  const server = setupServer(...handlers, http.get('*/api/config', () => HttpResponse.json({ data: DEFAULT_APP_CONFIG })));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());
  afterEach(async () => {
    cleanup();
    vi.unstubAllEnvs();
    await i18next.changeLanguage('id');
  });
  return server;
}

/**
 * Renders `ui` with a fresh TanStack Query client that does not retry; with `route`, inside a
 * memory router at that URL (for screens that link or read the location).
 */
export function renderWithQuery(ui: ReactElement, opts: { route?: string } = {}): void {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const content = opts.route ? <RouterProvider router={createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [opts.route] })} /> : ui;
  render(<QueryClientProvider client={client}>{content}</QueryClientProvider>);
}
