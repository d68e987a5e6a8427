// End-to-end tests: the built app and the demo API under `vite preview`, driven in Chromium.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4317);
// A separate build folder lets several checkouts' builds sit side by side.
const outDir = process.env.E2E_DIST ?? 'dist';

export default defineConfig({
  testDir: './test/e2e',
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
    trace: 'retain-on-failure',
    viewport: { width: 1366, height: 860 },
  },
  webServer: {
    // test:e2e builds first; preview serves that build with the demo API on one port.
    command: `npx vite preview --outDir ${outDir} --port ${port} --strictPort --host 127.0.0.1`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { DEMO_API_SCALE: 'normal', DEMO_API_LATENCY_MS: '0', DEMO_API_ERROR_RATE: '0' },
  },
});
