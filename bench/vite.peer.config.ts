// Builds the benchmark's peer pages (AG Grid Community over the same rows, the chart peers, the
// first rows' and first chart's floors) apart from the app build.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The runner copies this build under the app's preview folder, so the peer is served from the
// same origin and the same demo API as the app, and reads the same sessionStorage key.
export const PEER_BASE = '/bench-peer/';

export default defineConfig({
  root: fileURLToPath(new URL('./peer', import.meta.url)),
  base: PEER_BASE,
  // The app's public/ folder (favicon) is not the peer's business.
  publicDir: false,
  logLevel: 'warn',
  build: {
    target: 'es2022',
    outDir: process.env.BENCH_PEER_OUT_DIR ?? '/tmp/dist-bench-peer',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 2000,
    rollupOptions: {
      // The AG Grid page, and the chart peers (uPlot, Apache ECharts) drawing the same histories.
      input: {
        index: fileURLToPath(new URL('./peer/index.html', import.meta.url)),
        'chart-uplot': fileURLToPath(new URL('./peer/chart-uplot.html', import.meta.url)),
        'chart-echarts': fileURLToPath(new URL('./peer/chart-echarts.html', import.meta.url)),
        // The floor for the first rows: the same rows fetched and shown with no framework.
        'first-rows-floor': fileURLToPath(new URL('./peer/first-rows-floor.html', import.meta.url)),
        // And for a player's first chart: the same history drawn as one SVG line.
        'first-chart-floor': fileURLToPath(
          new URL('./peer/first-chart-floor.html', import.meta.url),
        ),
      },
    },
  },
});
