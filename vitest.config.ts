// Vitest: the app's Vite config (vite.config.ts) and the tests' own settings.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { ByEnvironment } from './test/sequencer.ts';

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

export default mergeConfig(
  viteConfig,
  defineConfig({
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
      // A worker is kept for the next file only when that file wants the same environment, so the
      // files run grouped by environment (test/sequencer.ts).
      sequence: { sequencer: ByEnvironment },
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
  }),
);
