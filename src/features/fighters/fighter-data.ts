// Pure helpers over fighter rows: identity across dates, published dates, picker options and filtering.
import { columnLabel, type RowOf } from '../../api/catalog.ts';
import { formatNumber } from '../../lib/format.ts';
import type { Option } from '../../components/option-select.tsx';
import { containsWords, fold, queryWords } from '../../lib/text.ts';
import { NO_COUNTRY } from './fighters-url.ts';
import { isIsoDate } from '../../lib/date.ts';
import { noteSubset, sortRows, type SortEntry } from '../../lib/sort.ts';

/** A fighter column's label as the catalog gives it (the historical view has every column). */
export function fighterLabel(column: string): string {
  return columnLabel('fighter_ratings', 'fighters_historical_view', column);
}

/** A rating, rank or change as the Fighters screen writes it: grouped, two decimals at most. */
export function ratingNumber(value: number): string {
  return formatNumber(value, { maximumFractionDigits: 2 });
}

/** A row of either fighters view; the historical one adds `rank_set_number`. */
export type FighterRow = RowOf<'fighter_ratings', 'fighters_view'> &
  Partial<Pick<RowOf<'fighter_ratings', 'fighters_historical_view'>, 'rank_set_number'>>;

/**
 * The same fighter across dates: name and weight-class code (the contract has no fighter id). The
 * NUL separator cannot occur in either part, so no two pairs share a key.
 */
export function fighterKey(name: string | null, classCode: string | null): string {
  return `${name ?? ''}\u0000${classCode ?? ''}`;
}

export function rowKey(row: FighterRow): string {
  return fighterKey(row.name, row.weight_class_code);
}

/** Published dates, newest first, without repeats or values that are not `YYYY-MM-DD`. */
export function publishedDates(rows: readonly { update_date: string | null }[]): string[] {
  const dates = new Set<string>();
  for (const row of rows) {
    if (isIsoDate(row.update_date)) dates.add(row.update_date);
  }
  // ISO dates sort as text.
  return [...dates].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
}

/** The newest published date before `date` (dates newest first), or null. */
export function previousDate(dates: readonly string[], date: string): string | null {
  for (const candidate of dates) if (candidate < date) return candidate;
  return null;
}

/** The newest published date after `date` (dates newest first), or null. */
export function nextDate(dates: readonly string[], date: string): string | null {
  let found: string | null = null;
  for (const candidate of dates) {
    if (candidate > date) found = candidate;
    else break;
  }
  return found;
}

/** A weight class to pick: labelled "Name (CODE)", and its name alone for sentences. */
export interface ClassOption extends Option {
  readonly name: string;
}

const NAME_THEN_VALUE: readonly SortEntry[] = [
  { id: 'name', desc: false },
  { id: 'value', desc: false },
];
const NAME_AND_VALUE = [{ id: 'name' }, { id: 'value' }];

/**
 * Picker options by name, then value, in the tables' text order (lib/sort.ts). Its sort keys place
 * names without a collator where they can (lib/text-rank.ts), so the first screen's class list
 * builds none: Intl's first collation loads the locale's data, 14–25 ms in Chromium.
 */
function byName<O extends { value: string; label: string; name: string }>(options: O[]): O[] {
  return [...sortRows(options, NAME_AND_VALUE, NAME_THEN_VALUE)];
}

/** Weight classes seen in any of the row sets, by name, each labelled "Name (CODE)". */
export function classOptions(
  ...rowSets: readonly (readonly FighterRow[] | undefined)[]
): ClassOption[] {
  const names = new Map<string, string | null>();
  // The same array given twice (Latest's rows are the latest rows) is read once.
  for (const rows of new Set(rowSets)) {
    if (!rows) continue;
    for (const row of rows) {
      const code = row.weight_class_code;
      if (!code) continue;
      if (!names.get(code)) names.set(code, row.weight_class_name);
    }
  }
  return byName(
    [...names].map(([code, name]) => ({
      value: code,
      label: name ? `${name} (${code})` : code,
      name: name ?? code,
    })),
  );
}

/** A row's value for the country filter: its code, else its country's name, else NO_COUNTRY. */
function countryValue(row: FighterRow): string {
  return row.country_code || row.home_country || NO_COUNTRY;
}

/** Countries among the rows, by name, each labelled "Name (CODE)"; rows without one come last. */
export function countryOptions(rows: readonly FighterRow[]): Option[] {
  const found = new Map<string, { value: string; label: string; name: string }>();
  let anyMissing = false;
  for (const row of rows) {
    const value = countryValue(row);
    if (value === NO_COUNTRY) {
      anyMissing = true;
      continue;
    }
    if (found.has(value)) continue;
    const name = row.home_country;
    const code = row.country_code;
    const label = name && code ? `${name} (${code})` : (name ?? code ?? value);
    found.set(value, { value, label, name: name ?? code ?? value });
  }
  const options: Option[] = byName([...found.values()]).map(({ value, label }) => ({
    value,
    label,
  }));
  if (anyMissing) options.push({ value: NO_COUNTRY, label: 'No country recorded' });
  return options;
}

/**
 * Rows to search. Their names are folded (and their letters noted) once per data set, not per
 * keystroke, and not as the rows arrive: in idle time, a slice at a time (`prepareSearch`), or all
 * at once by a search that comes first.
 */
export interface SearchableRows {
  readonly rows: readonly FighterRow[];
}

/** Rows of one weight class (all when `classCode` is ''), ready to search. */
export function searchableRows(rows: readonly FighterRow[], classCode: string): SearchableRows {
  return { rows: classCode ? rows.filter((row) => row.weight_class_code === classCode) : rows };
}

/**
 * Each name folded, and the letters a–z it holds, one bit each: a name lacking a letter of the
 * query is passed over without looking for the words. Names fold from the first row on, so a
 * preparation stopped part way holds the first `folded.length` rows.
 */
interface Folded {
  readonly folded: string[];
  readonly masks: Uint32Array;
}

const foldedNames = new WeakMap<SearchableRows, Folded>();

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
  let done = foldedNames.get(data);
  if (!done) foldedNames.set(data, (done = { folded: [], masks: new Uint32Array(rows.length) }));
  const { folded, masks } = done;
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

/** Each row's value as a number (`of[i]`, from `ids`): facets count into arrays, not maps. */
interface Coded {
  readonly of: Uint32Array;
  readonly ids: Map<string, number>;
}

const facetCodes = new WeakMap<SearchableRows, readonly [classes: Coded, countries: Coded]>();

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
  /** Of the rows passing every other filter, how many are in each class. */
  readonly classCounts: ReadonlyMap<string, number>;
  /** Of the rows in the class passing every other filter, how many are from each country. */
  readonly countryCounts: ReadonlyMap<string, number>;
}

function inRanges(row: FighterRow, ranges: readonly RangeFilter[]): boolean {
  for (const { key, min, max } of ranges) {
    const value = row[key];
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
  let codes = facetCodes.get(data);
  if (!codes) {
    codes = [coded(all, (row) => row.weight_class_code ?? ''), coded(all, countryValue)];
    facetCodes.set(data, codes);
  }
  const [classes, countryCodes] = codes;
  const classCounts = new Uint32Array(classes.ids.size);
  const countryCounts = new Uint32Array(countryCodes.ids.size);
  const picked = new Uint8Array(countryCodes.ids.size);
  // A country no row has is id -1, which a typed array has no element for: nothing is picked.
  for (const value of countries) picked[countryCodes.ids.get(value) ?? -1] = 1;
  const classId = classes.ids.get(classCode) ?? -1;
  // Names not yet folded in idle time are folded now, by the first search.
  const names = words.length > 0 && prepareSearch(data) ? foldedNames.get(data) : undefined;
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
  if (unfiltered) return { rows: all, ...counts };
  noteSubset(rows, all, at.slice(0, rows.length));
  return { rows, ...counts };
}
