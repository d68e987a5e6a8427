// @vitest-environment node
// The build step that puts the first screen's code in few files (build/first-screen-chunks.ts).
import { describe, expect, it } from 'vitest';
import { planFirstScreen } from '../../build/first-screen-chunks.ts';

/** A module graph from `importer: [static imports]`; dynamic imports are simply not listed. */
function graph(edges: Record<string, string[]>) {
  return { importedIds: (id: string) => edges[id] ?? [] };
}

const modules = {
  page: '/app/index.html',
  early: '/app/src/early.ts',
  landing: '/app/src/features/fighters/fighters-routes.tsx',
  landingFolder: '/app/src/features/fighters/',
};

describe('planFirstScreen', () => {
  const edges = {
    '/app/index.html': ['/app/src/early.ts', '/app/src/main.tsx'],
    '/app/src/early.ts': ['/app/src/api/view-url.ts'],
    '/app/src/main.tsx': ['/app/node_modules/react-dom/index.js', '/app/src/api/client.ts'],
    '/app/src/api/client.ts': [
      '/app/src/api/view-url.ts',
      '/app/node_modules/@tanstack/react-query/index.js',
    ],
    '/app/node_modules/react-dom/index.js': ['/app/node_modules/scheduler/index.js'],
    // A package's index re-exports all of it, what the first screen calls and what it does not.
    '/app/node_modules/@tanstack/react-query/index.js': [
      '/app/node_modules/@tanstack/react-query/useQuery.js',
      '/app/node_modules/@tanstack/react-query/useQueries.js',
    ],
    // Reached from main.tsx only through import(), so not listed under it.
    '/app/src/features/fighters/fighters-routes.tsx': [
      '/app/src/features/fighters/fighter-data.ts',
      '/app/src/components/choice-group.tsx',
      '/app/node_modules/react-dom/index.js',
    ],
    '/app/src/features/fighters/fighter-data.ts': ['/app/src/lib/format.ts'],
    '/app/src/components/choice-group.tsx': ['/app/src/lib/sort.ts', '/app/src/api/view-url.ts'],
    '/app/src/features/football/football-routes.tsx': ['/app/src/components/data-table.tsx'],
  };
  const plan = planFirstScreen(graph(edges), modules);
  /** The modules of `ids` that joined a group (none should). */
  const grouped = (ids: string[]) => ids.filter((id) => plan.app.has(id) || plan.early.has(id));

  it("keeps the early script's modules to themselves, out of the app's file", () => {
    expect([...plan.early].sort()).toEqual(['/app/src/api/view-url.ts', '/app/src/early.ts']);
    expect(plan.app.has('/app/src/api/view-url.ts')).toBe(false);
  });

  it("puts the entry's modules and the landing screen's shared ones with the app", () => {
    expect([...plan.app].sort()).toEqual([
      '/app/index.html',
      '/app/src/api/client.ts',
      '/app/src/components/choice-group.tsx',
      '/app/src/lib/format.ts',
      '/app/src/lib/sort.ts',
      '/app/src/main.tsx',
    ]);
  });

  it("puts the landing feature's own modules in one file, apart from its routes module", () => {
    expect([...plan.landingParts]).toEqual(['/app/src/features/fighters/fighter-data.ts']);
  });

  it("leaves packages' modules where the bundler finds them used, not where an index re-exports them", () => {
    expect(
      grouped([
        '/app/node_modules/react-dom/index.js',
        '/app/node_modules/scheduler/index.js',
        '/app/node_modules/@tanstack/react-query/index.js',
        '/app/node_modules/@tanstack/react-query/useQueries.js',
      ]),
    ).toEqual([]);
  });

  it("leaves the landing feature's own modules and other screens' code to the bundler", () => {
    expect(
      grouped([
        '/app/src/features/fighters/fighters-routes.tsx',
        '/app/src/features/fighters/fighter-data.ts',
        '/app/src/features/football/football-routes.tsx',
        '/app/src/components/data-table.tsx',
      ]),
    ).toEqual([]);
  });

  it('follows an import cycle without looping', () => {
    const cyclic = planFirstScreen(
      graph({
        '/app/index.html': ['/app/src/a.ts'],
        '/app/src/a.ts': ['/app/src/b.ts'],
        '/app/src/b.ts': ['/app/src/a.ts'],
      }),
      modules,
    );
    expect([...cyclic.app].sort()).toEqual(['/app/index.html', '/app/src/a.ts', '/app/src/b.ts']);
  });
});
