// A player's screen: who they are, their rating over time (with compared players), the rows, and
// CSV export. It composes: URL state from usePlayerSearch, data from usePlayer, and the sections.
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { playerHistoryQuery } from '../../../api/queries.ts';
import type { ViewResult } from '../../../api/client.ts';
import { isDataViewsError } from '../../../api/errors.ts';
import { AfterFirstPaint } from '../../../components/after-first-paint.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IncompleteNotice } from '../../../components/incomplete-notice.tsx';
import { QueryLoading } from '../../../components/query-loading.tsx';
import { ComparePanel } from '../compare/compare-panel.tsx';
import { FOOTBALL_HOME, parsePlayerId, playerPath, type PlayerId } from '../football-paths.ts';
import { rangeParam } from './history-range.ts';
import { usePlayerSearch } from '../football-search.ts';
import { PlayerAppearances } from './player-appearances.tsx';
import { leagueTitle } from '../league/league-players.ts';
import { PlayerBreadcrumb } from './player-breadcrumb.tsx';
import { PlayerChartSection } from './player-chart-section.tsx';
import { PlayerHeader } from './player-header.tsx';
import { PlayerIdForm } from '../pickers/player-id-form.tsx';
import { PlayerMoves } from './player-moves.tsx';
import { PlayerSeasons } from './player-seasons.tsx';
import { usePlayer } from './use-player.ts';

function isUnknownPlayer(error: unknown): boolean {
  return isDataViewsError(error) && (error.kind === 'NotFound' || error.kind === 'BadRequest');
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

/** The history request failed: why (an unknown ID is said plainly), Retry, and another ID to open. */
function HistoryError({
  playerId,
  error,
  onRetry,
}: {
  playerId: PlayerId;
  error: unknown;
  onRetry: () => void;
}) {
  return (
    <>
      {isUnknownPlayer(error) ? (
        <p>The service does not know a player with the ID {playerId}.</p>
      ) : null}
      <ErrorState error={error} onRetry={onRetry} />
      <OpenPlayer />
    </>
  );
}

/** The history came back with no rows: said plainly, with another ID to open. */
function NoHistory({ playerId, result }: { playerId: PlayerId; result: ViewResult }) {
  return (
    <>
      <IncompleteNotice result={result} />
      <EmptyState
        title={
          result.reportedTotal
            ? `No rating history arrived for player ${playerId}.`
            : `There is no rating history for player ${playerId}.`
        }
        detail="The service has no rated appearance for this ID: it may be mistyped, or the player has not played yet. Try another ID, or find the player in a league."
      />
      <OpenPlayer />
    </>
  );
}

function PlayerScreen({ playerId }: { playerId: PlayerId }) {
  const [search, setSearch] = usePlayerSearch();
  const data = usePlayer(playerId, search);
  const { history, rows } = data;
  const breadcrumb = <PlayerBreadcrumb playerId={playerId} league={search.league} data={data} />;
  // Before there is a history to show: one frame for loading, failure and an empty answer.
  const before = (body: ReactNode) => (
    <section className="page football" aria-labelledby="page-title">
      {breadcrumb}
      <h1 id="page-title">Player {playerId}</h1>
      {body}
    </section>
  );

  if (history.isPending)
    return before(
      <QueryLoading
        label={`Loading the rating history of player ${playerId}…`}
        query={history}
        queryKey={playerHistoryQuery(data.conn, { player_id: playerId }).queryKey}
      />,
    );
  if (history.isError)
    return before(
      <HistoryError
        playerId={playerId}
        error={history.error}
        onRetry={() => void history.refetch()}
      />,
    );
  if (rows.length === 0)
    return before(<NoHistory playerId={playerId} result={history.data.result} />);

  return (
    <section className="page football player-page" aria-labelledby="page-title">
      {breadcrumb}
      <PlayerHeader identity={data.identity} spells={data.spells} lastDate={data.overall.last} />
      <IncompleteNotice result={history.data.result} />
      <PlayerChartSection
        data={data}
        league={search.league ? leagueTitle(data.leagues.data?.rows, search.league) : null}
        onRangeChange={(range) => void setSearch({ range: rangeParam(range) })}
      />
      {/* The chart is what this screen is opened for: the panels and tables below it (thousands
          of appearances' worth of work) render once it has been drawn. */}
      <AfterFirstPaint>
        <ComparePanel
          playerId={playerId}
          playerName={data.name}
          compared={data.comparedPlayers}
          initialLeague={search.league}
          onAdd={(id) => void setSearch({ compare: data.withAdded(id) })}
          onRemove={(id) => void setSearch({ compare: data.without(id) })}
          refusal={data.refusal}
        />
        <PlayerMoves
          playerId={playerId}
          data={data}
          onZoom={(range) => void setSearch({ range: rangeParam(range) })}
        />
        <PlayerSeasons
          playerId={playerId}
          data={data}
          onSortingChange={(ssort) => void setSearch({ ssort })}
          onSeasonOpen={(label) => void setSearch({ range: label })}
        />
        <PlayerAppearances
          playerId={playerId}
          data={data}
          onSortingChange={(sort) => void setSearch({ sort })}
        />
      </AfterFirstPaint>
    </section>
  );
}
