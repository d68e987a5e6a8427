// A league's screen: its players by season (or once overall), searchable and sortable, each
// opening their history. It composes: URL state from useLeagueSearch, data from useLeague, the
// controls and the table, or a loading, error or empty state with a way forward.
import { Link, useParams } from 'react-router';
import { isDataViewsError } from '../../../api/errors.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { IncompleteNotice } from '../../../components/incomplete-notice.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { QueryLoading } from '../../../components/query-loading.tsx';
import { useTypedField } from '../../../components/use-typed-text.ts';
import { displayText } from '../../../lib/text.ts';
import { FOOTBALL_HOME } from '../football-paths.ts';
import { serializeLeagueSearch, useLeagueSearch } from '../football-search.ts';
import { LeaderboardStatus } from './leaderboard-status.tsx';
import { LeagueTable } from './league-table.tsx';
import { LeagueToolbar } from './league-toolbar.tsx';
import { useLeague, type LeagueData, type LeagueScreenProps } from './use-league.ts';

const chooseAnother = (
  <Link className="button" to={FOOTBALL_HOME}>
    Choose another league
  </Link>
);

/** The league's players are loading, failed, or there are none. */
function NoPlayers({ appId, data }: { appId: string; data: LeagueData }) {
  const { players, title } = data;
  if (players.isPending)
    return (
      <QueryLoading
        label={`Loading the players of ${displayText(title)}…`}
        query={players}
        queryKey={data.playersKey}
      />
    );
  if (players.isError) {
    const unknown =
      isDataViewsError(players.error) &&
      (players.error.kind === 'NotFound' || players.error.kind === 'BadRequest');
    return (
      <>
        {unknown ? (
          <p>
            The service does not know a league with the ID <code>{appId}</code>. Pick one from the
            list above.
          </p>
        ) : null}
        <ErrorState
          error={players.error}
          onRetry={() => void players.refetch()}
          actions={chooseAnother}
        />
      </>
    );
  }
  return (
    <EmptyState
      title={`No players are listed for ${title}.`}
      detail="The service has no player rows for this league. Try another league, or open a player by ID."
    >
      {chooseAnother}
    </EmptyState>
  );
}

export function LeaguePage() {
  const { appId = '' } = useParams();
  const [urlSearch, setSearch] = useLeagueSearch();
  // The search box's text: the rows follow each letter, the URL once typing pauses; typing in
  // one league never carries to the next.
  const [search, setQuery] = useTypedField(urlSearch, 'q', setSearch, serializeLeagueSearch, appId);
  const data = useLeague(appId, search);
  const { title, country, players } = data;
  // A failed refetch keeps the rows it had: they stay on screen.
  const showTable = players.data !== undefined && data.hasRows;
  const screen: LeagueScreenProps = { appId, search, setSearch, setQuery, data };

  return (
    <section className="page football" aria-labelledby="page-title">
      <nav aria-label="Breadcrumb" className="football__breadcrumb">
        <Link to={FOOTBALL_HOME}>Football</Link> <span aria-hidden="true">›</span>{' '}
        <span aria-current="page">
          <Isolated text={title} clip />
        </span>
      </nav>
      <h1 id="page-title">
        <Isolated text={title} />
      </h1>
      <p className="football__subtitle">
        {country ? <Isolated text={country} clip /> : null}
        <span className="football__league-id">
          {country ? ' · ' : ''}League ID <code>{appId}</code>
        </span>
      </p>
      <LeagueToolbar {...screen} />
      <IncompleteNotice result={players.data} />
      {showTable ? (
        <LeaderboardStatus
          data={data}
          perSeason={search.view === 'per-season'}
          onAllSeasons={() => void setSearch({ season: 'all', view: 'overall', ratings: true })}
        />
      ) : null}
      {showTable ? <LeagueTable {...screen} /> : <NoPlayers appId={appId} data={data} />}
    </section>
  );
}
