// The Fighters screen's state as URL search parameters, so a reload or a shared link restores it.
import { decodeSort, encodeSort, withParams } from '../../lib/url-state.ts';
import type { SortItem } from '../../lib/url-state.ts';
import { isIsoDate } from '../../lib/date.ts';

export type FightersMode = 'latest' | 'by-date';

/** Search parameter names; short, as people read and edit them. */
export const FIGHTERS_PARAMS = {
  mode: 'mode',
  date: 'date',
  weightClass: 'class',
  search: 'q',
  country: 'country',
  sort: 'sort',
  hidden: 'hide',
  span: 'span',
} as const;

/** The country filter's value for rows with no recorded country. */
export const NO_COUNTRY = '-';

export interface FightersUrlState {
  mode: FightersMode;
  /** `YYYY-MM-DD` from the URL; null means "the newest published date". */
  date: string | null;
  /** A weight class code; '' for all classes. */
  weightClass: string;
  search: string;
  /** A country code (or name when a row has no code), NO_COUNTRY, or '' for all. */
  country: string;
  sort: SortItem[];
  hidden: string[];
}

/** Reads the screen's state; `sortable` gives the column ids a sort may name in a mode. */
export function readFightersUrl(
  params: URLSearchParams,
  sortable: (mode: FightersMode) => readonly string[],
): FightersUrlState {
  const mode: FightersMode = params.get(FIGHTERS_PARAMS.mode) === 'by-date' ? 'by-date' : 'latest';
  const date = params.get(FIGHTERS_PARAMS.date);
  const hidden = params.get(FIGHTERS_PARAMS.hidden);
  return {
    mode,
    date: isIsoDate(date) ? date : null,
    weightClass: params.get(FIGHTERS_PARAMS.weightClass)?.trim() ?? '',
    search: params.get(FIGHTERS_PARAMS.search) ?? '',
    country: params.get(FIGHTERS_PARAMS.country)?.trim() ?? '',
    sort: decodeSort(params.get(FIGHTERS_PARAMS.sort), sortable(mode)),
    hidden: hiddenColumns(hidden),
  };
}

/** The parameters after a change; empty values drop out so default screens keep short links. */
export function fightersParams(
  params: URLSearchParams,
  updates: Partial<Omit<FightersUrlState, 'sort' | 'hidden'>> & {
    sort?: readonly SortItem[];
    hidden?: readonly string[];
  },
): URLSearchParams {
  const text: Record<string, string | null | undefined> = {};
  if (updates.mode !== undefined)
    text[FIGHTERS_PARAMS.mode] = updates.mode === 'latest' ? null : updates.mode;
  if (updates.date !== undefined) text[FIGHTERS_PARAMS.date] = updates.date;
  if (updates.weightClass !== undefined) text[FIGHTERS_PARAMS.weightClass] = updates.weightClass;
  if (updates.search !== undefined) text[FIGHTERS_PARAMS.search] = updates.search;
  if (updates.country !== undefined) text[FIGHTERS_PARAMS.country] = updates.country;
  if (updates.sort !== undefined) text[FIGHTERS_PARAMS.sort] = encodeSort(updates.sort);
  if (updates.hidden !== undefined) text[FIGHTERS_PARAMS.hidden] = updates.hidden.join(',');
  return withParams(params, text);
}

/** The path of a fighter's panel below the screen's base path; both parts URL-encoded. */
export function fighterPath(base: string, classCode: string, name: string): string {
  return `${base.replace(/\/+$/, '')}/fighter/${encodeURIComponent(classCode)}/${encodeURIComponent(name)}`;
}

/** How many published dates the trajectory shows: a count, or 0 for all of them. */
export const TRAJECTORY_SPANS = [12, 24, 48, 96, 0] as const;
export const DEFAULT_SPAN = 24;

export function readSpan(params: URLSearchParams): number {
  const raw = params.get(FIGHTERS_PARAMS.span);
  if (raw === 'all') return 0;
  const value = Number(raw);
  return raw !== null && Number.isInteger(value) && value > 0 && value <= 10_000
    ? value
    : DEFAULT_SPAN;
}

/** The hidden columns a `hide` parameter names ('a,b' → ['a', 'b']). */
export function hiddenColumns(param: string | null): string[] {
  return param ? param.split(',').filter(Boolean) : [];
}
