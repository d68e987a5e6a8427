// Buys 5.0 KB gzip and 15 fewer requests on the first screen (4 JS files instead of 19).
// Vite plugin: Rolldown's own splitting makes a file of every set of modules a different set of
// screens shares (the JSX runtime, the formatters…), each compressed apart. Three codeSplitting
// groups, planned from the module graph, gather the early script's modules (its own small file),
// the app's (the entry's and what the landing screen uses from outside its feature folder) and the
// landing feature's own (beside its routes module, which keeps its file as a dynamic import).
// Path patterns alone cannot tell these apart (tried: 176 KB). Packages join no group: a
// package's index re-exports all of it, so walking it would pull in unused code.
// Off: BUILD_WITHOUT=first-screen-chunks. scripts/check-size.mjs counts the files.
import type { Plugin } from 'vite';

/** The modules `id` imports statically (what loads with it), not with `import()`. */
export interface ModuleGraph {
  importedIds(id: string): readonly string[];
}

export interface FirstScreenPlan {
  readonly early: ReadonlySet<string>;
  readonly app: ReadonlySet<string>;
  /** The landing feature's own modules the first screen loads, in one file beside its route's. */
  readonly landingParts: ReadonlySet<string>;
}

/** The entry modules: the page, the early script, the landing route and its feature folder. */
export interface FirstScreenModules {
  readonly page: string;
  readonly early: string;
  readonly landing: string;
  readonly landingFolder: string;
}

/** The app's modules `start` imports statically, directly or not; packages are not walked. */
function closure(graph: ModuleGraph, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    seen.add(id);
    stack.push(...graph.importedIds(id));
  }
  return seen;
}

/** Which group each first-screen module joins; a module in none is split as Rolldown chooses. */
export function planFirstScreen(graph: ModuleGraph, modules: FirstScreenModules): FirstScreenPlan {
  const early = closure(graph, modules.early);
  const app = new Set<string>();
  for (const id of closure(graph, modules.page)) if (!early.has(id)) app.add(id);
  const landingParts = new Set<string>();
  // The landing feature's modules, but its routes module (a dynamic import keeps its own file).
  for (const id of closure(graph, modules.landing)) {
    if (early.has(id)) continue;
    if (!id.startsWith(modules.landingFolder)) app.add(id);
    else if (id !== modules.landing) landingParts.add(id);
  }
  return { early, app, landingParts };
}

export function firstScreenChunks(paths: { page: string; early: string; landing: string }): Plugin {
  let plan: FirstScreenPlan | null = null;
  const has = (group: keyof FirstScreenPlan) => (id: string) => plan?.[group].has(id) ?? false;
  const baseName = (path: string) => path.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
  // The module whose id ends with `path`; a rename fails the build.
  const find = (ids: string[], path: string) => {
    const id = ids.find((candidate) => candidate.replace(/\\/g, '/').endsWith(`/${path}`));
    if (!id) throw new Error(`firstScreenChunks: no module ${path} in the build`);
    return id;
  };
  // Higher priority first: a module one group takes, the next cannot.
  const groups = [
    { name: baseName(paths.early), test: has('early'), priority: 3 },
    { name: baseName(paths.page), test: has('app'), priority: 2 },
    { name: `${baseName(paths.landing)}-parts`, test: has('landingParts'), priority: 1 },
  ];
  return {
    name: 'data-views-first-screen-chunks',
    apply: 'build',
    config: () => ({ build: { rolldownOptions: { output: { codeSplitting: { groups } } } } }),
    // The module graph is whole here, and the chunks are not yet made.
    buildEnd(error) {
      if (error) return;
      const ids = [...this.getModuleIds()];
      const landing = find(ids, paths.landing);
      const landingFolder = landing.slice(0, landing.search(/[^\\/]*$/));
      const graph = { importedIds: (id: string) => this.getModuleInfo(id)?.importedIds ?? [] };
      // Without the early-script step the early script is no entry: its group is then empty.
      const early = ids.some((id) => id.endsWith(paths.early)) ? find(ids, paths.early) : '';
      const page = find(ids, paths.page);
      plan = planFirstScreen(graph, { page, early, landing, landingFolder });
    },
  };
}
