// The order Vitest runs the unit test files in. A worker that shares its modules between files
// (isolate: false) is kept for the next file in the queue only when that file wants the same
// environment; otherwise it is stopped and a new one starts, importing React, the app and jsdom
// again. Vitest's own order (longest first from its cache, largest first on a fresh clone) mixes
// the jsdom files with the node ones (`@vitest-environment node`), so on a fresh clone a worker
// was replaced after most files. Here each project's files run grouped by environment, its own
// (jsdom: the long screen tests) first, each group in Vitest's own order.
import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** The environment a file asks for in its docblock, else its project's. */
function environmentOf(spec: TestSpecification): string {
  const head = readFileSync(spec.moduleId, 'utf8').slice(0, 2_000);
  return /@vitest-environment\s+([\w-]+)/.exec(head)?.[1] ?? spec.project.config.environment;
}

export class ByEnvironment extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = new Map<string, number>();
    /** 0 for the project's own environment, 1 for another. */
    const other = new Map<TestSpecification, number>();
    for (const spec of sorted) {
      if (!projects.has(spec.project.name)) projects.set(spec.project.name, projects.size);
      other.set(spec, Number(environmentOf(spec) !== spec.project.config.environment));
    }
    // A stable sort: within a project and an environment, Vitest's order stays.
    return sorted.sort(
      (a, b) =>
        projects.get(a.project.name)! - projects.get(b.project.name)! ||
        other.get(a)! - other.get(b)!,
    );
  }
}
