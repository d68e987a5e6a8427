// The division history's URL state (nuqs, as every Fighters screen): the class, how many ranks
// the charts follow, and the span of published dates. `/fighters/history?class=LW&top=10&from=…`.
import { createParser, useQueryStates, type inferParserType } from 'nuqs';
import { isIsoDate } from '../../../lib/date.ts';
import { DEFAULT_TOP, MAX_TOP, MIN_TOP } from './history-data.ts';

/** A real calendar date `YYYY-MM-DD`; anything else reads as an open end. */
const parseAsIsoDate = createParser<string>({
  parse: (value) => (isIsoDate(value) ? value : null),
  serialize: String,
});

/** Top N: a whole number, held to MIN_TOP..MAX_TOP. */
const parseAsTop = createParser<number>({
  parse: (value) => {
    const n = Number(value);
    return Number.isInteger(n) ? Math.min(MAX_TOP, Math.max(MIN_TOP, n)) : null;
  },
  serialize: String,
});

export const historySearch = {
  /** A weight class code; '' when none is chosen. */
  weightClass: createParser<string>({
    parse: (v) => v.trim() || null,
    serialize: String,
  }).withDefault(''),
  top: parseAsTop.withDefault(DEFAULT_TOP),
  /** The span's first and last published dates; null: open (every published date). */
  from: parseAsIsoDate,
  to: parseAsIsoDate,
};

export type HistorySearch = inferParserType<typeof historySearch>;

const urlKeys = { weightClass: 'class' } as const;

export function useHistorySearch() {
  return useQueryStates(historySearch, { history: 'push', urlKeys });
}
