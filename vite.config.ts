/// <reference types="vitest/config" />
// Vite for the app, its dev and preview servers (which serve the demo API or proxy a real one), and Vitest.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dataViewsApi } from './server/vite-plugin.ts';
import { buildSteps } from './build/index.ts';
import { serverBundle } from './build/server-bundle.ts';

/** STOCK_BUILD=1: Vite's own build (React and the API plugin only), to compare or to rule out the
 * build steps of build/ (docs/performance.md). */
const STOCK = process.env.STOCK_BUILD === '1';

/** Test files that need a fresh module graph each (see `projects` below). */
const ISOLATED = [
  'test/unit/api-off-thread.test.ts',
  'test/unit/api-query-client.test.ts',
  'test/unit/demo-api.test.ts',
  'test/unit/football-chart-code.test.tsx',
  'test/unit/route-loaders.test.ts',
  'test/unit/section-preload.test.tsx',
];
const TESTS = ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'demo-api/**/*.test.ts'];
const EXCLUDED = ['test/e2e/**', 'node_modules/**'];

export default defineConfig({
  // serverBundle: every build also writes the production server as JavaScript (dist-server/).
  plugins: [react(), dataViewsApi(), serverBundle(), ...(STOCK ? [] : buildSteps())],
  // No CORS: the app calls its own origin; no other site's page may read the API through it.
  server: { port: 5173, cors: false },
  preview: { port: 4173, cors: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The size report (scripts/check-size.mjs) reads which files the first screen loads from here.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // Above Testing Library's 30 s wait (test/setup.ts), so a wait that fails says what it waited for.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Threads (cheaper to start than processes, 30 s of the unit stage). Node's BroadcastChannel
    // crosses threads, so one file's "sign out in every tab" reached another file's app: test/setup.ts
    // gives each thread a BroadcastChannel that reaches only its own.
    pool: 'threads',
    // Each worker first makes jsdom's bidi table once instead of on every `:dir()` match
    // (test/bidi-once.cjs).
    execArgv: ['--require', fileURLToPath(new URL('./test/bidi-once.cjs', import.meta.url))],
    // Every core: Vitest's default is one fewer than the machine has, which is a single worker on
    // two cores.
    maxWorkers: availableParallelism(),
    css: false,
    // Files share their worker's modules and environment (isolate: false): each file's own
    // environment and imports cost more than its tests (the 51 logic files: 118 s alone, 31 s
    // shared). test/setup.ts gives each file empty storage, no cookies and real timers. The files
    // in ISOLATED mock, reset or watch module loading: each gets a fresh module graph.
    projects: [
      {
        extends: true,
        test: {
          name: 'shared',
          isolate: false,
          include: TESTS,
          exclude: [...ISOLATED, ...EXCLUDED],
        },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, exclude: EXCLUDED } },
    ],
    // nuqs imports react-router itself: processed by Vite like the app, both get the one copy
    // (externalised, Node would load react-router's other build, with a Router context of its own).
    server: { deps: { inline: ['nuqs'] } },
  },
});
