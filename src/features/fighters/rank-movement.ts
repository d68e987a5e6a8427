// Rank movement between a date and the previous published one: up N, down N, new, or unchanged.
import type { FighterRow } from './fighter-data.ts';
import { rowKey } from './fighter-data.ts';

export type Movement =
  | { readonly kind: 'up' | 'down'; readonly by: number }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'new' };

/** Each fighter's rank on the earlier date, keyed by `fighterKey`. */
export type PreviousRanks = ReadonlyMap<string, number | null>;

export function previousRanks(rows: readonly FighterRow[]): PreviousRanks {
  const ranks = new Map<string, number | null>();
  for (const row of rows) {
    const key = rowKey(row);
    // A fighter listed twice keeps the better rank: the one a reader would have seen first.
    const known = ranks.get(key);
    const rank = typeof row.rank === 'number' ? row.rank : null;
    if (known === undefined || (rank !== null && (known === null || rank < known))) {
      ranks.set(key, rank);
    }
  }
  return ranks;
}

/** A row's movement, or null when it has no rank to compare. */
export function movementOf(row: FighterRow, previous: PreviousRanks): Movement | null {
  if (typeof row.rank !== 'number') return null;
  const before = previous.get(rowKey(row));
  // Unranked before counts as a newcomer to the ranking.
  if (before === undefined || before === null) return { kind: 'new' };
  const by = before - row.rank;
  if (by === 0) return { kind: 'unchanged' };
  return by > 0 ? { kind: 'up', by } : { kind: 'down', by: -by };
}

/**
 * A number to sort by: places gained (negative for places lost). Newcomers have no such number, so
 * they sort after every fighter who moved, in either direction, as empty values do.
 */
export function movementSortValue(movement: Movement | null): number | null {
  if (!movement || movement.kind === 'new') return null;
  if (movement.kind === 'unchanged') return 0;
  return movement.kind === 'up' ? movement.by : -movement.by;
}

/** The words a screen reader says and a CSV holds: "up 3", "down 2", "new", "unchanged". */
export function movementText(movement: Movement | null): string | null {
  if (!movement) return null;
  if (movement.kind === 'up' || movement.kind === 'down') return `${movement.kind} ${movement.by}`;
  return movement.kind;
}
