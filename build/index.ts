// The build steps vite.config.ts adds to the stock Vite build (STOCK_BUILD=1 leaves them out).
// Each file's first line says what it buys; docs/performance.md has the figures and how they were
// measured. BUILD_WITHOUT=<name>,<name> leaves single steps out, to measure or to rule one out.
import type { PluginOption } from 'vite';
import { precompress } from './precompress.ts';

export function buildSteps(without = process.env.BUILD_WITHOUT ?? ''): PluginOption[] {
  const off = new Set(without.split(',').map((name) => name.trim()));
  const steps: Record<string, () => PluginOption> = { precompress };
  return Object.entries(steps)
    .filter(([name]) => !off.has(name))
    .map(([, step]) => step());
}
