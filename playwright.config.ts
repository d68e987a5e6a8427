// End-to-end tests in Chromium: the built app under the production server (`npm run serve`), with the
// bundled demo API, and through the proxy against the demo API run as separate upstream servers.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findTestChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
// A separate build folder lets several checkouts' builds sit side by side.
const outDir = process.env.E2E_DIST ?? 'dist';
// The production server as built (`vite build` writes dist-server/), run by plain Node: this one, or
// SERVER_NODE (e.g. the current LTS from `node scripts/lts-node.mjs`).
const serverNode = process.env.SERVER_NODE ?? 'node';

/** Rows per upstream page: small, so every screen's data spans many pages. */
export const E2E_PAGE_SIZE = 250;

/** The servers' ports: the app under test and the upstreams behind the proxied ones. */
export const ports = {
  app: port,
  pagedApi: port + 1,
  pagedApp: port + 2,
  linkApi: port + 3,
  linkApp: port + 4,
  hostileApi: port + 5,
  hostileApp: port + 6,
};
const quiet = { ACCESS_LOG: 'off', DEMO_API_LATENCY_MS: '0', DEMO_API_ERROR_RATE: '0' };

function appServer(appPort: number, env: Record<string, string>) {
  return {
    command: `${serverNode} dist-server/main.js --dist ${outDir} --port ${appPort} --host 127.0.0.1`,
    url: `http://127.0.0.1:${appPort}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...quiet, DEMO_API_SCALE: 'normal', ...env },
  };
}

function upstreamServer(apiPort: number, env: Record<string, string>) {
  return {
    command: `${serverNode} dist-server/demo-api.js --port ${apiPort} --host 127.0.0.1`,
    url: `http://127.0.0.1:${apiPort}${env.DEMO_API_BASE_PATH ?? ''}/__demo-api`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { ...quiet, DEMO_API_SCALE: 'normal', DEMO_API_PAGE_SIZE: String(E2E_PAGE_SIZE), ...env },
  };
}

const use = {
  browserName: 'chromium' as const,
  launchOptions: { executablePath: findTestChromium() ?? undefined, args: CHROMIUM_ARGS },
  // No trace by default: recording one costs every test its DOM snapshots, passing or not (a sixth
  // of the suite's time on two cores, measured). A failure keeps a screenshot and Playwright's
  // error context (the page's accessibility tree); E2E_TRACE=1 records traces and keeps those of
  // failed tests (actions, DOM snapshots, network), without the screencast, whose frames cost the
  // page under test long tasks of their own that the hostile tests' freeze checks then counted.
  trace:
    process.env.E2E_TRACE === '1'
      ? { mode: 'retain-on-failure' as const, screenshots: false }
      : ('off' as const),
  screenshot: 'only-on-failure' as const,
  viewport: { width: 1366, height: 860 },
};

export default defineConfig({
  testDir: './test/e2e',
  // Generous limits: every wait is on something a person would see, and a loaded 2-core machine
  // may need long for it; a passing test waits no longer for them. No retries, CI included: a test
  // that needs a second try is a defect to fix.
  timeout: 180_000,
  expect: { timeout: 20_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use,
  projects: [
    {
      name: 'demo',
      testIgnore: /(proxy|hostile)\.spec\.ts/,
      use: { ...use, baseURL: `http://127.0.0.1:${ports.app}` },
    },
    {
      // A DRF-style upstream under a base path: { count, next, previous, results }, absolute links.
      name: 'proxy-paged',
      testMatch: /proxy\.spec\.ts/,
      use: { ...use, baseURL: `http://127.0.0.1:${ports.pagedApp}` },
    },
    {
      // An upstream that pages with a Link header and X-Total-Count, each page a bare array.
      name: 'proxy-link',
      testMatch: /proxy\.spec\.ts/,
      use: { ...use, baseURL: `http://127.0.0.1:${ports.linkApp}` },
    },
    {
      // A service that sends what once froze, spoofed or flooded the app (test/e2e/hostile-upstream.ts).
      name: 'hostile',
      testMatch: /hostile\.spec\.ts/,
      use: { ...use, baseURL: `http://127.0.0.1:${ports.hostileApp}` },
    },
  ],
  webServer: [
    appServer(ports.app, {}),
    // The separate services write positions as codes (GK, DF, MF, FW), as a real one may.
    upstreamServer(ports.pagedApi, {
      DEMO_API_SHAPE: 'paged',
      DEMO_API_BASE_PATH: '/svc',
      DEMO_API_POSITIONS: 'codes',
    }),
    appServer(ports.pagedApp, { DATA_VIEWS_UPSTREAM: `http://127.0.0.1:${ports.pagedApi}/svc` }),
    upstreamServer(ports.linkApi, { DEMO_API_SHAPE: 'link', DEMO_API_POSITIONS: 'codes' }),
    appServer(ports.linkApp, { DATA_VIEWS_UPSTREAM: `http://127.0.0.1:${ports.linkApi}` }),
    {
      command: `npx tsx test/e2e/hostile-upstream.ts --port ${ports.hostileApi}`,
      // Ready once it refuses a call without a key (Playwright counts a 401 as up).
      url: `http://127.0.0.1:${ports.hostileApi}/v1/data/views/fighter_ratings/available_dates`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    appServer(ports.hostileApp, { DATA_VIEWS_UPSTREAM: `http://127.0.0.1:${ports.hostileApi}` }),
  ],
});
