/// <reference types="vitest/config" />
// Vite for the app, its dev and preview servers (which serve the demo API or proxy a real one), and Vitest.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dataViewsApi } from './server/vite-plugin.ts';
import { buildSteps } from './build/index.ts';

/** STOCK_BUILD=1: Vite's own build (React and the API plugin only), to compare or to rule out the
 * build steps of build/ (docs/performance.md). */
const STOCK = process.env.STOCK_BUILD === '1';

export default defineConfig({
  plugins: [react(), dataViewsApi(), ...(STOCK ? [] : buildSteps())],
  // No CORS: the app calls its own origin; no other site's page may read the API through it.
  server: { port: 5173, cors: false },
  preview: { port: 4173, cors: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // The size budget (scripts/check-size.mjs) reads which files the first screen loads from here.
    manifest: true,
    // Packages' unused parts left out of the first screen (docs/performance.md; off: STOCK_BUILD=1):
    // - React Router's Form, fetchers and prefetching links, 4.4 KB gzip: its built code writes
    //   `X.displayName = …` at the top level and calls `React10.forwardRef(…)` unmarked, both of
    //   which would keep every component. An upgrade that renames that import shows up as ~4 KB
    //   over budget in `npm run test:size`.
    // - nuqs' unused ready-made parsers, 0.16 KB: it builds them at its top level with unmarked
    //   `createParser(…)` calls, which only make objects.
    rolldownOptions: STOCK
      ? {}
      : {
          treeshake: {
            propertyWriteSideEffects: false,
            manualPureFunctions: ['React10', 'createParser', 'createMultiParser'],
          },
        },
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
