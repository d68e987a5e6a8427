// The Explorer route's loader: a shared link that asks to run sends its request while the screen's
// code loads. Only a request the form would send: an invalid one is never sent.
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/client.ts';
import { viewQueryOptions, startQuery } from '../../api/queries.ts';
import { draftFromRequest, validateDraft } from './explorer-draft.ts';
import { paramsRecord, readExplorerUrl } from './explorer-url.ts';

export function loadExplorer(client: QueryClient, conn: Connection, url: URL): void {
  const request = readExplorerUrl(url.searchParams);
  if (!request.run || validateDraft(draftFromRequest(request)).length > 0) return;
  startQuery(client, viewQueryOptions(conn, request.hub, request.view, paramsRecord(request)));
}
