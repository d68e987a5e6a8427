// The Explorer section's first request: a shared link that asks to run sends its request while the
// screen's code chunk loads. Only a request the form would send: an invalid one is never sent.
import type { SectionLoader, ViewRequest } from '../../api/prefetch.ts';
import { draftFromRequest, validateDraft } from './explorer-draft.ts';
import { paramsRecord, readExplorerUrl } from './explorer-url.ts';

export function firstRequests(url: URL): ViewRequest[] {
  const request = readExplorerUrl(url.searchParams);
  if (!request.run || validateDraft(draftFromRequest(request)).length > 0) return [];
  return [{ hub: request.hub, view: request.view, params: paramsRecord(request) }];
}

export const loader: SectionLoader = { firstRequests };
