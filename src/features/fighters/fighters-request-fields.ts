// The Fighters URL fields the first requests depend on (mode, date, class), as plain parse
// functions with no nuqs and no React: fighters-search.ts builds the schema's nuqs parsers from
// them, and first-requests.ts reads a URL with them. The early script bundles first-requests.ts and
// must stay a few hundred bytes: nuqs would bring React into it (about 10 KB gzip, measured).
import { isIsoDate } from '../../lib/date.ts';

export const FIGHTERS_MODES = ['latest', 'by-date'] as const;
export type FightersMode = (typeof FIGHTERS_MODES)[number];

/** Short names, as people read and edit them (the schema's urlKeys). */
export const fightersUrlKeys = {
  weightClass: 'class',
  search: 'q',
  hidden: 'hide',
} as const;

/** One URL field: how its text reads (null: not valid, so the default), and its default. */
interface RequestField<T> {
  readonly parse: (value: string) => T | null;
  readonly defaultValue: T;
}

export const fightersRequestFields = {
  mode: {
    parse: (value: string) => FIGHTERS_MODES.find((mode) => mode === value) ?? null,
    defaultValue: 'latest' as FightersMode,
  } satisfies RequestField<FightersMode>,
  /** A real calendar date written `YYYY-MM-DD`; null (anything else): the newest. */
  date: {
    parse: (value: string) => (isIsoDate(value) ? value : null),
    defaultValue: null as string | null,
  } satisfies RequestField<string | null>,
  /** A weight class code, trimmed so ` LW ` and `LW` name one class; '' for all classes. */
  weightClass: {
    parse: (value: string) => value.trim(),
    defaultValue: '',
  } satisfies RequestField<string>,
};

type Fields = typeof fightersRequestFields;
export type FightersRequestSearch = { [K in keyof Fields]: Fields[K]['defaultValue'] };

/** Reads the fields from a query string as the nuqs schema does: missing or invalid → default. */
export function readFightersRequestSearch(search: string): FightersRequestSearch {
  const params = new URLSearchParams(search);
  const read = <T>(key: string, field: RequestField<T>): T => {
    const value = params.get(key);
    return (value === null ? null : field.parse(value)) ?? field.defaultValue;
  };
  const { mode, date, weightClass } = fightersRequestFields;
  return {
    mode: read('mode', mode),
    date: read('date', date),
    weightClass: read(fightersUrlKeys.weightClass, weightClass),
  };
}
