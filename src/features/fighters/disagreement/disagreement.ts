// Where the three rating systems disagree: each fighter's rank under each system among the rows
// shown (1 = the highest rating), and the spread between their best and worst of those ranks.
import type { Consensus, ConsensusEntry } from '../data/consensus.ts';
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

/** A fighter whose four ranks in their class disagree, with those ranks and the spread. */
export interface Contested {
  readonly row: FighterRow;
  readonly entry: ConsensusEntry & { readonly spread: number };
}

/**
 * The rows (those shown) whose four ranks within their class (`consensus`, worked out over the whole
 * response) are furthest apart: widest spread first, then the better consensus rank, then the class
 * and name; at most `limit`. Fighters with no measure have no spread and are left out.
 */
export function mostContested(
  rows: readonly FighterRow[],
  consensus: Consensus,
  limit = 20,
): Contested[] {
  const found: Contested[] = [];
  for (const row of rows) {
    const entry = consensus.of(row);
    if (entry?.spread == null) continue;
    found.push({ row, entry: entry as Contested['entry'] });
  }
  const text = (a: string | null, b: string | null) =>
    (a ?? '') < (b ?? '') ? -1 : (a ?? '') > (b ?? '') ? 1 : 0;
  found.sort(
    (a, b) =>
      b.entry.spread - a.entry.spread ||
      (a.entry.consensus ?? Infinity) - (b.entry.consensus ?? Infinity) ||
      text(a.row.weight_class_name, b.row.weight_class_name) ||
      text(a.row.name, b.row.name),
  );
  return found.slice(0, limit);
}
