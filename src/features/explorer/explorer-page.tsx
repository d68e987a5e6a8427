// The Explorer screen: the request form, the call as code, and the result; the URL holds the
// request. It composes: the URL codec (explorer-url.ts), the form and result hooks, the panels.
import { useEffect, useMemo, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { useNarrowScreen } from '../../components/use-narrow-screen.ts';
import { encodeSort, withParams } from '../../lib/url-state.ts';
import type { SortEntry } from '../../lib/sort.ts';
import { draftFromRequest, requestFromDraft, validateDraft } from './explorer-draft.ts';
import { ExplorerForm } from './explorer-form.tsx';
import { ExplorerHistory } from './explorer-history.tsx';
import { useCallHistory } from './use-call-history.ts';
import { explorerSearch, paramsRecord, readExplorerUrl, requestSignature } from './explorer-url.ts';
import type { ExplorerRequest, ResultTab, ValueMode } from './explorer-url.ts';
import { absoluteViewUrl } from './request-snippets.ts';
import { RequestPanel } from './request-panel.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useExplorerForm, useExplorerResult } from './use-explorer.ts';
import './explorer.css';

function callUrl(origin: string, request: ExplorerRequest): string {
  return absoluteViewUrl(origin, request.hub, request.view, paramsRecord(request));
}

export function ExplorerPage() {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const url = useMemo(() => readExplorerUrl(searchParams), [searchParams]);
  const urlProblems = useMemo(() => validateDraft(draftFromRequest(url)), [url]);
  const urlValid = urlProblems.length === 0;
  const { form, problems, signature, setForm, onDraftChange } = useExplorerForm(url, urlValid);
  const { draft } = form;
  const { conn, queryKey, query, shownData, status, sorting } = useExplorerResult(
    url,
    urlValid,
    searchParams.get('sort'),
  );

  const history = useCallHistory(queryKey, url.run, conn);
  const onRunAgain = (entry: ExplorerRequest) => {
    if (requestSignature(entry) === signature && url.run) {
      void query.refetch();
      return;
    }
    setSearchParams(explorerSearch(entry, { run: true, tab: url.tab, values: url.values }));
  };

  const onPick = (hub: string, view: string) => {
    setSearchParams(explorerSearch({ hub, view, params: [] }));
  };

  const narrow = useNarrowScreen();
  // On a phone the result is a screen and a half below Run: once the call Run made has answered
  // (rows or an error), bring the result's heading up, so the answer is what the person sees next.
  const pendingScroll = useRef(false);
  const answered = query.fetchStatus === 'idle' && (status === 'success' || status === 'error');
  useEffect(() => {
    if (!pendingScroll.current || !answered) return;
    pendingScroll.current = false;
    document.getElementById('explorer-result-title')?.scrollIntoView({ block: 'start' });
  }, [answered, shownData]);
  const showResult = () => {
    if (narrow) pendingScroll.current = true;
  };

  const onRun = (): boolean => {
    if (problems.length > 0) {
      setForm({ ...form, showProblems: true });
      return false;
    }
    showResult();
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
      explorerSearch(request, {
        run: true,
        tab: url.tab,
        sort: sameView ? url.sort : [],
        values: url.values,
      }),
    );
    return true;
  };

  const onCancel = () => {
    void queryClient.cancelQueries({ queryKey });
  };

  const onTabChange = (tab: ResultTab) =>
    setSearchParams(withParams(searchParams, { tab: tab === 'table' ? null : tab }), {
      replace: true,
    });

  const onValuesChange = (values: ValueMode) =>
    setSearchParams(withParams(searchParams, { values: values === 'raw' ? 'raw' : null }), {
      replace: true,
    });

  const onSortingChange = (next: SortEntry[]) =>
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
        values={url.values}
        onValuesChange={onValuesChange}
        sorting={sorting}
        onSortingChange={onSortingChange}
        onRetry={() => void query.refetch()}
        waiting={query}
        waitingKey={queryKey}
      />
      <ExplorerHistory entries={history.entries} onRunAgain={onRunAgain} onClear={history.clear} />
    </section>
  );
}
