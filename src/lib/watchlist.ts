// The watchlist: the fighters and players this browser follows, and the dates it last showed, kept in
// localStorage under one versioned key. It holds names, class codes, player IDs and dates only:
// never the API key (sessionStorage's, see session/key-storage.ts), never rows of data. Another
// tab's change arrives through the `storage` event. No React here: components/use-watchlist.ts
// reads it with useSyncExternalStore.

import { isIsoDate } from './date.ts';

export const WATCHLIST_KEY = 'dv.watchlist.v1';
export const WATCHLIST_VERSION = 1;
/** The most fighters and players together: a list, not a copy of the service. */
export const MAX_WATCHED = 500;

export interface WatchedFighter {
  /** The service gives fighters no ID: a watched fighter is their name. */
  readonly name: string;
  /** The class they were watched in (they are followed to another). */
  readonly classCode: string;
}

export interface WatchedPlayer {
  /** The player ID's decimal text (an ID beyond 2^53 stays exact). */
  readonly id: string;
  readonly name: string;
  /** Their latest appearance date this browser has shown. */
  readonly seen?: string;
}

export interface Watchlist {
  readonly version: typeof WATCHLIST_VERSION;
  readonly fighters: readonly WatchedFighter[];
  readonly players: readonly WatchedPlayer[];
  /** The latest published ratings date this browser has shown on the Watchlist. */
  readonly seenDate?: string;
  /** The published date whose "new ratings" line was dismissed. */
  readonly dismissedDate?: string;
}

const EMPTY: Watchlist = { version: WATCHLIST_VERSION, fighters: [], players: [] };
/** The longest name or class code kept (a name is a fighter's identity: never cut short). */
export const MAX_TEXT = 1000;
const ID = /^[1-9]\d{0,29}$/;

/**
 * A name or class code as the list keeps it and as every comparison with the list reads it: Unicode
 * NFC, then trimmed. The one place this is done, so a name stored and the same name in a row (with
 * the spaces or the decomposed accents a service sent) compare equal.
 */
export function watchedText(value: string): string {
  return value.normalize('NFC').trim();
}

function text(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const kept = watchedText(value);
  return kept === '' || kept.length > MAX_TEXT ? null : kept;
}

function date(value: unknown): string | undefined {
  return isIsoDate(value as string | undefined) ? (value as string) : undefined;
}

/** Whether a date field is absent or a real calendar day (`2099-13-45` is neither). */
function dateOrAbsent(value: unknown): boolean {
  return value === undefined || date(value) !== undefined;
}

function fighterOf(value: unknown): WatchedFighter | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, classCode } = value as Record<string, unknown>;
  const n = text(name);
  const c = text(classCode);
  return n !== null && c !== null ? { name: n, classCode: c } : null;
}

function playerOf(value: unknown): WatchedPlayer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { id, name, seen } = value as Record<string, unknown>;
  const i = typeof id === 'number' && Number.isSafeInteger(id) ? String(id) : id;
  const n = text(name);
  if (typeof i !== 'string' || !ID.test(i) || n === null) return null;
  const s = date(seen);
  return s ? { id: i, name: n, seen: s } : { id: i, name: n };
}

/**
 * A watchlist from parsed JSON, or the reason it is not one. Every entry must be valid (a file
 * with one bad entry is refused whole: nothing half-imported); duplicates are dropped.
 */
export function readWatchlist(value: unknown): Watchlist | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'This is not a watchlist file.';
  }
  const data = value as Record<string, unknown>;
  if (data.version !== WATCHLIST_VERSION) return 'This watchlist file is of an unknown version.';
  const { fighters = [], players = [] } = data;
  if (!Array.isArray(fighters) || !Array.isArray(players)) return 'This is not a watchlist file.';
  if (fighters.length + players.length > MAX_WATCHED) {
    return `A watchlist holds at most ${MAX_WATCHED} fighters and players.`;
  }
  const f = fighters.map(fighterOf);
  const p = players.map(playerOf);
  if (f.includes(null) || p.includes(null)) {
    return 'Some entries of this file are not fighters or players (a name or ID is missing or too long).';
  }
  const dates = [data.seenDate, data.dismissedDate, ...players.map(seenOf)];
  if (!dates.every(dateOrAbsent)) {
    return 'Some dates in this file are not days of the calendar (written YYYY-MM-DD).';
  }
  const list: Watchlist = {
    version: WATCHLIST_VERSION,
    fighters: unique(f as WatchedFighter[], (x) => x.name),
    players: unique(p as WatchedPlayer[], (x) => x.id),
  };
  const seenDate = date(data.seenDate);
  const dismissedDate = date(data.dismissedDate);
  return {
    ...list,
    ...(seenDate ? { seenDate } : {}),
    ...(dismissedDate ? { dismissedDate } : {}),
  };
}

function seenOf(value: unknown): unknown {
  return typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>).seen
    : undefined;
}

function unique<T>(items: readonly T[], key: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(key(item)) && seen.add(key(item)) !== undefined);
}

// localStorage may be missing or refuse (privacy modes, full): the list then lives in memory.
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function stored(): string | null {
  try {
    return storage()?.getItem(WATCHLIST_KEY) ?? null;
  } catch {
    return null;
  }
}

function parse(raw: string | null): Watchlist {
  try {
    if (!raw) return EMPTY;
    const list = readWatchlist(JSON.parse(raw));
    return typeof list === 'string' ? EMPTY : list;
  } catch {
    return EMPTY;
  }
}

let current: Watchlist | null = null;
/** The stored text `current` was read from (or written as): a read of the same text changes nothing. */
let currentText: string | null = null;
const listeners = new Set<() => void>();

/** Reads the stored list again; true when it changed. */
function refresh(): boolean {
  const raw = stored();
  if (current !== null && raw === currentText) return false;
  currentText = raw;
  current = parse(raw);
  return true;
}

function notify(): void {
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent): void {
  // null key: another tab cleared the whole storage.
  if (event.key !== WATCHLIST_KEY && event.key !== null) return;
  if (refresh()) notify();
}

/** The list as stored; the same object until it changes (useSyncExternalStore's snapshot). */
export function getWatchlist(): Watchlist {
  if (current === null) refresh();
  return current ?? EMPTY;
}

export function subscribeWatchlist(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('storage', onStorage);
    // Nobody was listening: another tab's change may have come meanwhile (also between a
    // component's first render and its subscription). Read again; React then checks the snapshot.
    refresh();
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** Changes the list and stores it; a change that gives the same object stores nothing. */
export function updateWatchlist(change: (list: Watchlist) => Watchlist): void {
  const before = getWatchlist();
  const after = change(before);
  if (after === before) return;
  current = after;
  try {
    const text = JSON.stringify(after);
    storage()?.setItem(WATCHLIST_KEY, text);
    currentText = text;
  } catch {
    // Full or refused: kept for this page only (until the stored list itself changes).
    currentText = stored();
  }
  notify();
}

export function isWatchingFighter(list: Watchlist, name: string): boolean {
  const kept = watchedText(name);
  return list.fighters.some((f) => f.name === kept);
}

export function isWatchingPlayer(list: Watchlist, id: string): boolean {
  return list.players.some((p) => p.id === id);
}

/** Whether one more can be added. */
export function hasRoom(list: Watchlist): boolean {
  return list.fighters.length + list.players.length < MAX_WATCHED;
}

export function toggleFighter(fighter: WatchedFighter): void {
  updateWatchlist((list) => {
    if (isWatchingFighter(list, fighter.name)) {
      const kept = watchedText(fighter.name);
      return { ...list, fighters: list.fighters.filter((f) => f.name !== kept) };
    }
    const added = fighterOf(fighter);
    return added && hasRoom(list) ? { ...list, fighters: [...list.fighters, added] } : list;
  });
}

export function togglePlayer(player: WatchedPlayer): void {
  updateWatchlist((list) => {
    if (isWatchingPlayer(list, player.id)) {
      return { ...list, players: list.players.filter((p) => p.id !== player.id) };
    }
    const added = playerOf(player);
    return added && hasRoom(list) ? { ...list, players: [...list.players, added] } : list;
  });
}

/** For tests: forget the page's copy, so the next read is from storage. */
export function resetWatchlistForTests(): void {
  current = null;
  currentText = null;
}
