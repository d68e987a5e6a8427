/// <reference types="vitest/config" />
// Vite for the app, its dev and preview servers (which serve the demo API or proxy a real one), and Vitest.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { dataViewsApi } from './server/vite-plugin.ts';
import { earlyScript } from './server/early-script.ts';
import { firstScreenChunks } from './server/first-screen-chunks.ts';
import { precompress } from './server/precompress.ts';
import { preloadSections } from './server/preload-sections.ts';
import { reactRouterShaking } from './server/react-router-shaking.ts';
import { LANDING_ROUTE, SECTION_PAGES } from './server/section-pages.ts';

/** The page's first script: an entry of its own, and a file of its own on the first screen. */
const EARLY_SCRIPT = 'src/early.ts';

export default defineConfig({
  plugins: [
    react(),
    // React Router's unused parts (Form, fetchers, prefetch links) left out of the first screen.
    reactRouterShaking(),
    dataViewsApi(),
    // The landing screen's first requests start from a script of their own, ahead of the app's code.
    earlyScript(EARLY_SCRIPT),
    // Each page preloads its own screen's code: index.html Fighters (where `/` leads), and a copy
    // per section for the production server to send on that section's paths.
    preloadSections(LANDING_ROUTE, SECTION_PAGES),
    // The first screen's code in four files, not ten: the first script's, the app's (with what the
    // landing screen shares with the rest), and the landing screen's own.
    firstScreenChunks({ page: 'index.html', early: EARLY_SCRIPT, landing: LANDING_ROUTE }),
    precompress(),
  ],
  // No CORS: the app calls its own origin; no other site's page may read the API through it.
  server: { port: 5173, cors: false },
  preview: { port: 4173, cors: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    // No modulepreload polyfill (0.2 KB gzip in the entry, run on every load): every browser since
    // Safari 17 and Firefox 115 preloads natively, and one without it still loads every module,
    // only without the head start.
    modulePreload: { polyfill: false },
    // The size budget (scripts/check-size.mjs) reads which files the first screen loads from here.
    manifest: true,
    // nuqs makes its ready-made parsers at its module's top level (`const parseAsHex =
    // createParser({…})`) with no pure mark, so each would be kept as a possible side effect; the
    // call only builds an object, so unused ones are dropped (0.16 KB gzip of the first screen).
    rolldownOptions: { treeshake: { manualPureFunctions: ['createParser', 'createMultiParser'] } },
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
