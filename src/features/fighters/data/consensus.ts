// Consensus and spread (issue 41 §1): within each weight class of a response, each fighter's rank
// by points and by each rating system (higher is better; ties share the better rank, 1, 1, 3),
// their consensus rank (the class ordered by the median of those ranks, ties by the service's
// rank, then name) and their spread (worst rank minus best). Worked out once per response, on
// first use: the columns are hidden until asked for, so the first rows never wait for it.
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

const NO_RANKS: ConsensusEntry['ranks'] = {
  points: null,
  r_glicko1: null,
  r_elok170: null,
  r_elomod1: null,
};

/**
 * Competition ranks (1, 1, 3) by `measure`, highest first, of the class's rows (`at`: indexes into
 * `rows`), by place in `at`; 0 for a row without the measure.
 */
function rankBy(rows: readonly FighterRow[], at: readonly number[], measure: Measure): Uint32Array {
  const values = new Float64Array(at.length);
  const rated: number[] = [];
  at.forEach((i, k) => {
    const value = measureValue(rows[i]?.[measure]);
    if (value === null) return;
    values[k] = value;
    rated.push(k);
  });
  // Compared, not subtracted: Infinity (a figure beyond a double) minus itself is no number.
  rated.sort((a, b) => {
    const x = values[a] as number;
    const y = values[b] as number;
    return x > y ? -1 : x < y ? 1 : a - b;
  });
  const ranks = new Uint32Array(at.length);
  rated.forEach((k, place) => {
    const before = rated[place - 1];
    const tied = before !== undefined && values[before] === values[k];
    ranks[k] = tied ? (ranks[before] as number) : place + 1;
  });
  return ranks;
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length >> 1;
  const high = sorted[mid] as number;
  return sorted.length % 2 ? high : ((sorted[mid - 1] as number) + high) / 2;
}

/** Text order by code unit: the same answer on every machine, with no collator to load. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The ranks of the class's row at place `k`, and their median and spread (null with none). */
function entryAt(byMeasure: readonly Uint32Array[], k: number) {
  const ranks = { ...NO_RANKS };
  const found: number[] = [];
  MEASURES.forEach((measure, m) => {
    const rank = byMeasure[m]?.[k] ?? 0;
    if (rank === 0) return;
    ranks[measure] = rank;
    found.push(rank);
  });
  if (found.length === 0) return { ranks, median: null, spread: null };
  found.sort((a, b) => a - b);
  return { ranks, median: median(found), spread: (found.at(-1) as number) - (found[0] as number) };
}

/** One class's entries (`at`: the indexes of its rows), set into `out` by row index. */
function classEntries(rows: readonly FighterRow[], at: readonly number[], out: ConsensusEntry[]) {
  const byMeasure = MEASURES.map((measure) => rankBy(rows, at, measure));
  const medians = new Float64Array(at.length);
  const serviceRanks = new Float64Array(at.length);
  const ranked: number[] = [];
  const entries = at.map((i, k) => {
    const { ranks, median, spread } = entryAt(byMeasure, k);
    if (median !== null) {
      medians[k] = median;
      // A fighter without a service rank comes after those with one.
      serviceRanks[k] = measureValue(rows[i]?.rank) ?? Infinity;
      ranked.push(k);
    }
    return { ranks, consensus: null as number | null, spread };
  });
  ranked.sort((a, b) => {
    const m = (medians[a] as number) - (medians[b] as number);
    if (m !== 0) return m;
    const x = serviceRanks[a] as number;
    const y = serviceRanks[b] as number;
    if (x !== y) return x < y ? -1 : 1;
    return byText(rows[at[a] as number]?.name ?? '', rows[at[b] as number]?.name ?? '') || a - b;
  });
  ranked.forEach((k, place) => {
    (entries[k] as { consensus: number | null }).consensus = place + 1;
  });
  at.forEach((i, k) => {
    out[i] = entries[k] as ConsensusEntry;
  });
}

/** Every row's entry, in the rows' order: O(n log n) per class. */
export function consensusRanks(rows: readonly FighterRow[]): ConsensusEntry[] {
  const classes = new Map<string, number[]>();
  rows.forEach((row, i) => {
    const code = row.weight_class_code ?? '';
    const members = classes.get(code);
    if (members) members.push(i);
    else classes.set(code, [i]);
  });
  const out = new Array<ConsensusEntry>(rows.length);
  for (const at of classes.values()) classEntries(rows, at, out);
  return out;
}

/** A response's entries by row, worked out when first read, then kept with the response. */
export interface Consensus {
  readonly of: (row: FighterRow) => ConsensusEntry | undefined;
}

const made = new WeakMap<readonly FighterRow[], Consensus>();

/**
 * The consensus of a response's rows (every class in it), the same object for the same rows: the
 * table, its export and the disagreement view share one working-out.
 */
export function consensusOf(rows: readonly FighterRow[]): Consensus {
  let consensus = made.get(rows);
  if (consensus) return consensus;
  let byRow: Map<FighterRow, ConsensusEntry> | null = null;
  consensus = {
    of: (row) => {
      if (!byRow) {
        const entries = consensusRanks(rows);
        byRow = new Map(rows.map((r, i) => [r, entries[i] as ConsensusEntry]));
      }
      return byRow.get(row);
    },
  };
  made.set(rows, consensus);
  return consensus;
}
