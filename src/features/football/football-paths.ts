// The Football screens' addresses and the URL values they read, in one place so links and screens agree.
import { decodeList } from '../../lib/url-state.ts';

/** Players that can be added to a player's chart, besides the player themself. */
export const MAX_COMPARED = 4;

export const FOOTBALL_HOME = '/football';

export function leaguePath(appId: string): string {
  return `${FOOTBALL_HOME}/leagues/${encodeURIComponent(appId)}`;
}

/** A player's screen; `league` is where they were found, for the way back. */
export function playerPath(playerId: PlayerId, options: { league?: string | null } = {}): string {
  const search = new URLSearchParams();
  if (options.league) search.set('league', options.league);
  const query = search.toString();
  return `${FOOTBALL_HOME}/players/${playerId}${query ? `?${query}` : ''}`;
}

/**
 * A player ID as its decimal text, never as a double: an ID beyond 2^53 (9007199254740993) is kept
 * as the text the service sent (coerce.ts), and a double would round it to another player's ID.
 */
export type PlayerId = string;

/** A player ID as typed or read from a URL: a positive whole number's digits, else null. */
export function parsePlayerId(text: string | null | undefined): PlayerId | null {
  const trimmed = text?.trim() ?? '';
  if (!/^\d{1,30}$/.test(trimmed)) return null;
  const id = trimmed.replace(/^0+/, '');
  return id === '' ? null : id;
}

/**
 * The ID in a row's `player_id` cell: a whole number, or the exact text of one a double cannot hold.
 * A number here is the literal sent (a lossy one arrives as text), so 2^53 itself is a player too.
 */
export function playerIdOf(value: unknown): PlayerId | null {
  if (typeof value === 'number')
    return Number.isInteger(value) ? parsePlayerId(String(value)) : null;
  return typeof value === 'string' ? parsePlayerId(value) : null;
}

/** Orders player IDs as numbers, exactly: a longer text of digits (no leading zeros) is bigger. */
export function comparePlayerIds(a: PlayerId, b: PlayerId): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** A compared player and the colour slot they were given when added (1..MAX_COMPARED; 0 is the player shown). */
export interface ComparedEntry {
  readonly id: PlayerId;
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
  playerId: PlayerId | null,
): ComparedEntry[] {
  const texts = typeof values === 'string' || values === null ? decodeList(values) : values;
  const parsed: { id: PlayerId; slot: number | null }[] = [];
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
export function addCompared(entries: readonly ComparedEntry[], id: PlayerId): ComparedEntry[] {
  const slot = firstFreeSlot(new Set(entries.map((e) => e.slot)));
  return [...entries, { id, slot }];
}

export function encodeCompared(entries: readonly ComparedEntry[]): string[] {
  return entries.map((e) => `${e.slot}:${e.id}`);
}

/** `season=all` lists every season; no parameter means the newest season. */
export const ALL_SEASONS = 'all';

export const PLAYER_VIEWS = ['per-season', 'overall'] as const;
export type PlayerListView = (typeof PLAYER_VIEWS)[number];
