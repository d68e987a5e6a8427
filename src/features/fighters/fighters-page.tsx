// The Fighters screen: rankings latest or by date, filtered by class, country and name, with rank
// movement and a fighter's trajectory panel. Everything a user would share lives in the URL.
import { useDeferredValue, useMemo, useRef } from 'react';
import { QueryLoading } from '../../components/query-loading.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import { CopyLinkButton } from '../../components/copy-link-button.tsx';
import { DataTable, type DataTableHandle } from '../../components/data-table.tsx';
import type { ColumnVisibility } from '../../components/data-table-columns.ts';
import { EmptyState } from '../../components/empty-state.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { SearchBox } from '../../components/search-box.tsx';
import { safeFilename } from '../../lib/csv.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import type { SortItem } from '../../lib/url-state.ts';
import { useConnection } from '../../session/session-context.tsx';
import {
  classOptions,
  countryOptions,
  filterRows,
  fighterKey,
  previousDate,
  publishedDates,
  rowKey,
  searchableRows,
} from './fighter-data.ts';
import type { FighterRow } from './fighter-data.ts';
import { fighterColumns, fightersView, sortableIds } from './fighter-columns.tsx';
import { FighterPanel } from './fighter-panel.tsx';
import { fighterPath, readSpan, SPAN_PARAM } from './fighters-url.ts';
import {
  serializeFightersSearch,
  useFightersSearch,
  type FightersMode,
} from './fighters-search.ts';
import { OptionSelect } from '../../components/option-select.tsx';
import { RatingDatePicker } from './rating-date-picker.tsx';
import { previousRanks } from './rank-movement.ts';
import './fighters.css';
import { ChoiceGroup, type Choice } from '../../components/choice-group.tsx';

const NO_ROWS: readonly FighterRow[] = [];

function count(n: number): string {
  return formatNumber(n, { maximumFractionDigits: 0 });
}

function fightersCount(shown: number, total: number): string {
  const noun = total === 1 ? 'fighter' : 'fighters';
  return shown === total ? `${count(total)} ${noun}` : `${count(shown)} of ${count(total)} ${noun}`;
}

/** `basePath` is where the Fighters routes are mounted, e.g. `/fighters`. */
const MODES: readonly Choice<FightersMode>[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'by-date', label: 'By date' },
];

export function FightersPage({ basePath }: { basePath: string }) {
  const conn = useConnection();
  const [searchParams, setSearchParams] = useSearchParams();
  const [url, setUrl] = useFightersSearch();
  const navigate = useNavigate();
  const location = useLocation();
  const { classCode: panelClass, name: panelName } = useParams();
  const dateSelectRef = useRef<HTMLSelectElement>(null);
  const tableRef = useRef<DataTableHandle>(null);

  const { mode, weightClass, country } = url;

  // The field shows the state at once (the URL catches up a moment later); the table filters with
  // a deferred copy, so typing never waits for it.
  const searchText = url.search;
  const deferredSearch = useDeferredValue(searchText);
  const onSearchChange = (text: string) => void setUrl({ search: text });

  const datesQuery = useQuery(availableDatesQuery(conn));
  const dates = useMemo(() => publishedDates(datesQuery.data?.rows ?? []), [datesQuery.data]);
  // The latest rows are always loaded: they are the "Latest" table, and the complete class list.
  const latestQuery = useQuery(fightersLatestQuery(conn));

  const date = mode === 'by-date' ? (url.date ?? dates[0] ?? null) : null;
  const byDateQuery = useQuery({
    ...fightersByDateQuery(conn, { date: date ?? '', weight_class: weightClass }),
    enabled: date !== null,
    // A new date or class keeps the previous rows on screen, dimmed, until its rows arrive.
    placeholderData: keepPreviousData,
  });
  const earlier = date === null ? null : previousDate(dates, date);
  const earlierQuery = useQuery({
    ...fightersByDateQuery(conn, { date: earlier ?? '', weight_class: weightClass }),
    enabled: earlier !== null,
  });

  const result = mode === 'latest' ? latestQuery : byDateQuery;
  const resultKey =
    mode === 'latest'
      ? fightersLatestQuery(conn).queryKey
      : fightersByDateQuery(conn, { date: date ?? '', weight_class: weightClass }).queryKey;
  const rows: readonly FighterRow[] = result.data?.rows ?? NO_ROWS;
  const isStale = mode === 'by-date' && byDateQuery.isPlaceholderData;

  // By date the service filters by class; "Latest" has every class, filtered here.
  const scoped = useMemo(
    () => searchableRows(rows, mode === 'latest' ? weightClass : ''),
    [rows, mode, weightClass],
  );
  const shownRows = useMemo(
    () => filterRows(scoped, deferredSearch, country),
    [scoped, deferredSearch, country],
  );

  const previous = useMemo(
    () => (earlierQuery.data && !isStale ? previousRanks(earlierQuery.data.rows) : null),
    [earlierQuery.data, isStale],
  );
  const columns = useMemo(() => fighterColumns(mode, previous), [mode, previous]);

  const classes = useMemo(
    () => classOptions(latestQuery.data?.rows, rows),
    [latestQuery.data, rows],
  );
  const className = classes.find((c) => c.value === weightClass)?.label.replace(/ \([^)]*\)$/, '');
  const countries = useMemo(() => countryOptions(scoped.rows), [scoped]);

  // Keyed on the parameter's text, which only changes when the columns do.
  const columnVisibility = useMemo<ColumnVisibility>(
    () => Object.fromEntries(url.hidden.map((id) => [id, false])),
    [url.hidden],
  );
  // A sort on a column this mode lacks (say, rank movement from a By-date link) is left out.
  const sorting = useMemo(
    () => url.sort.filter((s) => sortableIds(mode).includes(s.id)),
    [url.sort, mode],
  );

  const selectedId = panelClass && panelName ? fighterKey(panelName, panelClass) : null;
  const panelOpen = selectedId !== null;

  const setMode = (next: FightersMode) =>
    void setUrl(next === 'latest' ? { mode: next, date: null } : { mode: next });
  const setDate = (next: string) => void setUrl({ date: next });
  const setClass = (next: string) => void setUrl({ weightClass: next });
  const setCountry = (next: string) => void setUrl({ country: next });
  const setSort = (next: SortItem[]) => void setUrl({ sort: next });
  const setVisibility = (next: ColumnVisibility) =>
    void setUrl({
      hidden: Object.entries(next)
        .filter(([, visible]) => !visible)
        .map(([id]) => id),
    });
  const clearFilters = () => void setUrl({ search: null, country: null });

  const openFighter = (row: FighterRow) => {
    if (!row.name || !row.weight_class_code) return;
    navigate({
      pathname: fighterPath(basePath, row.weight_class_code, row.name),
      search: searchParams.toString(),
    });
  };
  const closeFighter = () => {
    // The trajectory's range belongs to the panel; the table's settings stay.
    const next = new URLSearchParams(searchParams);
    next.delete(SPAN_PARAM);
    navigate({ pathname: basePath, search: next.toString() });
    // Back to the table, where the person was.
    requestAnimationFrame(() => tableRef.current?.focusActiveRow());
  };

  // A shared link names the date even when the screen shows "the newest", so it keeps meaning that day.
  const linkSearch = (
    date ? serializeFightersSearch(searchParams, { date }) : `?${searchParams}`
  ).replace(/^\?/, '');
  const shareHref = `${window.location.origin}${location.pathname}${linkSearch ? `?${linkSearch}` : ''}`;

  const view = fightersView(mode);
  const classText = weightClass ? (className ?? weightClass) : 'all classes';
  const whenText = date ? formatDate(date) : 'latest ratings';
  const tableLabel = `Fighter rankings, ${whenText}, ${classText}`;
  const filename = safeFilename([view, date ?? 'latest', weightClass || 'all-classes']);

  const chooseAnotherDate = () => dateSelectRef.current?.focus();
  const showLatest = () => setMode('latest');

  let body;
  if (mode === 'by-date' && date === null) {
    if (datesQuery.isPending)
      body = (
        <QueryLoading
          label="Loading rating dates…"
          query={datesQuery}
          queryKey={availableDatesQuery(conn).queryKey}
        />
      );
    else if (datesQuery.isError)
      body = (
        <>
          <p className="fighters-note">The list of rating dates could not be loaded.</p>
          <ErrorState
            error={datesQuery.error}
            onRetry={() => void datesQuery.refetch()}
            actions={
              <button type="button" className="dv-button" onClick={showLatest}>
                Show the latest ratings
              </button>
            }
          />
        </>
      );
    else
      body = (
        <EmptyState
          title="No rating dates are published."
          detail="The service lists no dates with fighter ratings. Retry later, or look at the latest ratings."
        >
          <button type="button" className="dv-button" onClick={() => void datesQuery.refetch()}>
            Retry
          </button>
          <button type="button" className="dv-button" onClick={showLatest}>
            Show the latest ratings
          </button>
        </EmptyState>
      );
  } else if (result.isPending) {
    body = <QueryLoading label="Loading fighters…" query={result} queryKey={resultKey} />;
  } else if (result.isError) {
    body = (
      <ErrorState
        error={result.error}
        onRetry={() => void result.refetch()}
        actions={
          mode === 'by-date' ? (
            <>
              <button type="button" className="dv-button" onClick={chooseAnotherDate}>
                Choose another date
              </button>
              <button type="button" className="dv-button" onClick={showLatest}>
                Show the latest ratings
              </button>
            </>
          ) : null
        }
      />
    );
  } else if (scoped.rows.length === 0) {
    const where = weightClass ? (className ?? weightClass) : 'any class';
    body = (
      <EmptyState
        title={
          date
            ? `No fighters in ${where} on ${date}`
            : `No fighters in ${where} in the latest ratings`
        }
        detail={date ? 'Choose another date or weight class.' : 'Choose another weight class.'}
      >
        {weightClass ? (
          <button type="button" className="dv-button" onClick={() => setClass('')}>
            Show all classes
          </button>
        ) : null}
        {earlier ? (
          <button type="button" className="dv-button" onClick={() => setDate(earlier)}>
            Show {formatDate(earlier)}
          </button>
        ) : null}
        {date ? (
          <button type="button" className="dv-button" onClick={chooseAnotherDate}>
            Choose another date
          </button>
        ) : null}
      </EmptyState>
    );
  } else {
    body = (
      <>
        <div className="fighters-table">
          <DataTable
            ref={tableRef}
            rows={shownRows}
            columns={columns}
            label={tableLabel}
            sorting={sorting}
            onSortingChange={setSort}
            columnVisibility={columnVisibility}
            onColumnVisibilityChange={setVisibility}
            onRowActivate={openFighter}
            getRowId={rowKey}
            selectedRowId={selectedId}
            isStale={isStale}
            height={panelOpen ? 'min(50vh, 460px)' : 'min(70vh, 640px)'}
            countLabel={(n) => fightersCount(n, scoped.rows.length)}
            emptyMessage={
              <span>
                No fighters match{deferredSearch.trim() ? ` “${deferredSearch.trim()}”` : ''}
                {country ? (
                  <>
                    {' '}
                    from{' '}
                    <Isolated
                      text={countries.find((c) => c.value === country)?.label ?? country}
                      clip
                    />
                  </>
                ) : null}{' '}
                in <Isolated text={classText} />.{' '}
                <button type="button" className="dv-button" onClick={clearFilters}>
                  Clear search and country
                </button>
              </span>
            }
            renderActions={(shown) => (
              <>
                <ExportCsvButton filename={filename} rows={shown.rows} columns={shown.columns} />
                <CopyLinkButton href={shareHref} />
              </>
            )}
          />
        </div>
      </>
    );
  }

  let comparison: string | null = null;
  let comparisonFailed = false;
  if (mode === 'by-date' && date !== null && (datesQuery.isSuccess || earlier !== null)) {
    if (earlier === null) comparison = 'No earlier published date to compare ranks with.';
    else if (earlierQuery.isError) {
      comparison = `Rank changes are unavailable: ${formatDate(earlier)} could not be loaded.`;
      comparisonFailed = true;
    } else if (earlierQuery.isPending)
      comparison = `Loading ${formatDate(earlier)} to compare ranks…`;
    else comparison = `Rank change is against ${formatDate(earlier)}, the previous published date.`;
  }

  return (
    <section aria-labelledby="page-title" className="page fighters">
      <h1 id="page-title">Fighters</h1>
      <div className="toolbar fighters-toolbar">
        <ChoiceGroup
          legend="Ratings"
          choices={MODES}
          value={mode}
          onChange={setMode}
          className="fighters-mode"
        />
        {mode === 'by-date' ? (
          <div className="fighters-date-field">
            <RatingDatePicker
              dates={dates}
              value={date}
              onChange={setDate}
              selectRef={dateSelectRef}
            />
            {datesQuery.isError && date !== null ? (
              <p className="fighters-inline-error" role="alert">
                Dates could not be loaded.{' '}
                <button
                  type="button"
                  className="dv-button"
                  onClick={() => void datesQuery.refetch()}
                >
                  Retry
                </button>
              </p>
            ) : null}
          </div>
        ) : null}
        <OptionSelect
          label="Weight class"
          allLabel="All classes"
          options={classes}
          value={weightClass}
          onChange={setClass}
        />
        <OptionSelect
          label="Country"
          allLabel="All countries"
          options={countries}
          value={country}
          onChange={setCountry}
        />
        <SearchBox
          label="Search fighters"
          value={searchText}
          onChange={onSearchChange}
          placeholder="Name"
          status={
            result.isSuccess ? fightersCount(shownRows.length, scoped.rows.length) : undefined
          }
        />
      </div>
      <p className="fighters-context">
        {mode === 'latest'
          ? 'The latest ratings'
          : date
            ? `Ratings published on ${formatDate(date)}`
            : 'Ratings by date'}
        , <Isolated text={classText} clip />.
        {comparison ? <span className="fighters-comparison"> {comparison}</span> : null}
        {comparisonFailed ? (
          <>
            {' '}
            <button type="button" className="dv-button" onClick={() => void earlierQuery.refetch()}>
              Retry
            </button>
          </>
        ) : null}
      </p>
      {panelClass && panelName ? (
        <FighterPanel
          key={selectedId}
          conn={conn}
          mode={mode}
          date={date}
          dates={dates}
          classCode={panelClass}
          name={panelName}
          span={readSpan(searchParams)}
          onSpanChange={(span) =>
            setSearchParams(
              (previous) => {
                const next = new URLSearchParams(previous);
                next.set(SPAN_PARAM, span === 0 ? 'all' : String(span));
                return next;
              },
              { replace: true },
            )
          }
          onClose={closeFighter}
        />
      ) : null}
      <IncompleteNotice result={result.data} />
      {body}
    </section>
  );
}
