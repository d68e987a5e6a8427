// The Football screens' addresses and the URL values they read, in one place so links and screens agree.
import { decodeList, encodeList } from '../../lib/url-state.ts';

/** Players that can be added to a player's chart, besides the player themself. */
export const MAX_COMPARED = 4;

export const FOOTBALL_HOME = '/football';

export function leaguePath(appId: string): string {
  return `${FOOTBALL_HOME}/leagues/${encodeURIComponent(appId)}`;
}

/** A player's screen; `league` is where they were found, for the way back. */
export function playerPath(playerId: number, options: { league?: string | null } = {}): string {
  const search = new URLSearchParams();
  if (options.league) search.set('league', options.league);
  const query = search.toString();
  return `${FOOTBALL_HOME}/players/${playerId}${query ? `?${query}` : ''}`;
}

/** A player ID as typed or read from a URL: a positive whole number, else null. */
export function parsePlayerId(text: string | null | undefined): number | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,15}$/.test(trimmed)) return null;
  const id = Number(trimmed);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The compared players in `compare=12,34`: valid, distinct, not the player shown, at most four. */
export function decodeCompared(value: string | null, playerId: number | null): number[] {
  const ids: number[] = [];
  for (const text of decodeList(value)) {
    const id = parsePlayerId(text);
    if (id === null || id === playerId || ids.includes(id)) continue;
    ids.push(id);
    if (ids.length === MAX_COMPARED) break;
  }
  return ids;
}

export function encodeCompared(ids: readonly number[]): string {
  return encodeList(ids.map(String));
}

export const RANGES = ['all', '12m', 'season'] as const;
export type HistoryRange = (typeof RANGES)[number];

export const RANGE_LABELS: Readonly<Record<HistoryRange, string>> = {
  all: 'All',
  '12m': 'Last 12 months',
  season: 'Latest season',
};

/** `season=all` lists every season; no parameter means the newest season. */
export const ALL_SEASONS = 'all';

export const PLAYER_VIEWS = ['per-season', 'overall'] as const;
export type PlayerListView = (typeof PLAYER_VIEWS)[number];
