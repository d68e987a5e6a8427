// The Explorer screen: the request form, the call as code, and the result; the URL holds the
// request. It composes: the URL codec (explorer-url.ts), the form and result hooks, the buttons'
// actions (use-explorer-actions.ts), the panels.
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useNarrowScreen } from '../../components/use-narrow-screen.ts';
import { draftFromRequest, requestFromDraft, validateDraft } from './explorer-draft.ts';
import { ExplorerForm } from './explorer-form.tsx';
import { ExplorerHistory } from './explorer-history.tsx';
import { useCallHistory } from './use-call-history.ts';
import { explorerSearch, paramsRecord, readExplorerUrl } from './explorer-url.ts';
import type { ExplorerRequest } from './explorer-url.ts';
import { absoluteViewUrl } from './request-snippets.ts';
import { RequestPanel } from './request-panel.tsx';
import { ResultPanel } from './result-panel.tsx';
import { useExplorerForm, useExplorerResult } from './use-explorer.ts';
import { useExplorerActions } from './use-explorer-actions.ts';
import './explorer.css';

function callUrl(origin: string, request: ExplorerRequest): string {
  return absoluteViewUrl(origin, request.hub, request.view, paramsRecord(request));
}

/**
 * On a phone the result is a screen and a half below Run: once the call Run made has answered
 * (rows or an error), bring the result's heading up, so the answer is what the person sees next.
 * Returns the function Run calls when it sends.
 */
function useScrollToAnswer(answered: boolean, shownData: unknown): () => void {
  const narrow = useNarrowScreen();
  const pendingScroll = useRef(false);
  useEffect(() => {
    if (!pendingScroll.current || !answered) return;
    pendingScroll.current = false;
    document.getElementById('explorer-result-title')?.scrollIntoView({ block: 'start' });
  }, [answered, shownData]);
  return () => {
    if (narrow) pendingScroll.current = true;
  };
}

export function ExplorerPage() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const url = useMemo(() => readExplorerUrl(searchParams), [searchParams]);
  const urlProblems = useMemo(() => validateDraft(draftFromRequest(url)), [url]);
  const urlValid = urlProblems.length === 0;
  const formState = useExplorerForm(url, urlValid);
  const { form, problems, onDraftChange } = formState;
  const result = useExplorerResult(url, urlValid, searchParams.get('sort'));
  const { conn, queryKey, query, shownData, status, sorting } = result;
  const history = useCallHistory(queryKey, url.run, conn);

  const answered = query.fetchStatus === 'idle' && (status === 'success' || status === 'error');
  const showResult = useScrollToAnswer(answered, shownData);
  const actions = useExplorerActions(url, formState, result, showResult);

  const draftRequest = requestFromDraft(form.draft);
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
          draft={form.draft}
          onDraftChange={onDraftChange}
          onPick={actions.onPick}
          problems={problems}
          showProblems={form.showProblems}
          onRun={actions.onRun}
          isFetching={query.fetchStatus === 'fetching'}
          onCancel={actions.onCancel}
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
        onTabChange={actions.onTabChange}
        values={url.values}
        onValuesChange={actions.onValuesChange}
        sorting={sorting}
        onSortingChange={actions.onSortingChange}
        onRetry={() => void query.refetch()}
        waiting={query}
        waitingKey={queryKey}
      />
      <ExplorerHistory
        entries={history.entries}
        onRunAgain={actions.onRunAgain}
        onClear={history.clear}
      />
    </section>
  );
}
