// The Fighters screen's URL state: one typed schema (nuqs), read by the screen, its links and the
// route's loader (loadFightersSearch).
import {
  createLoader,
  parseAsNativeArrayOf,
  parseAsArrayOf,
  parseAsFloat,
  createParser,
  createSerializer,
  type inferParserType,
  parseAsString,
  parseAsStringLiteral,
  useQueryStates,
} from 'nuqs';
import { isIsoDate } from '../../lib/date.ts';
import { DEFAULT_SPAN, SYSTEMS } from './fighters-url.ts';
import { parseAsIdList, parseAsSort } from '../../lib/url-parsers.ts';

export const FIGHTERS_MODES = ['latest', 'by-date'] as const;
export type FightersMode = (typeof FIGHTERS_MODES)[number];

/** Short names, as people read and edit them (the schema's urlKeys). */
export const fightersUrlKeys = {
  weightClass: 'class',
  search: 'q',
  hidden: 'hide',
} as const;

/** A real calendar date written `YYYY-MM-DD`; anything else reads as "the newest". */
const parseAsIsoDate = createParser<string>({
  parse: (value) => (isIsoDate(value) ? value : null),
  serialize: String,
});

/** Free text trimmed, so ` LW ` and `LW` name one class. */
const parseAsTrimmed = createParser<string>({
  parse: (value) => value.trim(),
  serialize: String,
});

/** The trajectory's span in published dates; 0 (written `all`) for every date. */
const parseAsSpan = createParser<number>({
  parse: (value) => {
    if (value === 'all') return 0;
    const span = Number(value);
    return Number.isInteger(span) && span > 0 && span <= 10_000 ? span : null;
  },
  serialize: (value) => (value === 0 ? 'all' : String(value)),
});

/** A bound of a rating range: a finite number; typing it replaces the history entry. */
const parseAsRangeEnd = parseAsFloat.withOptions({ history: 'replace' });

/** "Top N" by rank: a whole number from 1. */
const parseAsTop = createParser<number>({
  parse: (value) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : null;
  },
  serialize: String,
}).withOptions({ history: 'replace' });

/** What the head-to-head chart can plot. */
export const H2H_MEASURES = ['r_glicko1', 'r_elok170', 'r_elomod1', 'points', 'rank'] as const;
export type H2hMeasure = (typeof H2H_MEASURES)[number];

export const fightersSearch = {
  mode: parseAsStringLiteral(FIGHTERS_MODES).withDefault('latest'),
  /** null: the newest published date. */
  date: parseAsIsoDate,
  /**
   * The date rank and rating changes are against; null: the newest published date before the one
   * shown. Only an earlier date is used.
   */
  vs: parseAsIsoDate,
  /** `show` opens where the rating systems disagree, `across` against `up`. */
  disagree: parseAsStringLiteral(['show'] as const),
  across: parseAsStringLiteral(SYSTEMS).withDefault('r_glicko1'),
  up: parseAsStringLiteral(SYSTEMS).withDefault('r_elok170'),
  /** Head-to-head: `slot:CLASS:Name`, one parameter each, at most four. */
  h2h: parseAsNativeArrayOf(parseAsString),
  /** What head-to-head charts: a rating system, points or rank. */
  h2hBy: parseAsStringLiteral(H2H_MEASURES).withDefault('r_glicko1'),
  /**
   * `hide` folds the movers summary away, `show` opens it; null: open on a wide window, folded on
   * a phone (where it would push the rows off the first screen).
   */
  movers: parseAsStringLiteral(['hide', 'show'] as const),
  /** A weight class code; '' for all classes. */
  weightClass: parseAsTrimmed.withDefault(''),
  /**
   * Typing replaces the entry: Back leaves the screen rather than undoing letters. The rows follow
   * each letter at once; the URL is written once typing pauses (TYPING_PAUSE_MS, by the
   * screen: components/use-typed-text.ts), so writing it (a history call of 20–30 ms in Chromium)
   * never lands between a keystroke and its filtered rows.
   */
  search: parseAsString.withDefault('').withOptions({ history: 'replace' }),
  /** Country codes (or names when a row has none) and NO_COUNTRY; empty for every country. */
  country: parseAsArrayOf(parseAsTrimmed).withDefault([]),
  /** Only ranks 1 to N. */
  top: parseAsTop,
  // Range filters on each rating: at least min, at most max. Typing replaces the entry.
  min_points: parseAsRangeEnd,
  max_points: parseAsRangeEnd,
  min_r_glicko1: parseAsRangeEnd,
  max_r_glicko1: parseAsRangeEnd,
  min_r_elok170: parseAsRangeEnd,
  max_r_elok170: parseAsRangeEnd,
  min_r_elomod1: parseAsRangeEnd,
  max_r_elomod1: parseAsRangeEnd,
  /**
   * null: the screen's default order (all classes: by class, then rank; one class: by rank);
   * `none` in the URL: the service's order, on purpose.
   */
  sort: parseAsSort,
  /**
   * Columns hidden by the Columns menu (a view setting, not a step to go Back over); null: the
   * mode's default (codes beside their names hidden); `none`: every column shown.
   */
  hidden: parseAsIdList.withOptions({ history: 'replace' }),
  /** The fighter panel's trajectory span: the panel's setting, gone when it closes. */
  span: parseAsSpan.withDefault(DEFAULT_SPAN).withOptions({ history: 'replace' }),
};

export type FightersSearch = inferParserType<typeof fightersSearch>;

/** The screen's URL state and its setter (push by default, replace where the field says). */
export function useFightersSearch() {
  return useQueryStates(fightersSearch, { history: 'push', urlKeys: fightersUrlKeys });
}

/** Reads the schema from a URL or query string, as the screen would: for the loader and tests. */
export const loadFightersSearch = createLoader(fightersSearch, { urlKeys: fightersUrlKeys });

/** Writes the schema onto a query string, defaults left out: for links and tests. */
export const serializeFightersSearch = createSerializer(fightersSearch, {
  urlKeys: fightersUrlKeys,
});

/**
 * Whether the screen requests the latest rows only once its own are in: By date of every class,
 * whose rows name the classes meanwhile. Otherwise the latest are requested at once: they are the
 * rows shown, or the complete class list that By date of one class offers to choose from. One
 * rule for the screen (use-fighter-rows.ts) and its route's loader.
 */
export function latestWaits(search: { mode: FightersMode; weightClass: string }): boolean {
  return search.mode === 'by-date' && search.weightClass === '';
}
