// The views above the Fighters table, each opened and closed from a button and kept in the URL:
// the movers between the two dates, head-to-head (once a fighter is added), and where the rating
// systems disagree. Each loads its own chunk when first shown (the disagreement brings the chart
// code).
import type { SearchableRows } from './data/fighter-filter.ts';
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { LoadingState } from '../../components/loading-state.tsx';
import { useNarrowScreen } from '../../components/use-narrow-screen.ts';
import type { FightersSearch } from './fighters-search.ts';
import { readContenders } from './head-to-head/head-to-head.ts';
import { MoversFrame, MoversPlaceholder } from './movers/movers-frame.tsx';
import { HistoryLink } from './history/history-link.tsx';
import type { Connection } from '../../api/client.ts';
import type { FighterRow } from './data/fighter-data.ts';
import type { PreviousRanks } from './data/rank-movement.ts';
import type { H2hMeasure } from './fighters-search.ts';
import type { RatingSystem } from './fighters-url.ts';

const loadMovers = () => import('./movers/fighters-movers.tsx');
const FightersMovers = lazy(loadMovers);
const FightersDisagreement = lazy(() => import('./disagreement/fighters-disagreement.tsx'));
const FightersHeadToHead = lazy(() => import('./head-to-head/fighters-head-to-head.tsx'));
/**
 * A division's history, a route of its own (fighters-routes.tsx): its import is here, beside the
 * views', because this chunk already lists the files they share (0.2 KB gzip less, measured).
 */
export const FightersHistory = lazy(() => import('./history/fighters-history.tsx'));

const NO_ROWS: readonly FighterRow[] = [];
const loadingChart = <LoadingState label="Loading the chart…" rows={4} />;

/** The callbacks the views call. */
export interface FightersViewHandlers {
  setH2hBy: (measure: H2hMeasure) => void;
  compare: (fighter: { classCode: string; name: string }) => void;
  uncompare: (key: string) => void;
  toggleMovers: (shown: boolean) => void;
  openFighter: (row: FighterRow) => void;
  toggleDisagreement: (shown: boolean) => void;
  setDisagreementAxes: (across: RatingSystem, up: RatingSystem) => void;
}

export interface FightersViewsProps {
  search: FightersSearch;
  conn: Connection;
  /** The published dates, newest first; the latest rows (head-to-head's candidates). */
  dates: readonly string[];
  latestRows: readonly FighterRow[] | undefined;
  /** The first rows of a large response, the rest arriving: the views over the rows wait. */
  isArriving: boolean;
  /** The class in view's rows, those that pass every filter, and every row of the response. */
  scopedRows: readonly FighterRow[];
  shownRows: readonly FighterRow[];
  responseRows: SearchableRows;
  /** The comparison: the date shown, the earlier date (asked for; drawn), its ranks once in, and
   * whether they failed. */
  anchor: string | null;
  earlier: string | null;
  shownEarlier: string | null;
  previous: PreviousRanks | null;
  earlierFailed: boolean;
  on: FightersViewHandlers;
  /** What the rows are, for the views' sentences: "Lightweight". */
  classText: string;
  /** The fighter just added to head-to-head from their panel (a new object each time), or null. */
  added?: { name: string } | null;
}

/**
 * Head-to-head's place: when a fighter is added from their panel, far above it, it is scrolled
 * into view and takes focus (the panel's button is disabled by then), and the addition is said.
 */
function HeadToHeadPlace({
  added,
  children,
}: {
  added: { name: string } | null;
  children: ReactNode;
}) {
  const place = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = place.current;
    if (!added || !element) return;
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? true;
    element.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
    element.focus({ preventScroll: true });
  }, [added]);
  return (
    <>
      <p role="status" className="visually-hidden">
        {added ? `${added.name} added to head-to-head, below.` : ''}
      </p>
      <div ref={place} tabIndex={-1} className="fighters-h2h-place">
        {children}
      </div>
    </>
  );
}

/** Head-to-head, once a fighter is added: over the same span of dates as a trajectory. */
function HeadToHeadView({
  search,
  conn,
  dates,
  latestRows,
  on,
  added,
}: Pick<FightersViewsProps, 'search' | 'conn' | 'dates' | 'latestRows' | 'on'> & {
  added: { name: string } | null;
}) {
  const contenders = readContenders(search.h2h);
  if (contenders.length === 0) return null;
  // The same span of published dates as a fighter's trajectory, ending at the newest.
  const span = search.span > 0 ? search.span : dates.length;
  return (
    <HeadToHeadPlace added={added}>
      <Suspense fallback={<LoadingState label="Loading head-to-head…" rows={4} />}>
        <FightersHeadToHead
          conn={conn}
          contenders={contenders}
          dates={dates.slice(0, span).reverse()}
          measure={search.h2hBy}
          onMeasureChange={on.setH2hBy}
          candidates={latestRows ?? NO_ROWS}
          onAdd={on.compare}
          onRemove={on.uncompare}
        />
      </Suspense>
    </HeadToHeadPlace>
  );
}

/** The movers summary, or its placeholder until the earlier date's rows and its code are in. */
function MoversView({
  search,
  isArriving,
  scopedRows,
  anchor,
  shownEarlier,
  previous,
  on,
}: Omit<FightersViewsProps, 'classText' | 'added'>) {
  const moversPlace = anchor ? (
    <MoversFrame from={anchor} to={shownEarlier} busy>
      <MoversPlaceholder />
    </MoversFrame>
  ) : null;
  // The summary needs the earlier date's ranks and, like every view over the rows, all of them.
  if (previous === null || isArriving || anchor === null) return moversPlace;
  return (
    <Suspense fallback={moversPlace}>
      <FightersMovers
        rows={scopedRows}
        previous={previous}
        classCode={search.mode === 'latest' ? search.weightClass : ''}
        from={anchor}
        to={shownEarlier}
        onOpen={on.openFighter}
      />
    </Suspense>
  );
}

/** Where the rating systems disagree, over the rows shown. */
function DisagreementView({
  search,
  isArriving,
  shownRows,
  responseRows,
  on,
  classText,
  date,
}: Pick<FightersViewsProps, 'search' | 'on' | 'classText'> & {
  isArriving: boolean;
  shownRows: readonly FighterRow[];
  responseRows: SearchableRows;
  /** The date shown, null for the latest ratings. */
  date: string | null;
}) {
  return (
    <Suspense fallback={loadingChart}>
      {/* Views over the rows wait for all of them. */}
      {isArriving ? (
        loadingChart
      ) : (
        <FightersDisagreement
          rows={shownRows}
          responseRows={responseRows}
          x={search.across}
          y={search.up}
          onAxesChange={on.setDisagreementAxes}
          onOpen={on.openFighter}
          scope={classText}
          date={date}
        />
      )}
    </Suspense>
  );
}

export function FightersViews(props: FightersViewsProps) {
  const { search, on, added = null } = props;
  // Keyed: drawn alone while there are no rows, then among the views, it stays mounted (its chart
  // and focus kept) rather than being made afresh when rows arrive or a filter leaves none.
  const headToHead = <HeadToHeadView key="h2h" {...props} added={added} />;
  const hasRows = props.scopedRows.length > 0;
  // Open unless folded; on a phone, folded unless opened.
  const narrow = useNarrowScreen();
  const moversWanted = hasRows && (search.movers === 'show' || (search.movers === null && !narrow));
  // The summary's code, fetched once the first rows are painted (an effect), while the earlier
  // date's rows are on their way: not from the first rows' render, whose work waits for nothing
  // the rows do not need. The placeholder stands in until both are in.
  useEffect(() => {
    if (moversWanted) void loadMovers();
  }, [moversWanted]);
  if (!hasRows) return headToHead;
  // The bar and the movers' place are drawn with the first rows, so that nothing above the table
  // appears after it (the table jumped down by the summary's height when it did). The summary
  // itself waits for the earlier date's rows: its placeholder stands in meanwhile, and gives way
  // only if they cannot be loaded (the context line then says so, with Retry).
  const { anchor } = props;
  const hasMovers =
    anchor !== null && props.earlier !== null && (props.previous !== null || !props.earlierFailed);
  const moversShown = hasMovers && moversWanted;
  const disagreeShown = search.disagree === 'show';
  return (
    <>
      <div className="fighters-views">
        {hasMovers ? (
          <button
            type="button"
            className="button"
            aria-expanded={moversShown}
            aria-controls="fighters-movers"
            onClick={() => on.toggleMovers(!moversShown)}
          >
            {moversShown ? 'Hide movers' : 'Show movers'}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-expanded={disagreeShown}
          aria-controls="fighters-disagreement"
          onClick={() => on.toggleDisagreement(!disagreeShown)}
        >
          {disagreeShown ? 'Hide where ratings disagree' : 'Where ratings disagree'}
        </button>
        {/* Beside the other views of the class, not in the toolbar, whose one row it would wrap. */}
        {search.weightClass ? (
          <HistoryLink classCode={search.weightClass} text={`History of ${props.classText}`} />
        ) : null}
      </div>
      {moversShown ? <MoversView {...props} /> : null}
      {headToHead}
      {disagreeShown ? (
        <DisagreementView
          search={search}
          isArriving={props.isArriving}
          shownRows={props.shownRows}
          responseRows={props.responseRows}
          on={on}
          classText={props.classText}
          date={search.mode === 'latest' ? null : anchor}
        />
      ) : null}
    </>
  );
}
