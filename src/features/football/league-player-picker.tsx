// A searchable "Player" picker over one league's players (every season), for adding a player to a comparison.
import { lazyCompare } from '../../lib/text.ts';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { leaguePlayersQuery } from '../../api/queries.ts';
import { SearchableSelect } from '../../components/searchable-select.tsx';
import type { SelectOption } from '../../components/searchable-select.tsx';
import { useConnection } from '../../session/session-context.tsx';
import { overallRows } from './league-players.ts';

interface LeaguePlayerPickerProps {
  appId: string;
  onChoose: (playerId: number) => void;
  /** Players that cannot be chosen again (already on the chart). */
  exclude: readonly number[];
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
      .filter((row) => typeof row.player_id === 'number' && !exclude.includes(row.player_id))
      .map((row) => ({
        value: String(row.player_id),
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
        onChange={(value) => onChoose(Number(value))}
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
