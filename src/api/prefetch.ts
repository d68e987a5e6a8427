// A URL's first requests, described as data (which view, with which params), and the one way the
// app starts them ahead of the screen: each section's pure `firstRequests(url)` says what a URL
// needs; the early script sends those requests itself, the route loader (`prefetchRequests`)
// through the query cache, with the same query options the screens use.
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from './client.ts';
import { viewQueryOptions } from './queries.ts';
import type { ViewParams } from './view-url.ts';

/** One view's request: what `viewQueryOptions` and `viewUrl` build a query or URL from. */
export interface ViewRequest {
  readonly hub: string;
  readonly view: string;
  readonly params?: ViewParams;
}

/** What a section's loader module (named in src/routes.json) exports. */
export interface SectionLoader {
  /** The views a URL of the section needs first. Pure: reads only the URL. */
  readonly firstRequests: (url: URL) => readonly ViewRequest[];
  /** Starts the download of code the URL's screen needs at once (e.g. a chart's), if any. */
  readonly preloadCode?: (url: URL) => void;
}

/**
 * Starts each request the cache has never seen, with the options the screen's hook uses, so the
 * screen finds it already running. A query that already failed (say, a 404) is not requested again
 * by a loader that runs again on a later navigation: the screen's Retry requests it again.
 */
export function prefetchRequests(
  client: QueryClient,
  conn: Connection,
  requests: readonly ViewRequest[],
): void {
  for (const { hub, view, params } of requests) {
    const options = viewQueryOptions(conn, hub, view, params);
    // Disabled: a required param is missing, so the screen would not send it either.
    if (options.enabled === false || client.getQueryState(options.queryKey) !== undefined) continue;
    void client.prefetchQuery(options);
  }
}
