// The movers between the date shown and the date compared with: who rose and fell furthest in rank
// and in each rating, who is new, and who dropped out. One pass over the rows, top few kept.
import type { FighterRow } from '../data/fighter-data.ts';
import {
  RATING_KEYS,
  exitsFrom,
  movementOf,
  ratingChange,
  type PreviousRanks,
  type RatingKey,
} from '../data/rank-movement.ts';

export interface Mover {
  readonly row: FighterRow;
  /** Places gained (rank) or the rating's change; negative for a fall. */
  readonly change: number;
}

export interface MoversSummary {
  readonly risers: readonly Mover[];
  readonly fallers: readonly Mover[];
  readonly ratings: Readonly<Record<RatingKey, { rise: Mover | null; fall: Mover | null }>>;
  readonly entries: readonly FighterRow[];
  readonly exits: readonly FighterRow[];
}

/** Keeps the `limit` largest by `score` (ties keep the earlier row), in order, without sorting all. */
function keepTop(list: Mover[], row: FighterRow, change: number, limit: number): void {
  const score = Math.abs(change);
  const scoreOf = (m: Mover) => Math.abs(m.change);
  // Most rows fall short of the list: they are turned away before anything is made for them.
  if (list.length === limit && scoreOf(list[limit - 1] as Mover) >= score) return;
  let i = list.length;
  while (i > 0 && scoreOf(list[i - 1] as Mover) < score) i -= 1;
  list.splice(i, 0, { row, change });
  if (list.length > limit) list.pop();
}

/**
 * `rows` are those shown (one class, or all); `previous` the earlier date's rows by fighter;
 * `classCode` limits the exits to the class shown ('' for every class).
 */
export function summariseMovers(
  rows: readonly FighterRow[],
  previous: PreviousRanks,
  classCode: string,
  limit = 5,
): MoversSummary {
  const steps = moversSteps(rows, previous, classCode, limit);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Rows looked at between two pauses of moversSteps: a few milliseconds' work. */
const ROWS_PER_STEP = 4_096;

/**
 * summariseMovers a slice of rows at a time, pausing (yield) between slices: over 100,000 rows
 * it is a few hundred milliseconds of work, which a screen runs in pieces so the page never stalls.
 */
export function* moversSteps(
  rows: readonly FighterRow[],
  previous: PreviousRanks,
  classCode: string,
  limit = 5,
): Generator<void, MoversSummary, void> {
  const risers: Mover[] = [];
  const fallers: Mover[] = [];
  const entries: FighterRow[] = [];
  const rises = new Map<RatingKey, Mover[]>(RATING_KEYS.map((k) => [k, []]));
  const falls = new Map<RatingKey, Mover[]>(RATING_KEYS.map((k) => [k, []]));
  for (let i = 0; i < rows.length; i++) {
    if (i > 0 && i % ROWS_PER_STEP === 0) yield;
    const row = rows[i] as FighterRow;
    const movement = movementOf(row, previous);
    if (movement?.kind === 'new') entries.push(row);
    else if (movement?.kind === 'up') keepTop(risers, row, movement.by, limit);
    else if (movement?.kind === 'down') keepTop(fallers, row, -movement.by, limit);
    for (const key of RATING_KEYS) {
      const change = ratingChange(row, previous, key);
      if (change === null || change === 0) continue;
      keepTop((change > 0 ? rises : falls).get(key) as Mover[], row, change, 1);
    }
  }
  yield;
  const ratings = Object.fromEntries(
    RATING_KEYS.map((key) => [
      key,
      { rise: rises.get(key)?.[0] ?? null, fall: falls.get(key)?.[0] ?? null },
    ]),
  ) as MoversSummary['ratings'];
  return { risers, fallers, ratings, entries, exits: exitsFrom(rows, previous, classCode) };
}
