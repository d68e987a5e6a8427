// The Explorer's URL scheme: hub, view, `p.`-prefixed parameters, `run`, `tab`, `sort` and
// `values` ⇄ screen state.
import { catalog, hubNames } from '../../api/catalog.ts';
import { decodeSort, encodeSort } from '../../lib/url-state.ts';
import type { SortEntry } from '../../lib/sort.ts';

/** Parameters travel as `p.<name>` so a view's own parameter can never collide with `hub` or `sort`. */
export const PARAM_PREFIX = 'p.';

export type ResultTab = 'table' | 'json';

/** The table's values: formatted for reading, or as the service sent them. */
export type ValueMode = 'formatted' | 'raw';

/** One call of the generic endpoint: the parameters keep the order they were given in. */
export interface ExplorerRequest {
  readonly hub: string;
  readonly view: string;
  readonly params: readonly (readonly [string, string])[];
}

export interface ExplorerUrlState extends ExplorerRequest {
  /** Whether the link says to send the request, not only the form filled. */
  readonly run: boolean;
  readonly tab: ResultTab;
  /** Unchecked: the columns are only known once rows arrive. */
  readonly sort: SortEntry[];
  readonly values: ValueMode;
}

function firstView(hub: string): string {
  const views = (catalog as Readonly<Record<string, { views: Record<string, unknown> }>>)[hub]
    ?.views;
  return views ? (Object.keys(views)[0] ?? '') : '';
}

/** What the Explorer shows before anything is chosen: the catalog's first view. */
export const DEFAULT_HUB: string = hubNames[0] ?? '';
export const DEFAULT_VIEW: string = firstView(DEFAULT_HUB);

export function readExplorerUrl(search: URLSearchParams): ExplorerUrlState {
  const hub = search.get('hub')?.trim() || DEFAULT_HUB;
  const view = search.get('view')?.trim() || (search.get('hub') ? firstView(hub) : DEFAULT_VIEW);
  const seen = new Set<string>();
  const params: [string, string][] = [];
  for (const [key, value] of search) {
    if (!key.startsWith(PARAM_PREFIX)) continue;
    const name = key.slice(PARAM_PREFIX.length);
    // A hand-edited link may repeat a name; the request can carry each name once, so the first wins.
    if (name === '' || seen.has(name)) continue;
    seen.add(name);
    params.push([name, value]);
  }
  return {
    hub,
    view,
    params,
    run: search.get('run') === '1',
    tab: search.get('tab') === 'json' ? 'json' : 'table',
    sort: decodeSort(search.get('sort')),
    values: search.get('values') === 'raw' ? 'raw' : 'formatted',
  };
}

export interface ExplorerUrlOptions {
  run?: boolean;
  tab?: ResultTab;
  sort?: readonly SortEntry[];
  values?: ValueMode;
}

/** The search parameters of a request; empty parameter values are left out, as the client does. */
export function explorerSearch(
  request: ExplorerRequest,
  { run = false, tab = 'table', sort = [], values = 'formatted' }: ExplorerUrlOptions = {},
): URLSearchParams {
  const search = new URLSearchParams();
  search.set('hub', request.hub);
  search.set('view', request.view);
  for (const [name, value] of request.params) {
    if (name !== '' && value.trim() !== '') search.set(`${PARAM_PREFIX}${name}`, value);
  }
  if (run) search.set('run', '1');
  if (tab !== 'table') search.set('tab', tab);
  if (sort.length > 0) search.set('sort', encodeSort(sort));
  if (values === 'raw') search.set('values', 'raw');
  return search;
}

/** A text that is equal for two URLs exactly when they describe the same request. */
export function requestSignature(request: ExplorerRequest): string {
  return explorerSearch(request).toString();
}

/** The request's parameters as the client takes them. */
export function paramsRecord(request: ExplorerRequest): Record<string, string> {
  return Object.fromEntries(request.params);
}
