// The player index over every league, shared by every place that finds a player by name: each
// league's list comes through the query cache (so it is fetched once and kept like the other
// views), at most four requests at a time, and the index grows as the lists arrive.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { availableLeaguesQuery, leaguePlayersQuery } from '../../../api/queries.ts';
import { useLimitedQueries } from '../../../api/use-limited-queries.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { leagueTitle } from '../league/league-players.ts';
import { buildPlayerIndex, playerOptions } from './player-index.ts';

/** At most this many league lists are requested at once. */
const INDEX_CONCURRENCY = 4;

/** `active` false: only the league list (small) is requested, until the index is wanted. */
export function usePlayerIndex(active = true) {
  const conn = useConnection();
  const leagues = useQuery(availableLeaguesQuery(conn));
  const leagueRows = leagues.data?.rows;
  const queries = useMemo(
    () =>
      (active ? (leagueRows ?? []) : []).flatMap((league) =>
        typeof league.app_id === 'string' && league.app_id !== ''
          ? [leaguePlayersQuery(conn, { app_id: league.app_id })]
          : [],
      ),
    [active, leagueRows, conn],
  );
  const lists = useLimitedQueries(queries, INDEX_CONCURRENCY);
  const listRows = useMemo(() => lists.data.map((result) => result?.rows), [lists.data]);
  const index = useMemo(() => buildPlayerIndex(listRows), [listRows]);
  const titleOf = useMemo(() => (id: string) => leagueTitle(leagueRows, id), [leagueRows]);
  const options = useMemo(() => playerOptions(index, titleOf), [index, titleOf]);
  return { leagues, lists, index, options, titleOf };
}
