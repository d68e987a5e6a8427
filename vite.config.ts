/// <reference types="vitest/config" />
// Vite for the app, its dev and preview servers (which serve the demo API or proxy a real one), and Vitest.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dataViewsApi } from './server/vite-plugin.ts';
import { buildSteps } from './build/index.ts';
import { serverBundle } from './build/server-bundle.ts';

/** STOCK_BUILD=1: Vite's own build (React and the API plugin only), to compare or to rule out the
 * build steps of build/ (docs/performance.md). */
const STOCK = process.env.STOCK_BUILD === '1';

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
    // The size budget (scripts/check-size.mjs) reads which files the first screen loads from here.
    manifest: true,
    // nuqs builds its ready-made parsers at its top level with unmarked `createParser(…)` calls,
    // which only make objects: marked pure, the unused ones are left out (0.16 KB of the first
    // screen). Off: STOCK_BUILD=1 (docs/performance.md).
    rolldownOptions: STOCK
      ? {}
      : { treeshake: { manualPureFunctions: ['createParser', 'createMultiParser'] } },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}', 'demo-api/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    testTimeout: 20_000,
    pool: 'threads',
    css: false,
    // nuqs imports react-router itself: processed by Vite like the app, both get the one copy
    // (externalised, Node would load react-router's other build, with a Router context of its own).
    server: { deps: { inline: ['nuqs'] } },
  },
});
