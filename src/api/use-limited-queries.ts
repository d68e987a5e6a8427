// Many queries of one kind (a fighter's dates, a league's players) through the shared cache, at
// most `limit` requests in flight: as one settles, the next that has no answer in the cache starts
// (in a task of its own). Starting them on the next render instead made a long list wait on one
// render per answer: a league's 290 histories took 15 s in the component test, 4 s this way. The
// screen is drawn again at most every 100 ms while answers arrive, not once per answer: each draw
// reads every query, so a draw per answer cost N² (485 histories: 9.5 s of Chromium's main thread
// at no latency, 7.4 s drawn this way). A cached response is reused, two screens asking for one key
// share its request, an unmount stops everything (the screen was the request's only reader), and
// Cancel is a state.
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import {
  QueriesObserver,
  useQueries,
  type QueryClient,
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

/** The longest the screen waits to show answers that have arrived. */
const DRAW_EVERY_MS = 100;

/**
 * Holds the queries for as long as the screen shows them (kept from garbage collection, counted as
 * their reader) and draws the screen again as their answers arrive, at most every DRAW_EVERY_MS.
 */
function useDrawnAsTheyArrive<T, Selected, K extends QueryKey>(
  client: QueryClient,
  identity: string,
  latest: RefObject<readonly UseQueryOptions<T, Error, Selected, K>[]>,
): void {
  const [, draw] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const observer = new QueriesObserver(
      client,
      // Without `select`: it reads, the render below selects.
      latest.current.map((query) => ({ ...query, select: undefined, enabled: false })),
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    let last = 0;
    const unsubscribe = observer.subscribe(() => {
      if (timer !== undefined) return;
      timer = setTimeout(
        () => {
          timer = undefined;
          last = Date.now();
          draw();
        },
        Math.max(0, last + DRAW_EVERY_MS - Date.now()),
      );
    });
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [client, identity, latest]);
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
  // Bumped by Resume, which starts the requests again even when nothing else changed.
  const [round, setRound] = useState(0);

  // The latest options, for the observer and the pump below (set up once per set of keys).
  const latest = useRef(queries);
  useEffect(() => {
    latest.current = queries;
  });

  // The screen reads every query from the cache; none fetches on its own (enabled: false). The
  // requests are started below, a new one as soon as one settles, not on the next render: a long
  // list (a league's 480 histories) then waits on the network, not on a render per answer.
  const combined = useQueries({
    queries: queries.map((query) => ({
      ...query,
      enabled: false,
      // A response in the cache is kept as it is: a stale one is not requested again here.
      refetchOnMount: false,
      refetchOnWindowFocus: false,
    })),
    combine,
    // Not a render per answer (the file's first lines): useDrawnAsTheyArrive draws again.
    subscribed: false,
  });
  useDrawnAsTheyArrive(client, identity, latest);

  useEffect(() => {
    if (stopped) return;
    let live = true;
    const list = latest.current;
    let next = 0;
    let running = 0;
    const pump = () => {
      while (live && running < limit && next < list.length) {
        const query = list[next++] as UseQueryOptions<T, Error, Selected, K>;
        const state = client.getQueryState(query.queryKey);
        // An answer or a failure in the cache stays (Resume resets the failures first).
        if (state !== undefined && state.status !== 'pending') continue;
        running += 1;
        // Joins a request already in flight for the same key rather than making a second; the
        // client's defaults (its retry policy among them) apply, and a failure stays in the cache.
        void client
          .prefetchQuery(query as Parameters<typeof client.prefetchQuery>[0])
          .finally(() => {
            running -= 1;
            // The next request starts in a task of its own, after what else the answer set off.
            setTimeout(pump, 0);
          });
      }
    };
    pump();
    return () => {
      live = false;
    };
  }, [client, identity, limit, stopped, round]);
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
    setRound((n) => n + 1);
    // Failed queries become pending again, and wait for a free slot here.
    for (const queryKey of JSON.parse(identity) as QueryKey[]) {
      if (client.getQueryState(queryKey)?.status === 'error') {
        void client.resetQueries({ queryKey, exact: true });
      }
    }
  };

  const status = stopped ? 'cancelled' : loaded + failed >= queries.length ? 'done' : 'loading';
  return { data, loaded, failed, total: queries.length, status, cancel, resume };
}
