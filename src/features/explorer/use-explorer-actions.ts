// What the Explorer's buttons do: Run, Run again, Cancel, picking a view, and the result's tab,
// values and sort, each by writing the URL (or refetching when the URL already holds the request).
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { encodeSort, withParams } from '../../lib/url-state.ts';
import type { SortEntry } from '../../lib/sort.ts';
import { requestFromDraft } from './explorer-draft.ts';
import { explorerSearch, requestSignature } from './explorer-url.ts';
import type { ExplorerRequest, ExplorerUrlState, ResultTab, ValueMode } from './explorer-url.ts';
import type { useExplorerForm, useExplorerResult } from './use-explorer.ts';

export function useExplorerActions(
  url: ExplorerUrlState,
  { form, problems, signature, setForm }: ReturnType<typeof useExplorerForm>,
  { query, queryKey }: ReturnType<typeof useExplorerResult>,
  /** Called when Run sends a request, before the URL changes. */
  onSend: () => void,
) {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();

  const onRun = (): boolean => {
    if (problems.length > 0) {
      setForm({ ...form, showProblems: true });
      return false;
    }
    onSend();
    const request = requestFromDraft(form.draft);
    const next = requestSignature(request);
    if (next === signature && url.run) {
      setForm({ ...form, showProblems: false });
      // The same call again: a person pressing Run wants a fresh answer and timing, not the cache.
      void query.refetch();
      return true;
    }
    const sameView = request.hub === url.hub && request.view === url.view;
    // The draft is kept as typed (empty rows, custom names), so the form does not jump on Run.
    setForm({ ...form, expected: next, showProblems: false });
    setSearchParams(
      explorerSearch(request, {
        run: true,
        tab: url.tab,
        sort: sameView ? url.sort : [],
        values: url.values,
      }),
    );
    return true;
  };

  const onRunAgain = (entry: ExplorerRequest) => {
    if (requestSignature(entry) === signature && url.run) {
      void query.refetch();
      return;
    }
    setSearchParams(explorerSearch(entry, { run: true, tab: url.tab, values: url.values }));
  };

  return {
    onRun,
    onRunAgain,
    onPick: (hub: string, view: string) => {
      setSearchParams(explorerSearch({ hub, view, params: [] }));
    },
    onCancel: () => {
      void queryClient.cancelQueries({ queryKey });
    },
    onTabChange: (tab: ResultTab) =>
      setSearchParams(withParams(searchParams, { tab: tab === 'table' ? null : tab }), {
        replace: true,
      }),
    onValuesChange: (values: ValueMode) =>
      setSearchParams(withParams(searchParams, { values: values === 'raw' ? 'raw' : null }), {
        replace: true,
      }),
    onSortingChange: (next: SortEntry[]) =>
      setSearchParams(withParams(searchParams, { sort: encodeSort(next) })),
  };
}
