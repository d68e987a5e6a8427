// A division's history (issue 41 §3), its own lazily loaded route: `/fighters/history?class=LW`.
// Ranks over time (bump chart), reigns at #1 and the depth of the top N, over a span of published
// dates loaded one request per date, at most 4 at a time, drawn as they arrive, with Cancel.
import { useDeferredValue, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { fightersLatestQuery } from '../../../api/queries.ts';
import { BatchProgress } from '../../../components/batch-progress.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { LoadingState } from '../../../components/loading-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { displayText } from '../../../lib/text.ts';
import { classOptions } from '../data/fighter-data.ts';
import { fighterLocation } from '../fighter-links.ts';
import BumpChart from './bump-chart.tsx';
import DepthChart, { depthKey } from './depth-chart.tsx';
import { HistoryControls } from './history-controls.tsx';
import { HistoryChartDownload, depthDownload, ranksDownload } from './history-download.tsx';
import { bumpLines, depth, reigns, type DateTop } from './history-data.ts';
import { useHistorySearch, type HistorySearch } from './history-search.ts';
import { ReignsTable } from './reigns-table.tsx';
import { useDivisionHistory, type DivisionHistory } from './use-division-history.ts';
import './history.css';

function HistoryFigures(props: {
  history: DivisionHistory;
  search: HistorySearch;
  classText: string;
  onOpen: (name: string) => void;
}) {
  const { history, search, classText, onOpen } = props;
  const { dates, batch } = history;
  // Each arrival redraws the figures at a lower priority than input: React can set a render aside
  // for the pointer, and dates that arrive meanwhile are drawn together.
  const tops = useDeferredValue(batch.data as readonly (DateTop | undefined)[]);
  const top = search.top;
  const code = search.weightClass;
  const lines = useMemo(() => bumpLines(tops, top, code), [tops, top, code]);
  const reignRows = useMemo(() => reigns(dates, tops), [dates, tops]);
  const depthPoints = useMemo(() => depth(dates, tops, top), [dates, tops, top]);
  const ranksBox = useRef<HTMLDivElement>(null);
  const depthBox = useRef<HTMLDivElement>(null);
  if (batch.loaded === 0 && batch.status === 'loading') {
    return <LoadingState label="Loading the first dates…" rows={6} />;
  }
  const spanText =
    dates.length > 0
      ? `${formatDate(dates[0] as string)} to ${formatDate(dates[dates.length - 1] as string)}`
      : '';
  // The image's span: the dates drawn so far (all of them once the batch is in).
  const span = { classText, top, from: dates[0], to: dates[dates.length - 1] };
  return (
    <>
      <div className="history-heading">
        <h2>Ranks over time</h2>
        <HistoryChartDownload name="ranks" chart={ranksBox} download={ranksDownload(span)} />
      </div>
      <div ref={ranksBox}>
        <BumpChart
          dates={dates}
          lines={lines}
          top={top}
          onOpen={onOpen}
          title={`Top ${top} of ${classText} by rank, ${spanText}`}
        />
      </div>
      <h2>Reigns at #1</h2>
      <ReignsTable
        reigns={reignRows}
        classText={classText}
        from={dates[0]}
        to={dates[dates.length - 1]}
        onOpen={onOpen}
        isStale={batch.status === 'loading'}
      />
      <div className="history-heading">
        <h2>Depth of the top {top}</h2>
        <HistoryChartDownload
          name="depth"
          chart={depthBox}
          download={depthDownload(span, depthKey(top))}
        />
      </div>
      <div ref={depthBox}>
        <DepthChart
          points={depthPoints}
          top={top}
          title={`Depth of the top ${top} of ${classText}, ${spanText}`}
        />
      </div>
    </>
  );
}

/** The first responses are in and name no fighter: the class may not exist. */
function noneYet({ batch }: DivisionHistory): boolean {
  const seen = (batch.data as readonly (DateTop | undefined)[]).filter((t) => t !== undefined);
  return seen.length >= Math.min(4, batch.total) && seen.every((t) => t.count === 0);
}

/** What to show instead of the figures: no class, an unknown one, or no dates. */
function missing(search: HistorySearch, history: DivisionHistory, known: boolean | null) {
  if (search.weightClass === '') {
    return (
      <EmptyState
        title="Choose a weight class"
        detail="Its history is drawn from every published ranking."
      />
    );
  }
  const empty = noneYet(history) && history.batch.status !== 'loading';
  if (known === false || (known === null && empty)) {
    return (
      <EmptyState
        title={`No weight class “${displayText(search.weightClass)}”`}
        detail="Choose one of the classes above."
      />
    );
  }
  if (history.datesQuery.isError) {
    return (
      <ErrorState
        error={history.datesQuery.error}
        onRetry={() => void history.datesQuery.refetch()}
      />
    );
  }
  if (history.datesQuery.isSuccess && history.dates.length === 0) {
    return <EmptyState title="No published dates in this span" detail="Widen From and To." />;
  }
  return null;
}

export default function FightersHistory({ basePath }: { basePath: string }) {
  const [search, setSearch] = useHistorySearch();
  const code = search.weightClass;
  const history = useDivisionHistory(code, search.from, search.to);
  // The class list (every class's latest rows, usually cached by the Fighters screen): asked for
  // when a class must be chosen, or once the dates are in, so it never takes a request slot or the
  // main thread from them.
  const latest = useQuery({
    ...fightersLatestQuery(history.conn),
    enabled: code === '' || history.batch.status !== 'loading' || noneYet(history),
    refetchOnMount: false,
  });
  const classes = useMemo(() => classOptions(latest.data?.rows), [latest.data]);
  const known = latest.data ? classes.some((c) => c.value === code) : null;
  const named = (history.batch.data as readonly (DateTop | undefined)[]).find(
    (t) => t?.className,
  )?.className;
  const classText = displayText(classes.find((c) => c.value === code)?.name ?? named ?? code);
  const navigate = useNavigate();
  const onOpen = (name: string) =>
    void navigate(fighterLocation(basePath, code, name, `?class=${encodeURIComponent(code)}`));
  const instead = missing(search, history, known);
  return (
    <section aria-labelledby="page-title" className="page fighters-history">
      <p className="history-back">
        <Link to={{ pathname: basePath, search: code ? `?class=${encodeURIComponent(code)}` : '' }}>
          ← Fighters rankings
        </Link>
      </p>
      <h1 id="page-title">
        {code && known !== false ? `History of ${classText}` : 'Division history'}
      </h1>
      <HistoryControls
        search={search}
        classes={classes}
        published={history.published}
        onChange={(patch) => void setSearch(patch)}
      />
      {instead ?? (
        <>
          <BatchProgress
            batch={history.batch}
            noun="dates"
            label={`Loading the history of ${classText}`}
          />
          <HistoryFigures history={history} search={search} classText={classText} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}
