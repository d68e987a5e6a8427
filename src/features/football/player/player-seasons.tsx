// A player's seasons, one row each: appearances, minutes, average rating, rating at the start and
// end, the change and the peak, sortable and exported as CSV; a row zooms the chart to its season.
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../../components/data-table-row.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { seasonColumns } from './history-columns.ts';
import { seasonRows, type SeasonRow } from './seasons.ts';
import type { PlayerData } from './use-player.ts';
import type { PlayerId } from '../football-paths.ts';

interface PlayerSeasonsProps {
  playerId: PlayerId;
  data: PlayerData;
  onSortingChange: (sort: SortEntry[]) => void;
  /** Zooms the chart to a season. */
  onSeasonOpen: (label: string) => void;
}

export function PlayerSeasons({
  playerId,
  data,
  onSortingChange,
  onSeasonOpen,
}: PlayerSeasonsProps) {
  const { name, scheme, rows, identity } = data;
  // Worked out here, not with the rest of the player's figures: this table is drawn just after the
  // chart, so the chart's first paint does not wait for every season's sums.
  const birthday = identity.birthday;
  const perSeason = useMemo(() => seasonRows(rows, scheme, birthday), [rows, scheme, birthday]);
  return (
    <section className="player-page__seasons" aria-labelledby="seasons-heading">
      <h2 id="seasons-heading">Seasons</h2>
      <p className="football__muted">
        {scheme === 'split'
          ? 'A season runs from 1 July to 30 June, as in leagues that play across the new year.'
          : 'A season is a calendar year: this player’s long breaks fall in winter.'}{' '}
        Choose a season to zoom the chart to it.
      </p>
      <DataTable<SeasonRow>
        label={`Seasons of ${name}`}
        rows={perSeason}
        // A handful of seasons: as tall as its rows (and a scrollbar), not a tall empty box.
        height={`min(70vh, ${HEADER_HEIGHT + Math.max(3, perSeason.length) * ROW_HEIGHT + 20}px)`}
        columns={seasonColumns}
        sorting={data.seasonSorting}
        onSortingChange={onSortingChange}
        onRowActivate={(row) => onSeasonOpen(row.season)}
        countLabel={(n) =>
          `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? 'season' : 'seasons'}`
        }
        emptyMessage="No appearance has a date, so there are no seasons to show."
        renderActions={(shown) => (
          <ExportCsvButton
            label="Export seasons CSV"
            filename={safeFilename(['football', name, String(playerId), 'seasons'])}
            columns={shown.columns}
            rows={shown.rows}
          />
        )}
      />
    </section>
  );
}
