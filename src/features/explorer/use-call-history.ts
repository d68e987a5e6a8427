// Records each answer (or failure) of the call the Explorer shows into this tab's history. It
// listens to the query cache, the system that knows when a call settled, for the shown key only.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { ViewResult } from '../../api/client.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { statusLine } from './status-line.ts';
import { addToHistory, clearHistory, readHistory, type HistoryEntry } from './explorer-history.ts';

export function useCallHistory(queryKey: QueryKey, run: boolean, apiKey: string) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<HistoryEntry[]>(readHistory);
  const watched = useRef<string | null>(null);
  const hash = JSON.stringify(queryKey);
  useEffect(() => {
    watched.current = run ? hash : null;
  }, [hash, run]);

  useEffect(
    () =>
      client.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated') return;
        const kind = event.action.type;
        if (kind !== 'success' && kind !== 'error') return;
        if (JSON.stringify(event.query.queryKey) !== watched.current) return;
        const [, hub, view, params] = event.query.queryKey as [string, string, string, object];
        const base = {
          hub,
          view,
          params: Object.entries(params as Record<string, string>),
        };
        const state = event.query.state;
        let entry: HistoryEntry;
        if (kind === 'success') {
          const result = state.data as ViewResult;
          entry = {
            ...base,
            outcome: statusLine(result.status, result.statusText),
            ok: true,
            durationMs: result.durationMs,
            rows: result.rows.length,
            at: state.dataUpdatedAt,
          };
        } else {
          const error = state.error;
          entry = {
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
        setEntries((current) => addToHistory(current, entry, apiKey));
      }),
    [client, apiKey],
  );

  return { entries, clear: () => setEntries(clearHistory()) };
}
