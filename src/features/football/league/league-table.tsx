// A league's players as a sortable table: each row opens the player; the empty response says why.
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table.tsx';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { ALL_SEASONS, playerIdOf, playerPath } from '../football-paths.ts';
import type { LeagueScreenProps, LeagueTableRow } from './use-league.ts';

function Button({ onClick, label }: { onClick: () => void; label: string }) {
  return (
    <button type="button" className="button" onClick={onClick}>
      {label}
    </button>
  );
}

export function LeagueTable({ appId, search, setSearch, setQuery, data }: LeagueScreenProps) {
  const navigate = useNavigate();
  const { season, seasons, scope, searching, title } = data;
  const emptyMessage =
    season !== null && !seasons.includes(season) ? (
      <span>
        This league has no season “{season}”.{' '}
        <Button onClick={() => void setSearch({ season: null })} label="Show the newest season" />
      </span>
    ) : (
      <span>
        No player {searching !== '' ? `matches “${searching}”` : 'is left'} {scope}
        {data.filtered && (search.min_apps || search.max_age !== null || search.pos.length > 0)
          ? ' with the filters set'
          : ''}
        .{' '}
        <Button
          onClick={() => {
            setQuery('');
            void setSearch({ min_apps: null, max_age: null, pos: null });
          }}
          label="Clear the filters"
        />
        {season !== null ? (
          <>
            {' '}
            <Button
              onClick={() => void setSearch({ season: ALL_SEASONS })}
              label="Search all seasons"
            />
          </>
        ) : null}
      </span>
    );
  return (
    <DataTable<LeagueTableRow>
      main
      label={`Players of ${title}, ${season ?? 'all seasons'}`}
      rows={data.shownRows}
      columns={data.columns}
      sorting={data.tableSorting}
      onSortingChange={(sort) => void setSearch({ sort })}
      onRowActivate={(row) => {
        const id = playerIdOf(row.player_id);
        if (id !== null) navigate(playerPath(id, { league: appId }));
      }}
      isStale={data.players.isPlaceholderData || data.isSearchPending}
      countLabel={data.countLabel}
      emptyMessage={emptyMessage}
      renderActions={(shown) => (
        <>
          <ExportCsvButton
            filename={safeFilename(['football', appId, season ?? 'all-seasons', search.view])}
            columns={shown.columns}
            rows={shown.rows}
          />
          <CopyLinkButton />
        </>
      )}
    />
  );
}
