// A Vite build step: the first screen's code in four files, not ten. Left to itself, the bundler
// makes a file of every set of modules that a different set of screens shares (the JSX runtime, the
// formatters, the choice group, the search box…), so the first screen loaded ten: each one more
// request on the browser's six connections, and each compressed on its own, without the words the
// others share (1.5 KB gzip more than the same code in four files; the README's benchmark notes).
//
// So the build groups the first screen's modules by who needs them:
// - the first script's (src/early.ts and what it imports) in its own small file, which the entry
//   imports rather than holding a second copy;
// - the app's (what the entry loads, and what the landing screen loads from outside its feature's
//   folder: src/components and src/lib, code the other screens share) in the entry's file.
// The landing feature's own modules and every other screen's code are split as the bundler
// chooses: grouped, a route's module loses its own file (its chunk is then no dynamic entry). A
// chart never joins these (scripts/check-size.mjs fails if one does, and counts the files).
//
// Packages' modules (node_modules) join no group either: the bundler puts each where the code that
// really uses it is, which for React, TanStack Query, React Router and nuqs is the entry's file.
// A walk of the import lists cannot tell: a package's index re-exports all of it, so walking
// through `@tanstack/react-query` took `useQueries` and its observer into the first screen (0.8 KB
// gzip) though only Football's screens call it.
import type { Plugin } from 'vite';

/** The build's modules, as far as grouping them needs. */
export interface ModuleGraph {
  /** The modules `id` imports statically (what loads with it), not with `import()`. */
  importedIds(id: string): readonly string[];
}

export interface FirstScreenPlan {
  /** The first script's modules, for its own file. */
  readonly early: ReadonlySet<string>;
  /** The app's modules and those the landing screen shares with the rest, for the entry's file. */
  readonly app: ReadonlySet<string>;
}

export interface FirstScreenModules {
  /** The page's entry module (index.html). */
  readonly page: string;
  /** The first script's entry module. */
  readonly early: string;
  /** The landing screen's route module, loaded with `import()`. */
  readonly landing: string;
  /** The folder (with a trailing separator) holding the landing feature's own modules. */
  readonly landingFolder: string;
}

/** A module of an installed package, not of the app. */
function isPackageModule(id: string): boolean {
  return /[\\/]node_modules[\\/]/.test(id);
}

/** The app's modules `start` imports statically, directly or not; packages are not walked. */
function closure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || isPackageModule(id)) continue;
    seen.add(id);
    stack.push(...graph.importedIds(id));
  }
  return seen;
}

/** Which group each first-screen module joins; a module in none is split as the bundler chooses. */
export function planFirstScreen(graph: ModuleGraph, modules: FirstScreenModules): FirstScreenPlan {
  const early = closure(graph, modules.early);
  const app = new Set<string>();
  for (const id of closure(graph, modules.page)) if (!early.has(id)) app.add(id);
  for (const id of closure(graph, modules.landing)) {
    if (!early.has(id) && !id.startsWith(modules.landingFolder)) app.add(id);
  }
  return { early, app };
}

/** The module whose id ends with `path` (relative to the project, `/`-separated), or a thrown error. */
function moduleAt(ids: readonly string[], path: string): string {
  const id = ids.find((candidate) => candidate.replace(/\\/g, '/').endsWith(`/${path}`));
  if (!id) throw new Error(`firstScreenChunks: no module ${path} in the build`);
  return id;
}

export function firstScreenChunks(options: {
  page: string;
  early: string;
  landing: string;
}): Plugin {
  let plan: FirstScreenPlan | null = null;
  const has = (group: keyof FirstScreenPlan) => (id: string) => plan?.[group].has(id) ?? false;
  const fileName = (path: string) => path.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  return {
    name: 'data-views-first-screen-chunks',
    apply: 'build',
    config() {
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                // Higher priority first: a module one group takes, the next cannot.
                groups: [
                  { name: fileName(options.early), test: has('early'), priority: 3 },
                  { name: fileName(options.page), test: has('app'), priority: 2 },
                ],
              },
            },
          },
        },
      };
    },
    // The module graph is whole here, and the chunks are not yet made.
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const landing = moduleAt(ids, options.landing);
      plan = planFirstScreen(
        { importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [] },
        {
          page: moduleAt(ids, options.page),
          early: moduleAt(ids, options.early),
          landing,
          landingFolder: landing.slice(
            0,
            Math.max(landing.lastIndexOf('/'), landing.lastIndexOf('\\')) + 1,
          ),
        },
      );
    },
  };
}
