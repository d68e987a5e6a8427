// The watchlist as a file: what Export writes, and Import's reading of a file a person chose, which
// may be anything (not JSON, hostile, huge). Import adds what the file has to the list; a file that
// is not a valid watchlist, or would take the list past its limit, changes nothing and says why.
import { MAX_WATCHED, readWatchlist, type Watchlist } from './watchlist.ts';

/** Larger than any valid watchlist (500 entries of 1,000-character names): refused unread. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;

/** The file's text: the list itself (names, class codes, IDs, dates), nothing else. */
export function watchlistFileText(list: Watchlist): string {
  return `${JSON.stringify(list, null, 2)}\n`;
}

export interface Merged {
  readonly list: Watchlist;
  readonly added: number;
  readonly already: number;
}

/** The list with the file's entries added, or why not. */
export function mergeWatchlistFile(list: Watchlist, text: string): Merged | string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'This file is not JSON. Choose a file made by Export.';
  }
  const file = readWatchlist(parsed);
  if (typeof file === 'string') return file;
  const names = new Set(list.fighters.map((f) => f.name));
  const ids = new Set(list.players.map((p) => p.id));
  const fighters = file.fighters.filter((f) => !names.has(f.name));
  const players = file.players.filter((p) => !ids.has(p.id));
  const total = list.fighters.length + list.players.length + fighters.length + players.length;
  if (total > MAX_WATCHED) {
    return `Importing this file would make ${total} entries; a watchlist holds at most ${MAX_WATCHED}.`;
  }
  const added = fighters.length + players.length;
  return {
    list: {
      ...list,
      fighters: [...list.fighters, ...fighters],
      players: [...list.players, ...players],
    },
    added,
    already: file.fighters.length + file.players.length - added,
  };
}
