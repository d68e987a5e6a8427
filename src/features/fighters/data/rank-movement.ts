// Movement between the shown date and an earlier one: rank up N, down N, new or unchanged; each
// rating's change; and who dropped out (rated then, not now).
import type { FighterRow } from './fighter-data.ts';

export type Movement =
  | { readonly kind: 'up' | 'down'; readonly by: number }
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'new' };

/** The rating columns whose change between two dates is shown. */
export const RATING_KEYS = ['points', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;
export type RatingKey = (typeof RATING_KEYS)[number];

/** The earlier date's rows, with each shown row's fighter on that date found once. */
export interface PreviousRanks {
  /** Each fighter's row on the earlier date (the better ranked, for one listed twice). */
  readonly rows: readonly FighterRow[];
  /**
   * The row's fighter on the earlier date, looked up by class, then name (the texts as sent, no
   * key built per row), and kept for the row: the movement and the four changes of 100,000 rows
   * read it many times over.
   */
  readonly earlierOf: (row: FighterRow) => FighterRow | undefined;
}

function rankOf(row: FighterRow | undefined): number | null {
  return typeof row?.rank === 'number' ? row.rank : null;
}

export function previousRanks(rows: readonly FighterRow[]): PreviousRanks {
  // Each fighter's place in `kept`, by class, then name; `kept` holds them in the order first seen.
  const byClass = new Map<string, Map<string, number>>();
  const kept: FighterRow[] = [];
  for (const row of rows) {
    const classCode = row.weight_class_code ?? '';
    let byName = byClass.get(classCode);
    if (!byName) {
      byName = new Map();
      byClass.set(classCode, byName);
    }
    const name = row.name ?? '';
    const at = byName.get(name);
    if (at === undefined) {
      byName.set(name, kept.push(row) - 1);
      continue;
    }
    // A fighter listed twice keeps the better rank: the one a reader would have seen first.
    const rank = rankOf(row);
    const knownRank = rankOf(kept[at]);
    if (rank !== null && (knownRank === null || rank < knownRank)) kept[at] = row;
  }
  const found = new Map<FighterRow, FighterRow | null>();
  return {
    rows: kept,
    earlierOf: (row) => {
      let earlier = found.get(row);
      if (earlier === undefined) {
        const at = byClass.get(row.weight_class_code ?? '')?.get(row.name ?? '');
        earlier = at === undefined ? null : (kept[at] as FighterRow);
        found.set(row, earlier);
      }
      return earlier ?? undefined;
    },
  };
}

/** A row's movement, or null when it has no rank to compare. */
export function movementOf(row: FighterRow, previous: PreviousRanks): Movement | null {
  if (typeof row.rank !== 'number') return null;
  const before = rankOf(previous.earlierOf(row));
  // Unranked before counts as a newcomer to the ranking.
  if (before === null) return { kind: 'new' };
  const by = before - row.rank;
  if (by === 0) return { kind: 'unchanged' };
  return by > 0 ? { kind: 'up', by } : { kind: 'down', by: -by };
}

/** How much a rating changed since the earlier date, or null when either value is missing. */
export function ratingChange(
  row: FighterRow,
  previous: PreviousRanks,
  key: RatingKey,
): number | null {
  const now = row[key];
  const before = previous.earlierOf(row)?.[key];
  if (typeof now !== 'number' || typeof before !== 'number') return null;
  // Rounded to the hundredths the ratings are given in, so 0.1 + 0.2 reads 0.3.
  return Math.round((now - before) * 100) / 100;
}

/** Fighters on the earlier date (in `classCode`, '' for any) who are not in `rows`. */
export function exitsFrom(
  rows: readonly FighterRow[],
  previous: PreviousRanks,
  classCode: string,
): FighterRow[] {
  // Through `earlierOf`, whose answers the movement and the changes then read again for free.
  const matched = new Set<FighterRow>();
  for (const row of rows) {
    const earlier = previous.earlierOf(row);
    if (earlier) matched.add(earlier);
  }
  const out: FighterRow[] = [];
  for (const row of previous.rows) {
    if (classCode && row.weight_class_code !== classCode) continue;
    if (!matched.has(row)) out.push(row);
  }
  return out;
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
