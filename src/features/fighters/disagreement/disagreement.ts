// Where the three rating systems disagree: each fighter's rank under each system among the rows
// shown (1 = the highest rating), and the spread between their best and worst of those ranks.
import type { FighterRow } from '../data/fighter-data.ts';
import { SYSTEMS, type RatingSystem } from '../fighters-url.ts';

export interface Disagreement {
  readonly row: FighterRow;
  readonly ranks: Readonly<Record<RatingSystem, number>>;
  /** Worst rank minus best rank across the three systems. */
  readonly spread: number;
}

/** Each row's rank under one system (ties share the better rank); rows without it get none. */
function ranksUnder(rows: readonly FighterRow[], system: RatingSystem): Map<FighterRow, number> {
  const rated = rows.filter((row) => typeof row[system] === 'number');
  rated.sort((a, b) => (b[system] as number) - (a[system] as number));
  const ranks = new Map<FighterRow, number>();
  rated.forEach((row, i) => {
    const previous = rated[i - 1];
    const tied = previous !== undefined && previous[system] === row[system];
    ranks.set(row, tied ? (ranks.get(previous) as number) : i + 1);
  });
  return ranks;
}

/** The fighters rated by all three systems, those they disagree on most first (at most `limit`). */
export function disagreements(rows: readonly FighterRow[], limit = 20): Disagreement[] {
  const under = Object.fromEntries(SYSTEMS.map((s) => [s, ranksUnder(rows, s)])) as Record<
    RatingSystem,
    Map<FighterRow, number>
  >;
  const out: Disagreement[] = [];
  for (const row of rows) {
    const ranks = {} as Record<RatingSystem, number>;
    let complete = true;
    for (const system of SYSTEMS) {
      const rank = under[system].get(row);
      if (rank === undefined) complete = false;
      else ranks[system] = rank;
    }
    if (!complete) continue;
    const values = SYSTEMS.map((s) => ranks[s]);
    out.push({ row, ranks, spread: Math.max(...values) - Math.min(...values) });
  }
  // Stable: equal spreads keep the rows' order.
  out.sort((a, b) => b.spread - a.spread);
  return out.slice(0, limit);
}
