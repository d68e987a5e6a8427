// The chance that one fighter beats another as their ratings imply it (the Elo logistic curve on a
// 400-point scale), for every ordered pair of the fighters compared. Implied, not calibrated: the
// service publishes no rating deviation and no fight results to check it against.
import { formatNumber } from '../../../lib/format.ts';
import { SYSTEMS, type RatingSystem } from '../fighters-url.ts';
import type { FighterRow } from '../data/fighter-data.ts';

export { SYSTEMS as ODDS_SYSTEMS };

/** A fighter as the odds need them: who, in which class, and their three ratings on the date. */
export interface OddsFighter {
  readonly key: string;
  readonly slot: number;
  readonly name: string;
  readonly classCode: string;
  /** Null when they have no row on the date (not rated then). */
  readonly ratings: Readonly<Record<RatingSystem, number | null>> | null;
}

/** One ordered pair: the row fighter's chance against the column fighter, per system and median. */
export interface OddsPair {
  readonly row: OddsFighter;
  readonly col: OddsFighter;
  readonly sameClass: boolean;
  /** Per system, null when either fighter lacks that rating. */
  readonly chances: Readonly<Record<RatingSystem, number | null>>;
  /** The median of the chances there are; null when there are none. */
  readonly median: number | null;
}

/**
 * A rating cell as a finite number, or null. Rows arrive coerced by the app (api/coerce.ts): a
 * number, the number's own text when a double cannot hold it exactly, or null. Text is read as the
 * nearest double; a value no double holds (1e400), or anything else, counts as missing.
 */
export function ratingValue(cell: unknown): number | null {
  const number =
    typeof cell === 'number'
      ? cell
      : typeof cell === 'string' && cell.trim() !== ''
        ? Number(cell)
        : NaN;
  return Number.isFinite(number) ? number : null;
}

/** P = 1 / (1 + 10^((R_col − R_row) / 400)): the row fighter's chance to beat the column's. */
export function winChance(rowRating: number, colRating: number): number {
  return 1 / (1 + 10 ** ((colRating - rowRating) / 400));
}

/** The middle value (the mean of the middle two for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const upper = sorted[mid] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[mid - 1] as number) + upper) / 2;
}

/**
 * A chance as a whole percentage. A chance that rounds to 0 % or 100 % without being certain reads
 * "<1%" or ">99%": the ratings never make a fight a certainty.
 */
export function percentText(chance: number | null): string {
  if (chance === null || !Number.isFinite(chance)) return '—';
  const whole = Math.round(chance * 100);
  if (whole >= 100 && chance < 1) return '>99%';
  if (whole <= 0 && chance > 0) return '<1%';
  return `${formatNumber(whole, { maximumFractionDigits: 0 })}%`;
}

/** The fighter's three ratings from their row on the date, or null when they have none. */
export function ratingsOf(row: FighterRow | undefined): OddsFighter['ratings'] {
  if (!row) return null;
  return {
    r_glicko1: ratingValue(row.r_glicko1),
    r_elok170: ratingValue(row.r_elok170),
    r_elomod1: ratingValue(row.r_elomod1),
  };
}

/** Every ordered pair of distinct fighters, in the order given: A vs B, A vs C, B vs A, … */
export function oddsPairs(fighters: readonly OddsFighter[]): OddsPair[] {
  const pairs: OddsPair[] = [];
  for (const row of fighters) {
    for (const col of fighters) {
      if (row.key === col.key) continue;
      const chances = {} as Record<RatingSystem, number | null>;
      for (const system of SYSTEMS) {
        const a = row.ratings?.[system] ?? null;
        const b = col.ratings?.[system] ?? null;
        chances[system] = a === null || b === null ? null : winChance(a, b);
      }
      const known = SYSTEMS.flatMap((s) => (chances[s] === null ? [] : [chances[s]]));
      pairs.push({
        row,
        col,
        sameClass: row.classCode === col.classCode,
        chances,
        median: median(known),
      });
    }
  }
  return pairs;
}
