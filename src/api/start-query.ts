// How a route's loader starts a request: through the query cache, with the queryOptions the screen
// reads, so the screen finds it running (or its answer in) and nothing is sent twice.
import type { QueryClient } from '@tanstack/react-query';
import type { Row } from './catalog.ts';
import type { viewQueryOptions } from './queries.ts';

/**
 * Starts `options`' request unless the cache already has the query, and returns at once: the screen
 * shows its own loading and error states (and the first page while the rest arrives), so a
 * navigation never waits for data. A query that failed is not asked again by a loader that runs
 * again on a later navigation: the screen's Retry asks again. A disabled query (a required
 * parameter missing) is not sent, as the screen would not send it either.
 */
export function startQuery<R extends Row>(
  client: QueryClient,
  options: ReturnType<typeof viewQueryOptions<R>>,
): void {
  if (options.enabled === false || client.getQueryState(options.queryKey) !== undefined) return;
  client.ensureQueryData(options).catch(() => undefined);
}
