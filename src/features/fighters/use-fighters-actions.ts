// What a person can do on the Fighters screen, as changes to its URL state and route.
import { useNavigate } from 'react-router';
import { useState, type RefObject } from 'react';
import type { ColumnVisibility } from '../../components/data-table-columns.ts';
import type { DataTableHandle } from '../../components/data-table.tsx';
import { createSettledHistory } from '../../lib/settled-history.ts';
import type { SortEntry } from '../../lib/sort.ts';
import type { RatingSystem } from './fighters-url.ts';
import type { FighterRow } from './data/fighter-data.ts';
import { RANGE_KEYS, type RangeKey } from './data/fighter-filter.ts';
import {
  serializeFightersSearch,
  useFightersSearch,
  type FightersMode,
  type H2hMeasure,
} from './fighters-search.ts';
import {
  addContender,
  contenderKey,
  readContenders,
  writeContenders,
} from './head-to-head/head-to-head.ts';
import { fighterLocation } from './fighter-links.ts';

export function useFightersActions(
  basePath: string,
  tableRef: RefObject<DataTableHandle | null>,
  dateSelectRef: RefObject<HTMLSelectElement | null>,
  /** Sets the search box's text (components/use-typed-text.ts): the URL follows it. */
  setQuery: (text: string) => void,
  /** The screen's whole current search as an address (fighter-links.ts), read when a fighter opens. */
  currentSearch: RefObject<string>,
) {
  const [search, setSearch] = useFightersSearch();
  const navigate = useNavigate();
  // Date, class and country: a burst of changes (arrow keys on a closed select) is one Back step.
  const [historyFor] = useState(() => createSettledHistory());

  const setMode = (mode: FightersMode) =>
    void setSearch(mode === 'latest' ? { mode, date: null } : { mode });
  return {
    setMode,
    showLatest: () => setMode('latest'),
    setDate: (date: string) => void setSearch({ date }, { history: historyFor('date') }),
    setCompareDate: (vs: string) => void setSearch({ vs }, { history: historyFor('vs') }),
    // Said outright: the default differs between a phone and a wide window.
    toggleMovers: (shown: boolean) => void setSearch({ movers: shown ? 'show' : 'hide' }),
    /** Adds a fighter to head-to-head (in the lowest free colour), if there is room. */
    compare: (fighter: { classCode: string; name: string }) =>
      void setSearch({
        h2h: writeContenders(addContender(readContenders(search.h2h), fighter)),
      }),
    uncompare: (key: string) =>
      void setSearch({
        h2h: writeContenders(readContenders(search.h2h).filter((c) => contenderKey(c) !== key)),
      }),
    setH2hBy: (h2hBy: H2hMeasure) => void setSearch({ h2hBy }, { history: 'replace' }),
    toggleDisagreement: (shown: boolean) => void setSearch({ disagree: shown ? 'show' : null }),
    setDisagreementAxes: (across: RatingSystem, up: RatingSystem) =>
      void setSearch({ across, up }, { history: 'replace' }),
    setClass: (weightClass: string) =>
      void setSearch({ weightClass }, { history: historyFor('class') }),
    setCountries: (country: string[]) =>
      void setSearch({ country }, { history: historyFor('country') }),
    setSearch: setQuery,
    setTop: (top: number | null) => void setSearch({ top }),
    setRange: (key: RangeKey, end: 'min' | 'max', value: number | null) =>
      void setSearch({ [`${end}_${key}`]: value }),
    /** Every filter off: name search, countries, top ranks and ranges. */
    clearFilters: () => {
      setQuery('');
      void setSearch({
        search: null,
        country: null,
        top: null,
        ...Object.fromEntries(
          RANGE_KEYS.flatMap((key) => [
            [`min_${key}`, null],
            [`max_${key}`, null],
          ]),
        ),
      });
    },
    setSort: (sort: SortEntry[]) => void setSearch({ sort }),
    setVisibility: (next: ColumnVisibility) =>
      void setSearch({
        hidden: Object.entries(next)
          .filter(([, visible]) => !visible)
          .map(([id]) => id),
      }),
    setSpan: (span: number) => void setSearch({ span }),
    chooseAnotherDate: () => dateSelectRef.current?.focus(),
    openFighter: (row: FighterRow) => {
      if (!row.name || !row.weight_class_code) return;
      // The search as it is now, not as it was when this function was made: the movers summary
      // keeps an older copy of it.
      navigate(fighterLocation(basePath, row.weight_class_code, row.name, currentSearch.current));
    },
    closeFighter: () => {
      // The trajectory's span belongs to the panel; the table's settings stay.
      navigate({ pathname: basePath, search: serializeFightersSearch({ ...search, span: null }) });
      // Back to the table, where the person was.
      requestAnimationFrame(() => tableRef.current?.focusActiveRow());
    },
  };
}

export type FightersActions = ReturnType<typeof useFightersActions>;
