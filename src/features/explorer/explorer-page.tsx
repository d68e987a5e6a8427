// The Explorer screen: the request form, the call as code, and the result; the URL holds the request.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { isViewQueryKey, viewQueryOptions } from '../../api/queries.ts';
import { decodeSort, encodeSort, withParams } from '../../lib/url-state.ts';
import type { SortItem } from '../../lib/url-state.ts';
import { useConnection } from '../../session/session-context.tsx';
import { draftFromRequest, requestFromDraft, validateDraft } from './explorer-draft.ts';
import type { ExplorerDraft } from './explorer-draft.ts';
import { ExplorerForm } from './explorer-form.tsx';
import { explorerSearch, paramsRecord, readExplorerUrl, requestSignature } from './explorer-url.ts';
import type { ExplorerRequest, ResultTab } from './explorer-url.ts';
import { absoluteViewUrl } from './request-snippets.ts';
import { RequestPanel } from './request-panel.tsx';
import { ResultPanel } from './result-panel.tsx';
import type { ResultStatus } from './result-panel.tsx';
import './explorer.css';

interface FormState {
  /** The URL request the draft was last reset from; a new one (Back, a link) resets it. */
  signature: string;
  /** The request Run has just put in the URL: when it arrives, the draft stays as typed. */
  expected: string | null;
  draft: ExplorerDraft;
  showProblems: boolean;
}

function callUrl(origin: string, request: ExplorerRequest): string {
  return absoluteViewUrl(origin, request.hub, request.view, paramsRecord(request));
}

export function ExplorerPage() {
  const conn = useConnection();
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const url = useMemo(() => readExplorerUrl(searchParams), [searchParams]);
  const signature = requestSignature(url);
  const urlProblems = useMemo(() => validateDraft(draftFromRequest(url)), [url]);
  const urlValid = urlProblems.length === 0;

  const fresh = (): FormState => ({
    signature,
    expected: null,
    draft: draftFromRequest(url),
    // A shared link that asks to run but cannot be sent says why at once.
    showProblems: url.run && !urlValid,
  });
  const [stored, setForm] = useState<FormState>(fresh);
  // The URL's request changed under the form (Back, Forward, a link): the form follows it.
  let form = stored;
  if (stored.signature !== signature) {
    // The router may apply a navigation after other state updates, so Run's own URL change is
    // recognised by its signature rather than by timing.
    form = signature === stored.expected ? { ...stored, signature, expected: null } : fresh();
    setForm(form);
  }
  const { draft } = form;
  const problems = useMemo(() => validateDraft(draft), [draft]);

  const params = useMemo(() => paramsRecord(url), [url]);
  const options = viewQueryOptions(conn, url.hub, url.view, params);
  const query = useQuery({
    ...options,
    enabled: url.run && urlValid,
    // New parameters for the same view keep the old rows on screen, dimmed, until the new ones
    // arrive; another view's rows would only mislead.
    placeholderData: (previous, previousQuery) =>
      previousQuery && isViewQueryKey(previousQuery.queryKey, url.hub, url.view)
        ? keepPreviousData(previous)
        : undefined,
  });

  const shownData =
    query.isPlaceholderData && query.fetchStatus === 'idle' ? undefined : query.data;
  let status: ResultStatus;
  if (!url.run) status = 'idle';
  else if (!urlValid) status = 'invalid';
  else if (query.isError && query.fetchStatus === 'idle') status = 'error';
  else if (shownData) status = 'success';
  else if (query.fetchStatus !== 'idle') status = 'loading';
  else status = 'cancelled';

  const sorting = useMemo(
    () => decodeSort(searchParams.get('sort'), query.data?.columns),
    [searchParams, query.data?.columns],
  );

  const onDraftChange = (change: Partial<ExplorerDraft>) =>
    setForm({ ...form, draft: { ...form.draft, ...change } });

  const onPick = (hub: string, view: string) => {
    setSearchParams(explorerSearch({ hub, view, params: [] }));
  };

  const onRun = (): boolean => {
    if (problems.length > 0) {
      setForm({ ...form, showProblems: true });
      return false;
    }
    const request = requestFromDraft(draft);
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
      explorerSearch(request, { run: true, tab: url.tab, sort: sameView ? url.sort : [] }),
    );
    return true;
  };

  const onCancel = () => {
    void queryClient.cancelQueries({ queryKey: options.queryKey });
  };

  const onTabChange = (tab: ResultTab) =>
    setSearchParams(withParams(searchParams, { tab: tab === 'table' ? null : tab }), {
      replace: true,
    });

  const onSortingChange = (next: SortItem[]) =>
    setSearchParams(withParams(searchParams, { sort: encodeSort(next) }));

  const draftRequest = requestFromDraft(draft);
  const link = `${window.location.origin}${location.pathname}?${explorerSearch(draftRequest, {
    run: problems.length === 0,
  }).toString()}`;

  return (
    <section className="page explorer" aria-labelledby="page-title">
      <h1 id="page-title">Explorer</h1>
      <p className="explorer__intro">
        Call any view of the generic endpoint <code>/v1/data/views/{'{hub}/{view}'}</code>, see
        exactly what comes back, and copy the call into your own code.
      </p>
      <div className="explorer__top">
        <ExplorerForm
          draft={draft}
          onDraftChange={onDraftChange}
          onPick={onPick}
          problems={problems}
          showProblems={form.showProblems}
          onRun={onRun}
          isFetching={query.fetchStatus === 'fetching'}
          onCancel={onCancel}
        />
        <RequestPanel url={callUrl(conn.origin, draftRequest)} link={link} />
      </div>
      <ResultPanel
        status={status}
        request={url}
        result={shownData}
        error={query.error}
        isStale={query.isFetching}
        calledUrl={callUrl(conn.origin, url)}
        tab={url.tab}
        onTabChange={onTabChange}
        sorting={sorting}
        onSortingChange={onSortingChange}
        onRetry={() => void query.refetch()}
        waiting={query}
        waitingKey={options.queryKey}
      />
    </section>
  );
}
