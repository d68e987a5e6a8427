// A player's screen: who they are, their rating over time (with compared players), the rows, and CSV export.
import { Suspense, lazy, useEffect, useId, useMemo } from 'react';
import { QueryLoading } from '../../components/query-loading.tsx';
import { Isolated } from '../../components/isolated.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { UseQueryResult } from '@tanstack/react-query';
import { availableLeaguesQuery, playerHistoryQuery } from '../../api/queries.ts';
import type { Connection, ViewResult } from '../../api/client.ts';
import { isDataViewsError } from '../../api/errors.ts';
import { DataTable } from '../../components/data-table.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { IncompleteNotice } from '../../components/incomplete-notice.tsx';
import { ErrorState } from '../../components/error-state.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { safeFilename } from '../../lib/csv.ts';
import { formatDate, formatNumber } from '../../lib/format.ts';
import type { SortItem } from '../../lib/url-state.ts';
import { useConnection } from '../../session/session-context.tsx';
import { seriesColour, teamChanges } from './chart-data.ts';
import type { ChartSeries } from './chart-data.ts';
import { ChartLegend } from './chart-legend.tsx';
import { ComparePanel } from './compare-panel.tsx';
import type { ComparedPlayer } from './compare-panel.tsx';
import {
  FOOTBALL_HOME,
  RANGES,
  RANGE_LABELS,
  decodeCompared,
  encodeCompared,
  leaguePath,
  parsePlayerId,
  playerPath,
} from './football-paths.ts';
import { historyColumns } from './history-columns.ts';
import { usePlayerSearch } from './football-search.ts';
import { leagueTitle } from './league-players.ts';
import { PlayerHeader } from './player-header.tsx';
import { PlayerIdForm } from './player-id-form.tsx';
import {
  byDate,
  displayName,
  identityOf,
  inWindow,
  peakKindOf,
  rangeWindow,
  summarise,
  summaryText,
  teamSpells,
} from './player-history.ts';
import type { DateWindow, HistoryRow } from './player-history.ts';
import { ChoiceGroup } from '../../components/choice-group.tsx';

// Recharts is fetched only when a chart is about to be drawn: no other screen loads it.
// The request starts when a player's screen mounts, while the history is still loading; React.lazy
// shares the same promise, so the chunk is fetched once.
let ratingChartModule: Promise<typeof import('./rating-chart.tsx')> | undefined;
function loadRatingChart() {
  ratingChartModule ??= import('./rating-chart.tsx').catch((error: unknown) => {
    ratingChartModule = undefined;
    throw error;
  });
  return ratingChartModule;
}
const RatingChart = lazy(loadRatingChart);

type HistoryResult = ViewResult<HistoryRow>;

/** A history with its rows in date order, derived once per response by the query's `select`. */
interface DatedHistory {
  readonly result: HistoryResult;
  readonly rows: readonly HistoryRow[];
}

// Module-level, so react-query keeps the derived value until the response itself changes.
function withDateOrder(result: HistoryResult): DatedHistory {
  return { result, rows: byDate(result.rows) };
}

function datedHistoryQuery(conn: Connection, playerId: number) {
  return { ...playerHistoryQuery(conn, { player_id: playerId }), select: withDateOrder };
}

interface ComparedHistory {
  readonly data: DatedHistory | undefined;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

// Stable, so useQueries hands back the same array until one of the compared queries changes.
function combineHistories(results: readonly UseQueryResult<DatedHistory>[]): ComparedHistory[] {
  return results.map((r) => ({
    data: r.data,
    isPending: r.isPending,
    error: r.error,
    refetch: r.refetch,
  }));
}

const NO_ROWS: readonly HistoryRow[] = [];

function isUnknownPlayer(error: unknown): boolean {
  return isDataViewsError(error) && (error.kind === 'NotFound' || error.kind === 'BadRequest');
}

function windowText(bounds: DateWindow): string {
  if (bounds.from === null || bounds.to === null) return 'every appearance';
  return `${formatDate(bounds.from)} to ${formatDate(bounds.to)}`;
}

export function PlayerPage() {
  const { playerId: playerIdText } = useParams();
  const playerId = parsePlayerId(playerIdText);
  if (playerId === null) {
    return (
      <section className="page football" aria-labelledby="page-title">
        <h1 id="page-title">Not a player ID</h1>
        <p>
          <code>{playerIdText}</code> is not a player ID: IDs are whole numbers such as 100123.
        </p>
        <OpenPlayer />
      </section>
    );
  }
  // Keyed by the player, so nothing of one player's screen (the compare form) leaks into another's.
  return <PlayerScreen key={playerId} playerId={playerId} />;
}

function OpenPlayer() {
  const navigate = useNavigate();
  return (
    <div className="football__actions">
      <PlayerIdForm submitLabel="Open player" onSubmit={(id) => navigate(playerPath(id))} />
      <p>
        Or <Link to={FOOTBALL_HOME}>find the player in a league</Link>.
      </p>
    </div>
  );
}

function PlayerScreen({ playerId }: { playerId: number }) {
  const conn = useConnection();
  const [search, setSearch] = usePlayerSearch();
  const summaryId = useId();
  useEffect(() => {
    void loadRatingChart();
  }, []);

  const { league, range } = search;
  const compareText = encodeCompared(search.compare.map(Number));
  const compareIds = useMemo(() => decodeCompared(compareText, playerId), [compareText, playerId]);
  const columnIds = useMemo(() => historyColumns.map((c) => c.id), []);
  const sorting: SortItem[] = useMemo(
    () => search.sort.filter((s) => columnIds.includes(s.id)),
    [search.sort, columnIds],
  );

  const leagues = useQuery({ ...availableLeaguesQuery(conn), enabled: league !== null });
  const history = useQuery(datedHistoryQuery(conn, playerId));
  const compared = useQueries({
    queries: compareIds.map((id) => datedHistoryQuery(conn, id)),
    combine: combineHistories,
  });

  const rows = history.data?.rows ?? NO_ROWS;
  const identity = useMemo(() => identityOf(playerId, rows), [playerId, rows]);
  const name = displayName(identity);
  const spells = useMemo(() => teamSpells(rows), [rows]);
  const peakKind = useMemo(() => peakKindOf(rows), [rows]);
  const dateWindow = useMemo(() => rangeWindow(rows, range), [rows, range]);
  const shownRows = useMemo(() => inWindow(rows, dateWindow), [rows, dateWindow]);
  const summary = useMemo(() => summarise(shownRows, peakKind), [shownRows, peakKind]);

  const comparedPlayers = useMemo(
    () =>
      compareIds.map((id, i): ComparedPlayer => {
        const query = compared[i];
        const colour = seriesColour(i + 1);
        if (!query || query.isPending) {
          return { playerId: id, name: `Player ${id}`, colour, status: 'loading' };
        }
        if (!query.data) {
          return {
            playerId: id,
            name: `Player ${id}`,
            colour,
            status: 'error',
            error: query.error,
            retry: () => void query.refetch(),
          };
        }
        const sorted = query.data.rows;
        return {
          playerId: id,
          name: displayName(identityOf(id, sorted)),
          colour,
          status: sorted.length === 0 ? 'empty' : 'ready',
        };
      }),
    [compareIds, compared],
  );

  const series = useMemo((): ChartSeries[] => {
    const others = comparedPlayers.flatMap((player, i): ChartSeries[] => {
      const data = compared[i]?.data;
      if (player.status !== 'ready' || !data) return [];
      const rowsShown = inWindow(data.rows, dateWindow);
      return [
        { playerId: player.playerId, name: player.name, colour: player.colour, rows: rowsShown },
      ];
    });
    return [{ playerId, name, colour: seriesColour(0), rows: shownRows }, ...others];
  }, [comparedPlayers, compared, dateWindow, playerId, name, shownRows]);

  const onSortingChange = (next: SortItem[]) => {
    void setSearch({ sort: next });
  };

  const breadcrumb = (
    <nav aria-label="Breadcrumb" className="football__breadcrumb">
      <Link to={FOOTBALL_HOME}>Football</Link> <span aria-hidden="true">›</span>{' '}
      {league ? (
        <>
          <Link to={leaguePath(league)}>
            <Isolated text={leagueTitle(leagues.data?.rows, league)} />
          </Link>{' '}
          <span aria-hidden="true">›</span>{' '}
        </>
      ) : null}
      <span aria-current="page">
        {history.data && rows.length > 0 ? <Isolated text={name} clip /> : `Player ${playerId}`}
      </span>
    </nav>
  );

  if (history.isPending) {
    return (
      <section className="page football" aria-labelledby="page-title">
        {breadcrumb}
        <h1 id="page-title">Player {playerId}</h1>
        <QueryLoading
          label={`Loading the rating history of player ${playerId}…`}
          query={history}
          queryKey={playerHistoryQuery(conn, { player_id: playerId }).queryKey}
        />
      </section>
    );
  }

  if (history.isError) {
    return (
      <section className="page football" aria-labelledby="page-title">
        {breadcrumb}
        <h1 id="page-title">Player {playerId}</h1>
        {isUnknownPlayer(history.error) ? (
          <p>The service does not know a player with the ID {playerId}.</p>
        ) : null}
        <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        <OpenPlayer />
      </section>
    );
  }

  if (rows.length === 0) {
    return (
      <section className="page football" aria-labelledby="page-title">
        {breadcrumb}
        <h1 id="page-title">Player {playerId}</h1>
        <IncompleteNotice result={history.data?.result} />
        <EmptyState
          title={
            history.data?.result.reportedTotal
              ? `No rating history arrived for player ${playerId}.`
              : `There is no rating history for player ${playerId}.`
          }
          detail="The service has no rated appearance for this ID: it may be mistyped, or the player has not played yet. Try another ID, or find the player in a league."
        />
        <OpenPlayer />
      </section>
    );
  }

  const hasComparison = series.length > 1;
  return (
    <section className="page football player-page" aria-labelledby="page-title">
      {breadcrumb}
      <PlayerHeader identity={identity} spells={spells} today={new Date()} />
      <IncompleteNotice result={history.data?.result} />

      <section className="player-page__chart" aria-labelledby="chart-heading">
        <div className="player-page__chart-head">
          <h2 id="chart-heading">Rating over time</h2>
          <ChoiceGroup
            legend="Range"
            choices={RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
            value={range}
            onChange={(value) => void setSearch({ range: value })}
            className="football__choice"
          />
        </div>
        <p className="football__muted">
          Showing {windowText(dateWindow)}
          {range === 'season' ? ' (the latest season starts after the last long break)' : ''}.
        </p>
        <ChartLegend
          series={series}
          peakKind={peakKind}
          hasTeamChanges={teamChanges(shownRows).length > 0}
        />
        {summary.plotted === 0 ? (
          <EmptyState
            title="Nothing to draw in this range."
            detail="No appearance in this range has a rating. Choose a longer range."
          >
            <button
              type="button"
              className="button"
              onClick={() => void setSearch({ range: null })}
            >
              Show all
            </button>
          </EmptyState>
        ) : (
          <Suspense fallback={<LoadingState label="Loading the chart…" rows={6} />}>
            <RatingChart
              series={series}
              peakKind={peakKind}
              label={
                hasComparison
                  ? `Rating over time of ${series.map((s) => s.name).join(', ')}`
                  : `Rating over time of ${name}`
              }
              describedBy={summaryId}
            />
          </Suspense>
        )}
        <p id={summaryId} className="player-page__summary">
          <Isolated text={name} />: {summaryText(summary, peakKind)}
        </p>
      </section>

      <ComparePanel
        playerId={playerId}
        playerName={name}
        compared={comparedPlayers}
        initialLeague={league}
        onAdd={(id) => void setSearch({ compare: [...compareIds, id].map(String) })}
        onRemove={(id) =>
          void setSearch({ compare: compareIds.filter((c) => c !== id).map(String) })
        }
      />

      <section className="player-page__table" aria-labelledby="history-heading">
        <h2 id="history-heading">Appearances</h2>
        <DataTable<HistoryRow>
          label={`Rating history of ${name}`}
          rows={shownRows}
          columns={historyColumns}
          sorting={sorting}
          onSortingChange={onSortingChange}
          countLabel={(n) =>
            `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? 'appearance' : 'appearances'} (${RANGE_LABELS[range].toLowerCase()})`
          }
          emptyMessage="No appearance in this range."
          renderActions={(shown) => (
            <ExportCsvButton
              filename={safeFilename(['football', name, String(playerId), range])}
              columns={shown.columns}
              rows={shown.rows}
            />
          )}
        />
      </section>
    </section>
  );
}
