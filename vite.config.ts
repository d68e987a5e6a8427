// Vite for the app and its dev and preview servers (which serve the demo API or proxy a real one).
// The tests' settings are in vitest.config.ts.
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
    // The size report (scripts/check-size.mjs) reads which files the first screen loads from here.
    manifest: true,
  },
});
