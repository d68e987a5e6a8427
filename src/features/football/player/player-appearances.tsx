// A player's appearances in the chosen range as a sortable table, with CSV export.
import { DataTable } from '../../../components/data-table.tsx';
import { CopyLinkButton } from '../../../components/copy-link-button.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { rangeLabel, rangeParam } from './history-range.ts';
import { HIDDEN_HISTORY_COLUMNS, appearanceColumns, historyCsvColumns } from './history-columns.ts';
import type { HistoryRow } from './player-history.ts';
import type { PlayerData } from './use-player.ts';
import type { PlayerId } from '../football-paths.ts';

interface PlayerAppearancesProps {
  playerId: PlayerId;
  data: PlayerData;
  onSortingChange: (sort: SortEntry[]) => void;
}

export function PlayerAppearances({ playerId, data, onSortingChange }: PlayerAppearancesProps) {
  const { name, range } = data;
  return (
    <section className="player-page__table" aria-labelledby="history-heading">
      <h2 id="history-heading">Appearances</h2>
      <DataTable<HistoryRow>
        main
        label={`Rating history of ${name}`}
        rows={data.shownRows}
        columns={appearanceColumns}
        defaultColumnVisibility={HIDDEN_HISTORY_COLUMNS}
        sorting={data.sorting}
        onSortingChange={onSortingChange}
        countLabel={(n) =>
          `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? 'appearance' : 'appearances'} (${rangeLabel(range)})`
        }
        emptyMessage="No appearance in this range."
        renderActions={(shown) => (
          <>
            <ExportCsvButton
              filename={safeFilename([
                'football',
                name,
                String(playerId),
                rangeParam(range) ?? 'all',
              ])}
              // The file holds every column, the player's own facts on each row as the API gives
              // them (the screen says them once, above); the rows in the order shown.
              columns={historyCsvColumns}
              rows={shown.rows}
            />
            <CopyLinkButton />
          </>
        )}
      />
    </section>
  );
}
