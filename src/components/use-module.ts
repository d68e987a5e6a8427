// A split-off module (a chart's code) loaded for a component without React.lazy: shown at once when
// it is in, a plain loading state until then, and an error with Retry if it failed. A Suspense
// fallback, once shown, is kept on screen for at least 300 ms, and a chart's code often arrives
// just after its data: a plain loading state gives way the moment the code is in.
import { useEffect, useState } from 'react';
import type { ModuleLoader } from '../lib/module-loader.ts';

export interface ModuleState<M> {
  readonly module?: M;
  readonly error?: unknown;
  readonly retry: () => void;
}

/** The loader's module: at once when it is in, else once it arrives, or the error if it failed. */
export function useModule<M>(loader: ModuleLoader<M>): ModuleState<M> {
  const [state, setState] = useState<{ module?: M; error?: unknown }>(() => ({
    module: loader.loaded(),
  }));
  const [attempt, setAttempt] = useState(0);
  const loaded = state.module !== undefined;
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loader.load().then(
      (module) => live && setState({ module }),
      (error: unknown) => live && setState({ error }),
    );
    return () => {
      live = false;
    };
  }, [loader, loaded, attempt]);
  return {
    ...state,
    retry: () => {
      setState({});
      setAttempt((n) => n + 1);
    },
  };
}
