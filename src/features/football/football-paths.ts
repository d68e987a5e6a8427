// The Football screens' addresses and the URL values they read, in one place so links and screens agree.
import { formatDate, isIsoDate } from '../../lib/date.ts';
import { decodeList } from '../../lib/url-state.ts';

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

/** A compared player and the colour slot they were given when added (1..MAX_COMPARED; 0 is the player shown). */
export interface ComparedEntry {
  readonly id: number;
  readonly slot: number;
}

const SLOTTED = /^(\d+):(.*)$/;

/**
 * The compared players in `compare=1:12,3:34`: valid, distinct, not the player shown, at most four,
 * each with the colour slot written beside it, so removing one recolours none. An entry without a
 * slot (an older link, or typed by hand) takes the first free one, in order.
 */
export function decodeCompared(
  values: readonly string[] | string | null,
  playerId: number | null,
): ComparedEntry[] {
  const texts = typeof values === 'string' || values === null ? decodeList(values) : values;
  const parsed: { id: number; slot: number | null }[] = [];
  const slots = new Set<number>();
  for (const text of texts) {
    const match = SLOTTED.exec(text);
    const id = parsePlayerId(match ? match[2] : text);
    if (id === null || id === playerId || parsed.some((p) => p.id === id)) continue;
    let slot = match ? Number(match[1]) : null;
    if (slot !== null && (slot < 1 || slot > MAX_COMPARED || slots.has(slot))) slot = null;
    if (slot !== null) slots.add(slot);
    parsed.push({ id, slot });
    if (parsed.length === MAX_COMPARED) break;
  }
  return parsed.map(({ id, slot }) => {
    if (slot !== null) return { id, slot };
    const free = firstFreeSlot(slots);
    slots.add(free);
    return { id, slot: free };
  });
}

function firstFreeSlot(taken: ReadonlySet<number>): number {
  for (let slot = 1; slot <= MAX_COMPARED; slot++) if (!taken.has(slot)) return slot;
  return MAX_COMPARED;
}

/** The list with `id` added in the first free colour slot. */
export function addCompared(entries: readonly ComparedEntry[], id: number): ComparedEntry[] {
  const slot = firstFreeSlot(new Set(entries.map((e) => e.slot)));
  return [...entries, { id, slot }];
}

export function encodeCompared(entries: readonly ComparedEntry[]): string[] {
  return entries.map((e) => `${e.slot}:${e.id}`);
}

/**
 * The part of a history shown: everything, the last twelve months, a season (null: the newest),
 * or a range brushed on the chart or typed as dates.
 */
export type HistoryRange =
  | { readonly kind: 'all' }
  | { readonly kind: '12m' }
  | { readonly kind: 'season'; readonly label: string | null }
  | { readonly kind: 'custom'; readonly from: string; readonly to: string };

export const ALL_RANGE: HistoryRange = { kind: 'all' };

const CUSTOM_RANGE = /^(\d{4}-\d{2}-\d{2})\.\.(\d{4}-\d{2}-\d{2})$/;

/**
 * `range` as written in the URL: `12m`, `season` (the newest), a season's name (`2024/2025`), or
 * `2024-01-01..2024-06-30`. Anything else, or dates that are not real, reads as everything.
 */
export function parseRange(text: string | null): HistoryRange {
  if (text === null || text === '' || text === 'all') return ALL_RANGE;
  if (text === '12m') return { kind: '12m' };
  if (text === 'season') return { kind: 'season', label: null };
  const custom = CUSTOM_RANGE.exec(text);
  if (custom) {
    const [from, to] = [custom[1] as string, custom[2] as string].sort();
    return isIsoDate(from) && isIsoDate(to) ? { kind: 'custom', from: from!, to: to! } : ALL_RANGE;
  }
  return { kind: 'season', label: text };
}

/** The URL's `range` for a range; null for everything (the default, left out). */
export function rangeParam(range: HistoryRange): string | null {
  switch (range.kind) {
    case 'all':
      return null;
    case '12m':
      return '12m';
    case 'season':
      return range.label ?? 'season';
    case 'custom':
      return `${range.from}..${range.to}`;
  }
}

/** The range in words, for counts and titles: "last 12 months", "season 2024/2025". */
export function rangeLabel(range: HistoryRange): string {
  switch (range.kind) {
    case 'all':
      return 'all';
    case '12m':
      return 'last 12 months';
    case 'season':
      return range.label === null ? 'latest season' : `season ${range.label}`;
    case 'custom':
      return `${formatDate(range.from)} to ${formatDate(range.to)}`;
  }
}

/** `season=all` lists every season; no parameter means the newest season. */
export const ALL_SEASONS = 'all';

export const PLAYER_VIEWS = ['per-season', 'overall'] as const;
export type PlayerListView = (typeof PLAYER_VIEWS)[number];
