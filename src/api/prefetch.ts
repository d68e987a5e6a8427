// Starting a view's request ahead of its screen (from a route loader), once per screen load.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Row } from './catalog.ts';
import type { ViewResult } from './client.ts';

/**
 * Starts a query only when the cache has never seen it, with the same options the screen's hook
 * uses, so the screen finds it already running. A query that already failed (say, a 404) is not
 * asked again by a loader that runs again on a later navigation: the screen's Retry asks again.
 */
export function prefetchOnce<R extends Row>(
  client: QueryClient,
  options: FetchQueryOptions<ViewResult<R>, Error, ViewResult<R>, readonly unknown[]>,
): void {
  if (client.getQueryState(options.queryKey) !== undefined) return;
  void client.prefetchQuery(options);
}
