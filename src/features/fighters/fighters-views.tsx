// The views above the Fighters table, each opened and closed from a button and kept in the URL:
// the movers between the two dates, head-to-head (once a fighter is added), and where the rating
// systems disagree. Each loads its own chunk when first shown (the disagreement brings the chart
// code).
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { LoadingState } from '../../components/loading-state.tsx';
import { useNarrowScreen } from '../../components/use-narrow-screen.ts';
import type { FightersSearch } from './fighters-search.ts';
import { readContenders } from './head-to-head/head-to-head.ts';
import { MoversFrame, MoversPlaceholder } from './movers/movers-frame.tsx';
import type { FightersActions } from './use-fighters-actions.ts';
import type { FightersData } from './data/use-fighters.ts';

const loadMovers = () => import('./movers/fighters-movers.tsx');
const FightersMovers = lazy(loadMovers);
const FightersDisagreement = lazy(() => import('./disagreement/fighters-disagreement.tsx'));
const FightersHeadToHead = lazy(() => import('./head-to-head/fighters-head-to-head.tsx'));

const loadingChart = <LoadingState label="Loading the chart…" rows={4} />;

interface FightersViewsProps {
  search: FightersSearch;
  data: FightersData;
  actions: FightersActions;
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

export function FightersViews({
  search,
  data,
  actions,
  classText,
  added = null,
}: FightersViewsProps) {
  const contenders = readContenders(search.h2h);
  // The same span of published dates as a fighter's trajectory, ending at the newest.
  const span = search.span > 0 ? search.span : data.dates.length;
  const h2hDates = data.dates.slice(0, span).reverse();
  const headToHead =
    contenders.length > 0 ? (
      <HeadToHeadPlace added={added}>
        <Suspense fallback={<LoadingState label="Loading head-to-head…" rows={4} />}>
          <FightersHeadToHead
            conn={data.conn}
            contenders={contenders}
            dates={h2hDates}
            measure={search.h2hBy}
            onMeasureChange={actions.setH2hBy}
            candidates={data.latestRows}
            onAdd={actions.compare}
            onRemove={actions.uncompare}
          />
        </Suspense>
      </HeadToHeadPlace>
    ) : null;
  const hasRows = data.scoped.rows.length > 0;
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
  const { anchor, previous } = data;
  const hasMovers =
    anchor !== null && data.earlier !== null && (previous !== null || !data.earlierQuery.isError);
  const moversShown = hasMovers && moversWanted;
  // The summary needs the earlier date's ranks and, like every view over the rows, all of them.
  const summaryReady = previous !== null && !data.isArriving;
  const disagreeShown = search.disagree === 'show';
  const moversPlace = anchor ? (
    <MoversFrame from={anchor} to={data.shownEarlier} busy>
      <MoversPlaceholder />
    </MoversFrame>
  ) : null;
  return (
    <>
      <div className="fighters-views">
        {hasMovers ? (
          <button
            type="button"
            className="button"
            aria-expanded={moversShown}
            aria-controls="fighters-movers"
            onClick={() => actions.toggleMovers(!moversShown)}
          >
            {moversShown ? 'Hide movers' : 'Show movers'}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          aria-expanded={disagreeShown}
          aria-controls="fighters-disagreement"
          onClick={() => actions.toggleDisagreement(!disagreeShown)}
        >
          {disagreeShown ? 'Hide where ratings disagree' : 'Where ratings disagree'}
        </button>
      </div>
      {moversShown && summaryReady ? (
        <Suspense fallback={moversPlace}>
          <FightersMovers
            rows={data.scoped.rows}
            previous={previous}
            classCode={search.mode === 'latest' ? search.weightClass : ''}
            from={anchor}
            to={data.shownEarlier}
            onOpen={actions.openFighter}
          />
        </Suspense>
      ) : moversShown ? (
        moversPlace
      ) : null}
      {headToHead}
      {disagreeShown ? (
        <Suspense fallback={loadingChart}>
          {/* Views over the rows wait for all of them. */}
          {data.isArriving ? (
            loadingChart
          ) : (
            <FightersDisagreement
              rows={data.shownRows}
              x={search.across}
              y={search.up}
              onAxesChange={actions.setDisagreementAxes}
              onOpen={actions.openFighter}
              scope={classText}
            />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
