// Searching and filtering fighter rows: names folded once per data set (in idle time), facet counts
// kept in typed arrays, and the rating ranges; what a keystroke runs over 100,000 rows.
import type { Consensus } from './consensus.ts';
import { exactText } from '../../../lib/exact-number.ts';
import { IndexedRows } from '../../../lib/indexed-rows.ts';
import { containsWords, fold, queryWords } from '../../../lib/text.ts';
import { countryValue, type FighterRow } from './fighter-data.ts';

/**
 * Each name folded, and the letters a–z it holds, one bit each: a name lacking a letter of the
 * query is passed over without looking for the words. Names fold from the first row on, so a
 * preparation stopped part way holds the first `folded.length` rows.
 */
interface Folded {
  readonly folded: string[];
  readonly masks: Uint32Array;
}

/** Each row's value as a number (`of[i]`, from `ids`): facets count into arrays, not maps. */
interface Coded {
  readonly of: Uint32Array;
  readonly ids: Map<string, number>;
}

/**
 * Rows to search, with what searching and sorting them needs, made once per data set (one
 * `useMemo` keyed by the response's rows) and then kept here: their sort index (`indexed`), their
 * names folded (in idle time, a slice at a time, by `prepareSearch`, or all at once by a search
 * that comes first), and their weight classes and countries as numbers (by the first filter).
 */
export class SearchableRows {
  readonly indexed: IndexedRows<FighterRow>;
  readonly names: Folded;
  #facets: readonly [classes: Coded, countries: Coded] | undefined;
  /**
   * The rows' consensus ranks, made by `consensusOf` (data/consensus.ts, in the lazy table's code)
   * on first use and kept here, so the table, its export and the disagreement view share one.
   */
  consensus: Consensus | undefined;

  constructor(rows: readonly FighterRow[]) {
    this.indexed = new IndexedRows(rows);
    this.names = { folded: [], masks: new Uint32Array(rows.length) };
  }

  get rows(): readonly FighterRow[] {
    return this.indexed.rows;
  }

  /** Each row's weight class and country as numbers, made on first use. */
  facets(): readonly [classes: Coded, countries: Coded] {
    const { rows } = this;
    return (this.#facets ??= [
      coded(rows, (row) => row.weight_class_code ?? ''),
      coded(rows, countryValue),
    ]);
  }
}

/** Rows of one weight class (all when `classCode` is ''), ready to search. */
export function searchableRows(rows: readonly FighterRow[], classCode: string): SearchableRows {
  return new SearchableRows(
    classCode ? rows.filter((row) => row.weight_class_code === classCode) : rows,
  );
}

function lettersOf(text: string): number {
  let mask = 0;
  for (let i = 0; i < text.length; i++) {
    const letter = text.charCodeAt(i) - 97;
    if (letter >= 0 && letter < 26) mask |= 1 << letter;
  }
  return mask;
}

/**
 * Folds `data`'s names while `more()` says to go on (a slice of rows at a time), from where it
 * stopped before; true once every name is folded.
 */
export function prepareSearch(data: SearchableRows, more: () => boolean = () => true): boolean {
  const { rows } = data;
  const { folded, masks } = data.names;
  while (folded.length < rows.length && more()) {
    const end = Math.min(rows.length, folded.length + 2_048);
    for (let i = folded.length; i < end; i++) {
      const name = (rows[i] as FighterRow).name;
      const text = name ? fold(name) : '';
      masks[i] = lettersOf(text);
      folded.push(text);
    }
  }
  return folded.length === rows.length;
}

function coded(rows: readonly FighterRow[], valueOf: (row: FighterRow) => string): Coded {
  const ids = new Map<string, number>();
  const of = new Uint32Array(rows.length);
  rows.forEach((row, i) => {
    const value = valueOf(row);
    of[i] = ids.get(value) ?? ids.set(value, ids.size).size - 1;
  });
  return { of, ids };
}

/** Counts by value, the values counted at least once. */
function countsOf({ ids }: Coded, counts: Uint32Array): Map<string, number> {
  return new Map(
    [...ids].filter(([, id]) => counts[id]).map(([value, id]) => [value, counts[id] as number]),
  );
}

/** The ratings a range filter can bound. */
export const RANGE_KEYS = ['points', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;
export type RangeKey = (typeof RANGE_KEYS)[number];

/** A filter on one rating: at least `min`, at most `max` (either may be absent). */
export interface RangeFilter {
  readonly key: RangeKey;
  readonly min: number | null;
  readonly max: number | null;
}

/** Each rating's bounds as the URL holds them (`min_points`, `max_points`, …), null for none. */
export type RangeBounds = Readonly<Record<`${'min' | 'max'}_${RangeKey}`, number | null>>;

/** The range filters that `bounds` sets, in the ratings' order. */
export function rangesOf(bounds: RangeBounds): RangeFilter[] {
  const out: RangeFilter[] = [];
  for (const key of RANGE_KEYS) {
    const min = bounds[`min_${key}`];
    const max = bounds[`max_${key}`];
    if (min !== null || max !== null) out.push({ key, min, max });
  }
  return out;
}

export interface FighterFilters {
  /** Words every name must hold (case and accents ignored). */
  readonly query: string;
  /** Country values (see `countryValue`); empty for any. */
  readonly countries: readonly string[];
  /** A weight class code for rows of every class (Latest); '' when the rows are one class already. */
  readonly classCode: string;
  readonly ranges: readonly RangeFilter[];
  /** Only ranks 1 to `top`; null for every rank. */
  readonly top: number | null;
}

export interface FilteredRows {
  /** The rows passing every filter, in their order. */
  readonly rows: readonly FighterRow[];
  /** The same rows with their sort index: a subset of the data set's, reusing its sort keys. */
  readonly indexed: IndexedRows<FighterRow>;
  /** Of the rows passing every other filter, how many are in each class. */
  readonly classCounts: ReadonlyMap<string, number>;
  /** Of the rows in the class passing every other filter, how many are from each country. */
  readonly countryCounts: ReadonlyMap<string, number>;
}

function inRanges(row: FighterRow, ranges: readonly RangeFilter[]): boolean {
  for (const { key, min, max } of ranges) {
    const cell = row[key];
    // A rating a double cannot hold comes as its text (1e309): its nearest double places it.
    const value = typeof cell === 'string' && exactText(cell) !== null ? Number(cell) : cell;
    // A fighter with no such rating is outside any range set on it.
    if (typeof value !== 'number') return false;
    if (min !== null && value < min) return false;
    if (max !== null && value > max) return false;
  }
  return true;
}

/**
 * Applies every filter in one pass and counts the facets as it goes: each facet's counts leave out
 * that facet's own filter (Datasette's way), so they say what choosing another value would give.
 */
export function filterFighters(data: SearchableRows, filters: FighterFilters): FilteredRows {
  const words = queryWords(fold(filters.query));
  const countries = new Set(filters.countries);
  const ranges = filters.ranges.filter((r) => r.min !== null || r.max !== null);
  const { classCode, top } = filters;
  const rows: FighterRow[] = [];
  const { rows: all } = data;
  // Where each kept row sits in `all`, so sorting the result reuses the keys made for `all`.
  const at = new Uint32Array(all.length);
  const [classes, countryCodes] = data.facets();
  const classCounts = new Uint32Array(classes.ids.size);
  const countryCounts = new Uint32Array(countryCodes.ids.size);
  const picked = new Uint8Array(countryCodes.ids.size);
  // A country no row has is id -1, which a typed array has no element for: nothing is picked.
  for (const value of countries) picked[countryCodes.ids.get(value) ?? -1] = 1;
  const classId = classes.ids.get(classCode) ?? -1;
  // Names not yet folded in idle time are folded now, by the first search.
  const names = words.length > 0 && prepareSearch(data) ? data.names : undefined;
  const needed = lettersOf(words.join(''));
  // A single letter a–z: the masks alone say which names hold it.
  const masksSuffice = /^[a-z]$/.test(words.join(' '));
  for (let i = 0; i < all.length; i++) {
    const row = all[i] as FighterRow;
    if (names && ((names.masks[i] as number) & needed) !== needed) continue;
    if (names && !masksSuffice && !containsWords(names.folded[i] as string, words)) continue;
    if (top !== null && (typeof row.rank !== 'number' || row.rank > top)) continue;
    if (ranges.length > 0 && !inRanges(row, ranges)) continue;
    const country = countryCodes.of[i] as number;
    const code = classes.of[i] as number;
    const inCountry = countries.size === 0 || picked[country] === 1;
    const inClass = !classCode || code === classId;
    if (inCountry) classCounts[code] = (classCounts[code] as number) + 1;
    if (inClass) countryCounts[country] = (countryCounts[country] as number) + 1;
    if (inCountry && inClass) at[rows.push(row) - 1] = i;
  }
  // Nothing filtered: the same array back, keeping memos downstream valid.
  const unfiltered =
    rows.length === all.length && words.length === 0 && countries.size === 0 && !classCode;
  const counts = {
    classCounts: countsOf(classes, classCounts),
    countryCounts: countsOf(countryCodes, countryCounts),
  };
  if (unfiltered) return { rows: all, indexed: data.indexed, ...counts };
  // Kept with where each row sits in the data set, so its sort reads the data set's keys.
  return {
    rows,
    indexed: new IndexedRows(rows, data.indexed, at.slice(0, rows.length)),
    ...counts,
  };
}
