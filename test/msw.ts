// MSW for unit and component tests: any origin's /v1/* and /__demo-api go to the demo API handler.
import { afterAll, afterEach, beforeAll } from 'vitest';
import { http, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { createDemoApiHandler } from '../demo-api/handler.ts';
import type { DemoApiOptions } from '../demo-api/options.ts';

/**
 * One MSW handler serving the demo API with these options, e.g.
 * `server.use(demoApiRoute({ shape: 'columnar' }))` inside a test.
 */
export function demoApiRoute(options: Partial<DemoApiOptions> = {}): HttpHandler {
  // Built once per route, so an error-rate sequence runs on across requests instead of restarting.
  const handle = createDemoApiHandler(options);
  return http.all(
    ({ request }) => {
      const { pathname } = new URL(request.url);
      return pathname.startsWith('/v1/') || pathname === '/__demo-api';
    },
    ({ request }) => handle(request),
  );
}

export const server = setupServer(demoApiRoute());

/**
 * Starts MSW for the calling test file with the demo API (optionally with other options), fails on
 * any request nothing answers, and undoes per-test `server.use(...)` overrides after each test.
 */
export function useDemoApi(options: Partial<DemoApiOptions> = {}): void {
  const route = (): HttpHandler => demoApiRoute(options);
  beforeAll(() => {
    server.resetHandlers(route());
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    // A fresh route per test: each starts the same error-rate sequence, so tests stay independent.
    server.resetHandlers(route());
  });
  afterAll(() => {
    server.close();
  });
}

/**
 * Holds every GET of `path` (an MSW path: a view's, with `*` for any origin) back until the
 * returned function is called; the demo API then answers them. For a test of what shows meanwhile.
 */
export function holdBack(path: string): () => void {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    // A handler that returns nothing passes the request on to the next one.
    http.get(path, async () => {
      await released;
    }),
  );
  return release;
}
