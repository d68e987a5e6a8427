// The Explorer's state: the form's draft (which follows the URL's request unless Run just put it
// there) and the URL request's call through the query cache, with the result's status.
import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { isViewQueryKey, viewQueryOptions } from '../../api/queries.ts';
import { decodeSort } from '../../lib/url-state.ts';
import { useConnection } from '../../session/session-context.tsx';
import { draftFromRequest, validateDraft, type ExplorerDraft } from './explorer-draft.ts';
import { paramsRecord, requestSignature, type ExplorerUrlState } from './explorer-url.ts';
import type { ResultStatus } from './result-panel.tsx';

interface FormState {
  /** The URL request the draft was last reset from; a new one (Back, a link) resets it. */
  signature: string;
  /** The request Run has just put in the URL: when it arrives, the draft stays as typed. */
  expected: string | null;
  draft: ExplorerDraft;
  showProblems: boolean;
}

/** The form: a draft of the request, reset when the URL's request changes under it. */
export function useExplorerForm(url: ExplorerUrlState, urlValid: boolean) {
  const signature = requestSignature(url);
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
  const problems = useMemo(() => validateDraft(form.draft), [form.draft]);
  return {
    form,
    problems,
    signature,
    setForm,
    onDraftChange: (change: Partial<ExplorerDraft>) =>
      setForm({ ...form, draft: { ...form.draft, ...change } }),
  };
}

/** The URL's request, sent when the URL asks to run and the request is valid. */
export function useExplorerResult(
  url: ExplorerUrlState,
  urlValid: boolean,
  sortParam: string | null,
) {
  const conn = useConnection();
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
    () => decodeSort(sortParam, query.data?.columns),
    [sortParam, query.data?.columns],
  );
  return { conn, queryKey: options.queryKey, query, shownData, status, sorting };
}
