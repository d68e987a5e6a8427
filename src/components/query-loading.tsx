// Loading that says what is happening: retries and waits the service requested, a slow response, and a Cancel.
import { useEffect, useState } from 'react';
import { useQueryClient, type FetchStatus, type QueryKey } from '@tanstack/react-query';
import { isDataViewsError } from '../api/errors.ts';
import { MAX_RETRIES } from '../api/query-client.ts';
import { LoadingState } from './loading-state.tsx';

/** What of a query's state the waiting screen reads (a `useQuery` result has all of it). */
export interface WaitingQuery {
  readonly failureCount: number;
  readonly failureReason: unknown;
  readonly fetchStatus: FetchStatus;
  readonly refetch: () => unknown;
}

/** After this long with no response, the screen says so. */
export const SLOW_AFTER_SECONDS = 10;
/** After this long, or at the first failure, a Cancel is offered. */
const CANCEL_AFTER_SECONDS = 3;

/** The sentence for the wait so far, or null while nothing is worth saying yet. */
export function waitingText(query: WaitingQuery, elapsedSeconds: number): string | null {
  const reason = query.failureReason;
  if (query.failureCount > 0 && isDataViewsError(reason)) {
    const attempt = `retrying (${Math.min(query.failureCount, MAX_RETRIES)} of ${MAX_RETRIES})…`;
    if (reason.kind === 'RateLimited' && reason.retryAfterSeconds !== undefined) {
      return `The service asked us to wait ${reason.retryAfterSeconds} s; ${attempt}`;
    }
    return `${reason.summary} ${attempt[0]?.toUpperCase()}${attempt.slice(1)}`;
  }
  if (elapsedSeconds >= SLOW_AFTER_SECONDS) return `No answer yet after ${elapsedSeconds} s…`;
  return null;
}

function useElapsedSeconds(running: boolean): number {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setElapsed(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setElapsed(0);
    };
  }, [running]);
  return elapsed;
}

export interface QueryLoadingProps {
  /** What is loading, e.g. "Loading fighters…". */
  label: string;
  query: WaitingQuery;
  /** The query to cancel; its factory's `queryKey`. */
  queryKey: QueryKey;
  rows?: number;
}

/**
 * The loading state of one query: skeleton rows, then in words what the wait is (the service's own
 * Retry-After, a retry after a failure, a slow response) with a Cancel; once cancelled, a way to try
 * again instead of a skeleton that never ends.
 */
export function QueryLoading({ label, query, queryKey, rows }: QueryLoadingProps) {
  const client = useQueryClient();
  const running = query.fetchStatus !== 'idle';
  const elapsed = useElapsedSeconds(running);
  if (!running) {
    return (
      <div className="dv-state" role="status">
        <p className="dv-state__title">Stopped waiting for the answer.</p>
        <div className="dv-state__actions">
          <button type="button" className="dv-button" onClick={() => void query.refetch()}>
            Try again
          </button>
        </div>
      </div>
    );
  }
  const text = waitingText(query, elapsed);
  const cancellable = query.failureCount > 0 || elapsed >= CANCEL_AFTER_SECONDS;
  return (
    <>
      {text || cancellable ? (
        <div className="dv-waiting">
          <p role="status" className="dv-waiting__text">
            {text ?? label}
          </p>
          <button
            type="button"
            className="dv-button"
            onClick={() => void client.cancelQueries({ queryKey, exact: true })}
          >
            Cancel
          </button>
        </div>
      ) : null}
      <LoadingState label={label} rows={rows} />
    </>
  );
}
