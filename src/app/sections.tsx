// Each section of the route manifest (src/routes.json) made real: its screen, a lazily loaded chunk
// of its own, and its loader, which starts the URL's first requests (the section's firstRequests)
// through the query cache while that chunk downloads; the screen then finds them in the cache.
//
// Declarative routes with this loader, not React Router's data router (createBrowserRouter +
// loader → ensureQueryData): measured on this app, the data router adds 16.3 KB gzip to the first
// screen (scripts/check-size.mjs: 128.8 KB → 145.1 KB), over the 130 KB budget of issue 40.
import { lazy, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../api/client.ts';
import { prefetchRequests, type SectionLoader } from '../api/prefetch.ts';
import { moduleLoader, type ModuleLoader } from '../lib/module-loader.ts';
import { SECTIONS, sectionAt, type Section } from '../routes.ts';

type ScreenModule = { default: ComponentType };

// Keyed by path from this folder; the manifest names each module from the project root.
const screenModules = import.meta.glob<ScreenModule>('../features/*/*-routes.tsx');
// Each a small chunk of its own, out of the first screen's code: the landing section's is in the
// early script's file (loaded already), and each other section's page preloads its own
// (server/section-pages.ts), so it is in by the time the entry runs.
const loaderModules = import.meta.glob<SectionLoader>('../features/*/first-requests.ts', {
  import: 'loader',
});

function fromManifest<T>(modules: Record<string, T>, path: string): T {
  const found = modules[path.replace(/^src\//, '../')];
  if (!found) throw new Error(`src/routes.json names ${path}, which does not exist`);
  return found;
}

interface SectionScreen {
  readonly Screen: ComponentType;
  /** Downloads the screen's chunk; once it is in, the screen renders without suspending. */
  readonly preload: () => Promise<void>;
}

/**
 * React.lazy until the chunk has loaded, the component itself after. A screen whose chunk arrived
 * before React first drew it renders at once, with no loading fallback: React keeps a fallback it
 * has shown on screen for at least 300 ms, which held the first rows back by about 200 ms after
 * both their data and their code had arrived.
 */
function sectionScreen(importer: () => Promise<ScreenModule>): SectionScreen {
  const code = moduleLoader(importer);
  const Lazy = lazy(code.load);
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType>(() => code.loaded()?.default ?? Lazy);
    return <Component />;
  }
  return { Screen, preload: () => code.load().then(() => undefined) };
}

interface LoadedSection {
  readonly path: Section['path'];
  readonly screen: SectionScreen;
  readonly loader: ModuleLoader<SectionLoader>;
}

export const sections: readonly LoadedSection[] = SECTIONS.map(({ path, module, loader }) => ({
  path,
  screen: sectionScreen(fromManifest(screenModules, module)),
  loader: moduleLoader(fromManifest(loaderModules, loader)),
}));

function loadedSectionAt(url: URL): LoadedSection | undefined {
  const section = sectionAt(url.pathname);
  return sections.find((s) => s.path === section?.path);
}

/**
 * The route loader: starts the first requests of the URL's section (those the cache has not seen)
 * and any code its screen needs at once. Returns at once: a screen shows its own loading and
 * error states. The entry (main.tsx) runs it before React's first render, the router on every
 * later change of URL; a repeat finds the requests in the cache and starts nothing.
 */
export function runSectionLoader(client: QueryClient, conn: Connection, url: URL): void {
  const code = loadedSectionAt(url)?.loader;
  if (!code) return;
  const run = (loader: SectionLoader) => {
    prefetchRequests(client, conn, loader.firstRequests(url));
    loader.preloadCode?.(url);
  };
  const loaded = code.loaded();
  // Once its module is in, at once; before, as soon as it arrives (failed: the screen retries).
  if (loaded) run(loaded);
  else code.load().then(run, () => undefined);
}

/**
 * Downloads the code of the URL's section. Resolves true once it is in, false when the URL is in
 * no section or the download failed (the screen's own lazy load then tries again and reports).
 */
export function preloadSectionScreen(url: URL): Promise<boolean> {
  const screen = loadedSectionAt(url)?.screen;
  if (!screen) return Promise.resolve(false);
  return screen.preload().then(
    () => true,
    () => false,
  );
}
