// Pure helpers over fighter rows: identity across dates, published dates and picker options
// (searching and filtering them: fighter-filter.ts).
import { columnLabel, type RowOf } from '../../../api/catalog.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { Option } from '../../../components/option-select.tsx';
import { NO_COUNTRY } from '../fighters-url.ts';
import type { FightersMode } from '../fighters-search.ts';
import { isIsoDate } from '../../../lib/date.ts';
import { sortRows, type SortEntry } from '../../../lib/sort.ts';

/** The view each mode reads. */
export function fightersView(mode: FightersMode): 'fighters_view' | 'fighters_historical_view' {
  return mode === 'latest' ? 'fighters_view' : 'fighters_historical_view';
}

/** What "Rank set" means, as far as the service says: shown wherever the column is. */
export const RANK_SET_MEANING =
  'The number the service gives the set of rankings this row was published in. The contract does not define it further.';

/**
 * The most requests a screen has in flight at once for a span of dates (a trajectory, a division's
 * history, a head-to-head), to be kind to the service.
 */
export const DATES_AT_ONCE = 4;

/** One published date of a fighter's trajectory: their rank, points and ratings then. */
export interface TrajectoryPoint {
  readonly date: string;
  /** False when the fighter has no row in the class on this date. */
  readonly rated: boolean;
  readonly rank: number | null;
  readonly points: number | null;
  readonly r_glicko1: number | null;
  readonly r_elok170: number | null;
  readonly r_elomod1: number | null;
}

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
export function countryValue(row: FighterRow): string {
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
