// The app's one lazy-loading helper beside React.lazy: a split-off module (a chart's code) fetched
// once and remembered. A route's prefetch can start it and the screen reads it (useModule in
// components/use-module.ts), so a screen that mounts after the download has the module at once.
// No React, so a route's loader can hold one without loading React code. Use React.lazy with a
// Suspense fallback everywhere else (fighters-table.tsx: the table's preview is its fallback).

export interface ModuleLoader<M> {
  /** Starts the download (once; again after a failure) and resolves with the module. */
  readonly load: () => Promise<M>;
  /** The module, if it has loaded. */
  readonly loaded: () => M | undefined;
}

export function moduleLoader<M>(importer: () => Promise<M>): ModuleLoader<M> {
  let pending: Promise<M> | undefined;
  let module: M | undefined;
  return {
    load: () => {
      pending ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    loaded: () => module,
  };
}
