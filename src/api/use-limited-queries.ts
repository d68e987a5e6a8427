// Many queries of one kind (a fighter's dates, a league's players) through the shared cache, at
// most `limit` requests in flight: each render lets the next pending ones start as others settle.
// Declarative: which queries may fetch is derived from the cache on each render, not driven by a
// loop, so a cached response is reused, an unmount stops everything, and Cancel is a state.
import { useState } from 'react';
import {
  useQueries,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
  type UseQueryResult,
} from '@tanstack/react-query';

export interface LimitedQueries<T> {
  /** One per query, in order: the data when it has arrived. */
  readonly data: readonly (T | undefined)[];
  readonly loaded: number;
  readonly failed: number;
  readonly total: number;
  /** Loading until every query has a response or failed; cancelled after `cancel`. */
  readonly status: 'loading' | 'done' | 'cancelled';
  /** Stops: starts nothing more, and cancels requests no one else waits for. */
  readonly cancel: () => void;
  /** Starts again: what is missing after Cancel, and what failed. */
  readonly resume: () => void;
}

interface Combined<T> {
  readonly data: readonly (T | undefined)[];
  readonly loaded: number;
  readonly failed: number;
}

// Module-level, so useQueries hands back the same object until a result changes.
// Typed loosely: with a `select`, each result's data is what it selects (the hook's `Selected`).
function combine(results: readonly Pick<UseQueryResult, 'status' | 'data'>[]): Combined<unknown> {
  let loaded = 0;
  let failed = 0;
  for (const result of results) {
    if (result.status === 'success') loaded += 1;
    else if (result.status === 'error') failed += 1;
  }
  return { data: results.map((result) => result.data), loaded, failed };
}

/** Each query may have a `select`: `data` then holds what it selects, worked out once per response. */
export function useLimitedQueries<T, K extends QueryKey = QueryKey, Selected = T>(
  queries: readonly UseQueryOptions<T, Error, Selected, K>[],
  limit: number,
): LimitedQueries<Selected> {
  const client = useQueryClient();
  const keys = queries.map((query) => query.queryKey);
  const identity = JSON.stringify(keys);
  // Cancel holds for this set of queries; another set (a wider range) starts afresh.
  const [stoppedFor, setStoppedFor] = useState<string | null>(null);
  const stopped = stoppedFor === identity;

  // In flight first (they hold their slots), then the first pending ones get the free slots.
  const states = keys.map((queryKey) => client.getQueryState(queryKey));
  let free = limit - states.filter((state) => state?.fetchStatus === 'fetching').length;
  const allowed: boolean[] = [];
  for (const state of states) {
    let allow = false;
    if (stopped || (state !== undefined && state.status !== 'pending')) allow = false;
    else if (state?.fetchStatus === 'fetching') allow = true;
    else if (free > 0) {
      free -= 1;
      allow = true;
    }
    allowed.push(allow);
  }

  const combined = useQueries({
    queries: queries.map((query, i) => ({
      ...query,
      enabled: allowed[i] === true,
      // A response in the cache is kept as it is: a stale one is not requested again here.
      refetchOnMount: false,
      refetchOnWindowFocus: false,
    })),
    combine,
  });
  const { loaded, failed } = combined;
  const data = combined.data as readonly (Selected | undefined)[];

  const cancel = () => {
    setStoppedFor(identity);
    for (const queryKey of JSON.parse(identity) as QueryKey[]) {
      const query = client.getQueryCache().find({ queryKey, exact: true });
      // A request another part of the screen also waits for (say, the table) is left to finish.
      if (query?.state.fetchStatus === 'fetching' && query.getObserversCount() <= 1) {
        void client.cancelQueries({ queryKey, exact: true });
      }
    }
  };

  const resume = () => {
    setStoppedFor(null);
    // Failed queries become pending again; being disabled, they wait for a free slot here.
    for (const queryKey of JSON.parse(identity) as QueryKey[]) {
      if (client.getQueryState(queryKey)?.status === 'error') {
        void client.resetQueries({ queryKey, exact: true });
      }
    }
  };

  const status = stopped ? 'cancelled' : loaded + failed >= queries.length ? 'done' : 'loading';
  return { data, loaded, failed, total: queries.length, status, cancel, resume };
}
