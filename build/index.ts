// The build steps vite.config.ts adds to the stock Vite build (STOCK_BUILD=1 leaves them all out).
// Each file's first line says what it buys; docs/performance.md has the figures and how they were
// measured. BUILD_WITHOUT=<name>,<name> leaves single steps out, to measure or to rule one out.
import type { PluginOption } from 'vite';
import { LANDING_ROUTE, SECTION_PAGES } from '../server/section-pages.ts';
import { earlyScript } from './early-script.ts';
import { firstScreenChunks } from './first-screen-chunks.ts';
import { precompress } from './precompress.ts';
import { preloadSections } from './preload-sections.ts';
import { reactRouterShaking } from './react-router-shaking.ts';

/** The early script: an entry of its own, and a file of its own on the first screen. */
const EARLY_SCRIPT = 'src/early.ts';

export function buildSteps(without = process.env.BUILD_WITHOUT ?? ''): PluginOption[] {
  const off = new Set(without.split(',').map((name) => name.trim()));
  const steps: Record<string, () => PluginOption> = {
    'react-router-shaking': reactRouterShaking,
    'early-script': () => earlyScript(EARLY_SCRIPT),
    'preload-sections': () => preloadSections(LANDING_ROUTE, SECTION_PAGES),
    'first-screen-chunks': () =>
      firstScreenChunks({ page: 'index.html', early: EARLY_SCRIPT, landing: LANDING_ROUTE }),
    precompress,
  };
  return Object.entries(steps)
    .filter(([name]) => !off.has(name))
    .map(([, step]) => step());
}
