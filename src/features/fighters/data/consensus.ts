// Consensus and spread (issue 41 §1): within each weight class of a response, each fighter's rank
// by points and by each rating system (higher is better; ties share the better rank, 1, 1, 3),
// their consensus rank (the class ordered by the median of those ranks, ties by the service's
// rank, then name) and their spread (worst rank minus best). Worked out once per response, on
// first use: the columns are hidden until asked for, so the first rows never wait for it.
import type { SearchableRows } from './fighter-filter.ts';
import { isNumberText } from '../../../lib/exact-number.ts';
import type { FighterRow } from './fighter-data.ts';

/** The four measures a fighter is ranked by, in the order the screens list them. */
export const MEASURES = ['points', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;
export type Measure = (typeof MEASURES)[number];

export interface ConsensusEntry {
  /** The fighter's rank in the class by each measure; null where they have no value. */
  readonly ranks: Readonly<Record<Measure, number | null>>;
  /** The place in the class by the median of the ranks; null with no measure at all. */
  readonly consensus: number | null;
  /** Worst rank minus best rank; null with no measure at all. */
  readonly spread: number | null;
}

/**
 * A cell as a number to rank by, or null. Rows are coerced to numbers as they are read; a figure
 * a double cannot hold stays the service's text (lib/exact-number.ts), read here as its nearest
 * double, which ranks it where it belongs.
 */
export function measureValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value;
  if (typeof value !== 'string' || !isNumberText(value.trim())) return null;
  const n = Number(value.trim());
  return Number.isNaN(n) ? null : n;
}

/** The first place in `ascending` whose value is above `value`. */
function upperBound(ascending: Float64Array, value: number): number {
  let low = 0;
  let high = ascending.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((ascending[mid] as number) <= value) low = mid + 1;
    else high = mid;
  }
  return high;
}

/**
 * Competition ranks (1, 1, 3) by each measure, highest first, of one class's rows (`at`: indexes
 * into `rows`): `ranks[k * 4 + m]` for the k-th row and m-th measure, 0 without a value. A rank is
 * one more than the number of values above it, found in the values sorted as numbers: a typed
 * array's own sort, with no comparison function to call 100,000 times over.
 */
function ranksOf(rows: readonly FighterRow[], at: readonly number[]): Uint32Array {
  const n = at.length;
  const ranks = new Uint32Array(n * 4);
  const values = new Float64Array(n);
  const has = new Uint8Array(n);
  const sorted = new Float64Array(n);
  MEASURES.forEach((measure, m) => {
    let count = 0;
    for (let k = 0; k < n; k++) {
      const value = measureValue(rows[at[k] as number]?.[measure]);
      has[k] = value === null ? 0 : 1;
      if (value === null) continue;
      values[k] = value;
      sorted[count++] = value;
    }
    const ascending = sorted.subarray(0, count).sort();
    for (let k = 0; k < n; k++) {
      if (has[k]) ranks[k * 4 + m] = count - upperBound(ascending, values[k] as number) + 1;
    }
  });
  return ranks;
}

/** A row's ranks in order, reused from row to row: no array is made per row. */
const scratch = new Uint32Array(4);

/**
 * Sets `twice[k]` to twice the median of the k-th row's ranks (a whole number; left 0 with none)
 * and `spreads[k]` to their spread.
 */
function medianAndSpread(ranks: Uint32Array, k: number, twice: Uint32Array, spreads: Uint32Array) {
  let count = 0;
  for (let m = 0; m < 4; m++) {
    const rank = ranks[k * 4 + m] as number;
    if (rank === 0) continue;
    // Insertion into the ranks found so far, in order.
    let j = count++;
    for (; j > 0 && (scratch[j - 1] as number) > rank; j--) scratch[j] = scratch[j - 1] as number;
    scratch[j] = rank;
  }
  if (count === 0) return;
  const mid = count >> 1;
  const high = scratch[mid] as number;
  twice[k] = count % 2 ? 2 * high : (scratch[mid - 1] as number) + high;
  spreads[k] = (scratch[count - 1] as number) - (scratch[0] as number);
}

/** Text order by code unit: the same answer on every machine, with no collator to load. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of `placed` (places in `at`, each with twice its median in `twice`): by median, then
 * the service's rank (a fighter without one after), then name. The medians are sorted as numbers
 * (median and place packed into one), and only a run of equal medians meets a comparison.
 */
function consensusOrder(
  rows: readonly FighterRow[],
  at: readonly number[],
  placed: readonly number[],
  twice: Uint32Array,
): number[] {
  const n = at.length;
  const keys = new Float64Array(placed.length);
  placed.forEach((k, j) => {
    keys[j] = (twice[k] as number) * n + k;
  });
  keys.sort();
  const order = Array.from(keys, (key) => key % n);
  const serviceRank = (k: number) => measureValue(rows[at[k] as number]?.rank) ?? Infinity;
  const name = (k: number) => rows[at[k] as number]?.name ?? '';
  for (let start = 0; start < order.length;) {
    const median = twice[order[start] as number];
    let end = start + 1;
    while (end < order.length && twice[order[end] as number] === median) end++;
    if (end - start > 1) {
      const run = order.slice(start, end).sort((a, b) => {
        const x = serviceRank(a);
        const y = serviceRank(b);
        return x < y ? -1 : x > y ? 1 : byText(name(a), name(b)) || a - b;
      });
      run.forEach((k, j) => {
        order[start + j] = k;
      });
    }
    start = end;
  }
  return order;
}

/** One class's entries (`at`: the indexes of its rows in `rows`), in the order of `at`. */
function classEntries(rows: readonly FighterRow[], at: readonly number[]): ConsensusEntry[] {
  const ranks = ranksOf(rows, at);
  const twice = new Uint32Array(at.length);
  const spreads = new Uint32Array(at.length);
  const placed: number[] = [];
  for (let k = 0; k < at.length; k++) {
    medianAndSpread(ranks, k, twice, spreads);
    if (twice[k] !== 0) placed.push(k);
  }
  const consensus = new Uint32Array(at.length);
  consensusOrder(rows, at, placed, twice).forEach((k, place) => {
    consensus[k] = place + 1;
  });
  const rankAt = (k: number, m: number) => (ranks[k * 4 + m] as number) || null;
  return at.map((_, k) => {
    const has = (consensus[k] as number) > 0;
    return {
      ranks: {
        points: rankAt(k, 0),
        r_glicko1: rankAt(k, 1),
        r_elok170: rankAt(k, 2),
        r_elomod1: rankAt(k, 3),
      },
      consensus: has ? (consensus[k] as number) : null,
      spread: has ? (spreads[k] as number) : null,
    };
  });
}

/** The indexes of each class's rows, by weight-class code. */
function classesOf(rows: readonly FighterRow[]): Map<string, number[]> {
  const classes = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const code = row.weight_class_code ?? '';
    const members = classes.get(code);
    if (members) members.push(i);
    else classes.set(code, [i]);
  });
  return classes;
}

/** Every row's entry, in the rows' order: O(n log n) per class. */
export function consensusRanks(rows: readonly FighterRow[]): ConsensusEntry[] {
  const out = new Array<ConsensusEntry>(rows.length);
  for (const at of classesOf(rows).values()) {
    classEntries(rows, at).forEach((entry, k) => {
      out[at[k] as number] = entry;
    });
  }
  return out;
}

/** A response's entries by row, each class worked out when one of its rows is first read. */
export interface Consensus {
  readonly of: (row: FighterRow) => ConsensusEntry | undefined;
}

/**
 * The consensus of a response's rows, kept on them (`SearchableRows.consensus`, made once per
 * response): the table, its export and the disagreement view share one working-out. A class is
 * worked out when one of its rows is first read, so the rows on screen (one class, in the default
 * order) need only theirs, and a sort over every class works them out one class at a time.
 */
export function consensusOf(response: Pick<SearchableRows, 'rows' | 'consensus'>): Consensus {
  return (response.consensus ??= consensusOver(response.rows));
}

function consensusOver(rows: readonly FighterRow[]): Consensus {
  let classes: Map<string, number[]> | null = null;
  const byRow = new Map<FighterRow, ConsensusEntry>();
  const consensus: Consensus = {
    of: (row) => {
      const known = byRow.get(row);
      if (known) return known;
      classes ??= classesOf(rows);
      const code = row.weight_class_code ?? '';
      const at = classes.get(code);
      if (!at) return undefined;
      // Taken out once worked out: a row not of these rows is then not looked for again.
      classes.delete(code);
      classEntries(rows, at).forEach((entry, k) =>
        byRow.set(rows[at[k] as number] as FighterRow, entry),
      );
      return byRow.get(row);
    },
  };
  return consensus;
}
