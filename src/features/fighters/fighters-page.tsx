// The Fighters screen: rankings latest or by date, filtered by class, country and name, with rank
// movement and a fighter's trajectory panel. It composes: URL state from useFightersSearch, data
// from its four hooks (rows, comparison, filters, table), the open fighter from useFighterPanel, and
// hands each part of the screen the props it shows.
import { lazy, Suspense, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import type { DataTableHandle } from '../../components/data-table.tsx';
import { useTypedField } from '../../components/use-typed-text.ts';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import { FightersToolbar, type FightersToolbarProps } from './controls/fighters-toolbar.tsx';
import { fightersCount } from './fighters-text.ts';
import { FightersChips } from './controls/fighters-filters.tsx';
import { useFighterFilters } from './data/use-fighter-filters.ts';
import { useFighterRows } from './data/use-fighter-rows.ts';
import type { Connection } from '../../api/client.ts';
import { useFighterTable } from './table/use-fighter-table.ts';
import { useFightersComparison } from './data/use-fighters-comparison.ts';
import { FighterLinks, linkSearch } from './fighter-links.ts';
import { FightersBody, type FightersBodyProps } from './fighters-body.tsx';
import { FightersContext, type FightersContextProps } from './fighters-context.tsx';
import {
  serializeFightersSearch,
  useFightersSearch,
  type FightersSearch,
} from './fighters-search.ts';
import { FightersViews, type FightersViewsProps } from './fighters-views.tsx';
import { useFighterPanel, type FighterPanelState } from './panel/use-fighter-panel.ts';
import { FightersTable, type FightersTableProps } from './table/fighters-table.tsx';
import { useFightersActions, type FightersActions } from './use-fighters-actions.ts';
import './fighters.css';

// Not needed for the first rows: its own chunk keeps the first screen's code small.
const FighterPanel = lazy(async () => ({
  default: (await import('./panel/fighter-panel.tsx')).FighterPanel,
}));

/** The panel of the fighter the route names, when it names one; its code loads when first needed. */
function OpenFighter(props: {
  panel: FighterPanelState;
  conn: Connection;
  mode: FightersSearch['mode'];
  /** The date shown, and the published dates (the trajectory's span is counted in them). */
  date: string | null;
  dates: readonly string[];
  span: number;
  onSpanChange: (span: number) => void;
  onClose: () => void;
  hidden: readonly string[];
}) {
  const { panel } = props;
  if (!panel.open) return null;
  return (
    <Suspense fallback={<p role="status">Loading the fighter…</p>}>
      <FighterPanel
        key={panel.selectedId}
        conn={props.conn}
        mode={props.mode}
        date={props.date}
        dates={props.dates}
        classCode={panel.open.classCode}
        name={panel.open.name}
        span={props.span}
        onSpanChange={props.onSpanChange}
        onClose={props.onClose}
        hidden={props.hidden}
        onCompare={panel.onCompare}
        compareRefusal={panel.compareRefusal}
      />
    </Suspense>
  );
}

/** The screen's data, one hook per concern: the rows the URL requests, the comparison with an
 * earlier date, the filters over the rows, and the table's settings. */
function useFightersData(search: FightersSearch) {
  const rows = useFighterRows(search);
  const comparison = useFightersComparison(search, rows);
  const filters = useFighterFilters(search, rows.rows);
  const table = useFighterTable(search, comparison.previous);
  return { rows, comparison, filters, table };
}

type FightersData = ReturnType<typeof useFightersData>;

/** What the body below the controls shows: loading, an error, an empty response, or the table. */
function bodyProps(
  search: FightersSearch,
  { rows, comparison, filters }: FightersData,
  on: FightersActions,
  classText: string,
): Omit<FightersBodyProps, 'table'> {
  return {
    mode: search.mode,
    weightClass: search.weightClass,
    classText,
    date: rows.date,
    conn: rows.conn,
    datesQuery: rows.datesQuery,
    result: rows.result,
    resultKey: rows.resultKey,
    earlier: comparison.earlier,
    scopedCount: filters.scopedRows.length,
    onShowLatest: on.showLatest,
    onChooseDate: on.chooseAnotherDate,
    onSetClass: on.setClass,
    onSetDate: on.setDate,
  };
}

/** The controls' values: the dates, the classes and countries with their counts, the comparison. */
function toolbarProps(
  search: FightersSearch,
  { rows, comparison, filters }: FightersData,
): Omit<FightersToolbarProps, 'on' | 'dateSelectRef'> {
  const { datesQuery } = rows;
  return {
    search,
    dates: rows.dates,
    datesPending: datesQuery.isPending,
    datesFailed: datesQuery.isError,
    onRetryDates: () => void datesQuery.refetch(),
    date: rows.date,
    classes: rows.classes,
    classCounts: filters.classCounts,
    countries: filters.countries,
    countryCounts: filters.countryCounts,
    searchStatus: rows.result.isSuccess
      ? fightersCount(filters.shownRows.length, filters.scopedRows.length)
      : undefined,
    anchor: comparison.anchor,
    earlier: comparison.earlier,
  };
}

/** The views above the table: movers, head-to-head and where the ratings disagree. */
function viewsProps(
  search: FightersSearch,
  { rows, comparison, filters }: FightersData,
): Omit<FightersViewsProps, 'on' | 'classText' | 'added'> {
  return {
    search,
    conn: rows.conn,
    dates: rows.dates,
    latestRows: rows.latestRows,
    isArriving: rows.isArriving,
    scopedRows: filters.scopedRows,
    shownRows: filters.shownRows,
    responseRows: filters.responseRows,
    anchor: comparison.anchor,
    earlier: comparison.earlier,
    shownEarlier: comparison.shownEarlier,
    previous: comparison.previous,
    earlierFailed: comparison.earlierQuery.isError,
  };
}

/** The sentence under the controls: what is shown, what is loading, what changes are against. */
function contextProps(
  search: FightersSearch,
  { rows, comparison, table }: FightersData,
  classText: string,
): FightersContextProps {
  const { earlierQuery } = comparison;
  return {
    mode: search.mode,
    date: rows.date,
    weightClass: search.weightClass,
    shown: rows.shown,
    isStale: rows.isStale,
    nameOf: rows.nameOf,
    classText,
    datesReady: rows.datesQuery.isSuccess,
    anchor: comparison.anchor,
    earlier: comparison.shownEarlier,
    earlierChosen: search.vs !== null,
    earlierIn: comparison.previous !== null,
    earlierFailed: earlierQuery.isError,
    onRetryEarlier: () => void earlierQuery.refetch(),
    defaultOrder: table.isDefaultSort ? table.defaultOrder : null,
  };
}

/** The rankings table's rows, columns and settings, and the handlers it calls. */
function tableProps(
  search: FightersSearch,
  { rows, filters, table }: FightersData,
  on: FightersActions,
  classText: string,
): Omit<FightersTableProps, 'selectedId' | 'shareHref' | 'tableRef'> {
  return {
    mode: search.mode,
    rows: filters.tableRows,
    scopedCount: filters.scopedRows.length,
    responseRows: filters.responseRows,
    shown: rows.shown,
    isArriving: rows.isArriving,
    isStale: rows.isStale,
    columns: table.columns,
    sorting: table.sorting,
    columnVisibility: table.columnVisibility,
    defaultOrder: table.isDefaultSort ? table.defaultOrder : null,
    onOpen: on.openFighter,
    onSort: on.setSort,
    onVisibility: on.setVisibility,
    onClearFilters: on.clearFilters,
    classText,
  };
}

/** `basePath` is where the Fighters routes are mounted, e.g. `/fighters`. */
export function FightersPage({ basePath }: { basePath: string }) {
  const [urlSearch, setUrlSearch] = useFightersSearch();
  // The search box's text: the rows follow each letter, the URL once typing pauses.
  const [search, setQuery] = useTypedField(
    urlSearch,
    'search',
    setUrlSearch,
    serializeFightersSearch,
  );
  const data = useFightersData(search);
  const { rows, filters, table } = data;
  const location = useLocation();
  const dateSelectRef = useRef<HTMLSelectElement>(null);
  const tableRef = useRef<DataTableHandle>(null);
  // Every filter, sort and range, the search box's text as typed: what opening a fighter keeps.
  const keptSearch = linkSearch(search);
  const keptRef = useRef(keptSearch);
  useLayoutEffect(() => {
    keptRef.current = keptSearch;
  });
  const links = useMemo(() => ({ base: basePath, search: keptSearch }), [basePath, keptSearch]);
  const on = useFightersActions(basePath, tableRef, dateSelectRef, setQuery, keptRef);
  const panel = useFighterPanel(search.h2h, on.compare);
  // Every label describes the rows on screen: while another class loads, the one still shown.
  const classText = rows.nameOf(rows.shown.weightClass);
  // A shared link names the date even when the screen shows "the newest", so it keeps meaning that
  // day.
  const shareSearch = serializeFightersSearch({ ...search, date: rows.date });
  const shareHref = `${window.location.origin}${location.pathname}${shareSearch}`;

  return (
    <FighterLinks value={links}>
      <section aria-labelledby="page-title" className="page fighters">
        <h1 id="page-title">Fighters</h1>
        <FightersToolbar {...toolbarProps(search, data)} on={on} dateSelectRef={dateSelectRef} />
        <FightersContext {...contextProps(search, data, classText)} />
        <FightersChips
          search={search}
          searchText={filters.deferredSearch}
          countries={filters.countries}
          ranges={filters.ranges}
          on={on}
        />
        <OpenFighter
          panel={panel}
          conn={rows.conn}
          mode={search.mode}
          date={rows.date}
          dates={rows.dates}
          span={search.span}
          onSpanChange={on.setSpan}
          onClose={on.closeFighter}
          hidden={table.hidden}
        />
        <IncompleteNotice result={rows.result.data} />
        <FightersViews
          {...viewsProps(search, data)}
          on={on}
          classText={classText}
          added={panel.added}
        />
        <FightersBody
          {...bodyProps(search, data, on, classText)}
          table={
            <FightersTable
              {...tableProps(search, data, on, classText)}
              selectedId={panel.selectedId}
              shareHref={shareHref}
              tableRef={tableRef}
            />
          }
        />
      </section>
    </FighterLinks>
  );
}
