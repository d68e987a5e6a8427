// The way back from a player: Football › the league they were found in › the player.
import { Isolated } from '../../../components/isolated.tsx';
import { FOOTBALL_HOME, leaguePath, type PlayerId } from '../football-paths.ts';
import { leagueTitle } from '../league/league-players.ts';
import type { PlayerData } from './use-player.ts';
import { Link } from 'react-router';

export function PlayerBreadcrumb({
  playerId,
  league,
  data,
}: {
  playerId: PlayerId;
  league: string | null;
  data: PlayerData;
}) {
  const { history, rows, leagues } = data;
  return (
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
        {history.data && rows.length > 0 ? (
          <Isolated text={data.name} clip />
        ) : (
          `Player ${playerId}`
        )}
      </span>
    </nav>
  );
}
