// Records each response (or failure) of the call the Explorer shows into this tab's history. It
// listens to the query cache, the system that knows when a call settled, for the shown key only.
import { useEffect, useState } from 'react';
import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import type { Connection, ViewResult } from '../../api/client.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { viewOfQueryKey } from '../../api/queries.ts';
import { statusLine } from './status-line.ts';
import { addToHistory, clearHistory, readHistory, type HistoryEntry } from './explorer-history.ts';

export function useCallHistory(queryKey: QueryKey, run: boolean, conn: Connection) {
  const { keyId } = conn;
  const client = useQueryClient();
  const [entries, setEntries] = useState<HistoryEntry[]>(() => readHistory(keyId));
  const hash = JSON.stringify(queryKey);

  useEffect(() => {
    if (!run) return;
    const record = (query: Query) => {
      const entry = entryOf(query, conn.apiKey);
      if (entry) setEntries((current) => addToHistory(current, entry, conn));
    };
    const cache = client.getQueryCache();
    // A response that settled before this screen listened (a loader's, or a fast one) counts too;
    // the same response is recorded once however often the screen is opened.
    const settled = cache.find({ queryKey: JSON.parse(hash) as QueryKey, exact: true });
    if (settled) queueMicrotask(() => record(settled));
    return cache.subscribe((event) => {
      if (event.type !== 'updated') return;
      if (event.action.type !== 'success' && event.action.type !== 'error') return;
      if (JSON.stringify(event.query.queryKey) === hash) record(event.query);
    });
  }, [client, conn, hash, run]);

  return { entries, clear: () => setEntries(clearHistory(keyId)) };
}

/** A history entry for a query that has settled (a response or a failure); null while pending. */
function entryOf(query: Query, apiKey: string): HistoryEntry | null {
  const state = query.state;
  const { hub, view, params } = viewOfQueryKey(query.queryKey);
  const base = { hub, view, params: Object.entries(params) };
  if (state.status === 'success') {
    const result = state.data as ViewResult;
    return {
      ...base,
      outcome: statusLine(result.status, result.statusText, apiKey),
      ok: true,
      durationMs: result.durationMs,
      rows: result.rows.length,
      at: state.dataUpdatedAt,
    };
  }
  if (state.status === 'error') {
    const error = state.error;
    return {
      ...base,
      outcome: isDataViewsError(error)
        ? error.status !== undefined
          ? `${error.status} ${error.kind}`
          : error.kind
        : 'Failed',
      ok: false,
      durationMs: null,
      rows: null,
      at: state.errorUpdatedAt,
    };
  }
  return null;
}
