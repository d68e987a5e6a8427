// The app's QueryClient: retries only what may succeed again, waiting as the service asks.
import { QueryClient } from '@tanstack/react-query';
import type { QueryClientConfig } from '@tanstack/react-query';
import { isDataViewsError } from './errors.ts';

export const MAX_RETRIES = 3;
const BASE_DELAY_MS = 500;
const MAX_BACKOFF_MS = 8_000;
/** The longest Retry-After honoured automatically; a longer wait is left to the person. */
export const MAX_RETRY_AFTER_SECONDS = 60;

/**
 * react-query's `retry`: `failureCount` is 0 when the first attempt has just failed. Only network
 * trouble, timeouts, 5xx and 429 are retried; a 4xx would fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isDataViewsError(error) || !error.isRetryable || failureCount >= MAX_RETRIES) return false;
  // Retrying sooner than the service asked would only be refused again.
  return (error.retryAfterSeconds ?? 0) <= MAX_RETRY_AFTER_SECONDS;
}

/** react-query's `retryDelay`: Retry-After when sent, else 500 ms doubling up to 8 s. */
export function retryDelay(attempt: number, error: unknown): number {
  if (isDataViewsError(error) && error.retryAfterSeconds !== undefined) {
    return Math.min(Math.max(0, error.retryAfterSeconds), MAX_RETRY_AFTER_SECONDS) * 1000;
  }
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempt), MAX_BACKOFF_MS);
}

export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  return new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Ratings change on the service's schedule, not when the tab regains focus.
        refetchOnWindowFocus: false,
        // A query that failed is not asked again because another part of the screen (or the
        // route's prefetch) starts watching it: one request per view per screen load, and the
        // person retries with the Retry button. Retryable failures were already retried above.
        retryOnMount: false,
        ...config.defaultOptions?.queries,
      },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  });
}
