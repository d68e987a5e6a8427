// The Watchlist's two tables, fighters and players: sortable, exported as shown (CSV), each row a
// link to its screen. Their first figures show as soon as the latest ratings (or a player's history)
// are in; the sparklines fill in as their dates arrive.
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { BatchProgress } from '../../components/batch-progress.tsx';
import { DataTable } from '../../components/data-table.tsx';
import type { DataColumn, DataRow } from '../../components/data-table-columns.ts';
import { ErrorState } from '../../components/error-state.tsx';
import { ExportCsvButton } from '../../components/export-csv-button.tsx';
import { LoadingState } from '../../components/loading-state.tsx';
import { safeFilename } from '../../lib/filename.ts';
import { formatDate } from '../../lib/format.ts';
import type { WatchedFighters } from './use-watched-fighters.ts';
import type { WatchedPlayers } from './use-watched-players.ts';
import { fighterColumns, playerColumns } from './watchlist-columns.tsx';
import { watchedFighterPath, watchedPlayerPath } from './watchlist-paths.ts';

// A table as tall as its rows (header 40 px, rows 34 px), up to the usual height.
function heightFor(count: number): string {
  return `min(70vh, ${40 + Math.max(count, 1) * 34 + 2}px)`;
}

function csvActions<R extends DataRow>(name: string) {
  return ({ rows, columns }: { rows: readonly R[]; columns: readonly DataColumn<R>[] }) => (
    <ExportCsvButton filename={name} rows={rows} columns={columns} />
  );
}

const byKey = (row: { key: string }) => row.key;

export function FightersTable({
  data,
  seenDate,
}: {
  data: WatchedFighters;
  seenDate: string | null;
}) {
  const navigate = useNavigate();
  const columns = useMemo(
    () => fighterColumns(data.sparks, data.baseline, seenDate),
    [data.sparks, data.baseline, seenDate],
  );
  if (data.error) return <ErrorState error={data.error} onRetry={data.retry} />;
  if (!data.ready) return <LoadingState label="Loading the watched fighters…" rows={3} />;
  const date = data.latestDate ? formatDate(data.latestDate) : '';
  return (
    <>
      <DataTable
        rows={data.rows}
        columns={columns}
        label={`Watched fighters, ratings of ${date}`}
        getRowId={byKey}
        onRowActivate={(row) => navigate(watchedFighterPath(row.class_code, row.name))}
        height={heightFor(data.rows.length)}
        countLabel={(n) => (n === 1 ? '1 fighter' : `${n} fighters`)}
        renderActions={csvActions(safeFilename(['watchlist-fighters', data.latestDate]))}
      />
      <BatchProgress
        batch={data.history}
        noun="dates of their classes"
        label="Loading the rank trends"
      />
    </>
  );
}

export function PlayersTable({ data }: { data: WatchedPlayers }) {
  const navigate = useNavigate();
  const columns = useMemo(() => playerColumns(data.sparks), [data.sparks]);
  return (
    <>
      <DataTable
        rows={data.rows}
        columns={columns}
        label="Watched players, latest ratings"
        getRowId={byKey}
        onRowActivate={(row) => navigate(watchedPlayerPath(row.id))}
        height={heightFor(data.rows.length)}
        countLabel={(n) => (n === 1 ? '1 player' : `${n} players`)}
        renderActions={csvActions(safeFilename(['watchlist-players']))}
      />
      <BatchProgress batch={data.progress} noun="players' histories" label="Loading the players" />
    </>
  );
}
