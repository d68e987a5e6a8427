// A searchable "Player" picker over one league's players (every season), for adding a player to a comparison.
import { lazyCompare } from '../../../lib/text.ts';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leaguePlayersQuery } from '../../../api/queries.ts';
import { SearchableSelect } from '../../../components/searchable-select.tsx';
import type { SelectOption } from '../../../components/searchable-select.tsx';
import { useConnection } from '../../../session/session-context.tsx';
import { overallRows } from '../league/league-players.ts';
import { playerIdOf, type PlayerId } from '../football-paths.ts';

interface LeaguePlayerPickerProps {
  appId: string;
  onChoose: (playerId: PlayerId) => void;
  /** Players that cannot be chosen again (already on the chart). */
  exclude: readonly PlayerId[];
  disabled?: boolean;
}

const compareText = lazyCompare('en', { numeric: true });

export function LeaguePlayerPicker({
  appId,
  onChoose,
  exclude,
  disabled,
}: LeaguePlayerPickerProps) {
  const conn = useConnection();
  const players = useQuery(leaguePlayersQuery(conn, { app_id: appId }));
  const options = useMemo((): SelectOption[] => {
    const rows = overallRows(players.data?.rows ?? []);
    return rows
      .flatMap((row) => {
        const id = playerIdOf(row.player_id);
        return id === null || exclude.includes(id) ? [] : [{ row, id }];
      })
      .map(({ row, id }) => ({
        value: id,
        label: row.player_name ?? `Player ${row.player_id}`,
        description: `ID ${row.player_id} · ${row.season ?? 'no season'}`,
      }))
      .sort((a, b) => compareText(a.label, b.label));
  }, [players.data, exclude]);

  let notice: string | undefined;
  if (players.isPending) notice = 'Loading players…';
  else if (players.isError) notice = 'The players of this league could not be loaded.';
  else if (options.length === 0) notice = 'No other players are listed for this league.';

  return (
    <div className="league-picker">
      <SearchableSelect
        label="Player"
        options={options}
        value={null}
        onChange={(value) => onChoose(value)}
        placeholder="Type a name or ID"
        notice={notice}
        disabled={disabled}
      />
      {players.isError ? (
        <button type="button" className="button" onClick={() => void players.refetch()}>
          Retry loading players
        </button>
      ) : null}
    </div>
  );
}
