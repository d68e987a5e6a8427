// The players on the chart side by side, over the range shown: one row each with its colour key,
// latest rating, peak, average, appearances, minutes and first and last date; sortable (the shared
// DataTable: its header buttons, row keys and CSV of the rows as shown) and exported as CSV.
import { useMemo } from 'react';
import type { CellValue } from '../../../api/catalog.ts';
import { DataTable } from '../../../components/data-table.tsx';
import type { DataColumn } from '../../../components/data-table-columns.ts';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../../components/data-table-row.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { isIsoDate } from '../../../lib/date.ts';
import { safeFilename } from '../../../lib/filename.ts';
import type { ChartSeries } from '../chart/chart-data.ts';
import { figuresOf } from '../player/seasons.ts';
import type { PlayerId } from '../football-paths.ts';

/** One player's figures over the range shown. */
export interface CompareRow {
  readonly [key: string]: CellValue;
  readonly player_id: PlayerId;
  readonly player_name: string;
  /** The line's colour: the key, not a column. */
  readonly colour: string;
  readonly latest_rating: number | null;
  readonly peak_rating: number | null;
  readonly average_rating: number | null;
  readonly appearances: number;
  readonly minutes: number | null;
  readonly first_date: string | null;
  readonly last_date: string | null;
}

// Two decimals, as ratings are shown: a CSV gets 57.2, not 57.19999999999993.
const round2 = (value: number | null) => (value === null ? null : Math.round(value * 100) / 100);

/** A row per series, in the legend's order; its rows are date-ordered and already in the range. */
export function compareRows(series: readonly ChartSeries[]): CompareRow[] {
  return series.map((s) => {
    const f = figuresOf(s.rows);
    let first: string | null = null;
    for (const row of s.rows) {
      if (isIsoDate(row.date)) {
        first = row.date;
        break;
      }
    }
    return {
      player_id: s.playerId,
      player_name: s.name,
      colour: s.colour,
      latest_rating: f.end,
      peak_rating: f.peak,
      average_rating: round2(f.average),
      appearances: f.appearances,
      minutes: f.minutes,
      first_date: first,
      last_date: f.lastDate,
    };
  });
}

export const compareColumns: readonly DataColumn<CompareRow>[] = [
  {
    id: 'player_name',
    header: 'Player',
    type: 'string',
    minWidth: 150,
    hideable: false,
    cell: (row) => (
      <span className="compare-table__player">
        <span
          className="compare-panel__swatch"
          style={{ background: row.colour }}
          aria-hidden="true"
        />
        <Isolated text={row.player_name} clip />
      </span>
    ),
  },
  {
    id: 'latest_rating',
    header: 'Latest',
    type: 'number',
    minWidth: 95,
    sortDescFirst: true,
    description: 'The rating of the last rated appearance in the range',
  },
  {
    id: 'peak_rating',
    header: 'Peak',
    type: 'number',
    minWidth: 90,
    sortDescFirst: true,
    description: 'The highest rating in the range',
  },
  {
    id: 'average_rating',
    header: 'Average',
    type: 'number',
    minWidth: 105,
    sortDescFirst: true,
    description: 'The mean of the ratings in the range',
  },
  { id: 'appearances', header: 'Appearances', type: 'integer', minWidth: 130, sortDescFirst: true },
  { id: 'minutes', header: 'Minutes', type: 'integer', minWidth: 100, sortDescFirst: true },
  { id: 'first_date', header: 'First', type: 'date', width: 120 },
  { id: 'last_date', header: 'Last', type: 'date', width: 120 },
  { id: 'player_id', header: 'Player ID', type: 'id', width: 110 },
];

interface CompareTableProps {
  series: readonly ChartSeries[];
  /** The dates shown, for the table's name, e.g. "1 Jul 2025 to 30 Jun 2026". */
  rangeText: string;
  /** The range in the file's name, e.g. "2025-2026". */
  fileTag: string;
}

export function CompareTable({ series, rangeText, fileTag }: CompareTableProps) {
  const rows = useMemo(() => compareRows(series), [series]);
  return (
    <section className="compare-table" aria-labelledby="compare-table-heading">
      <h3 id="compare-table-heading">Side by side</h3>
      <DataTable<CompareRow>
        label={`Players compared, ${rangeText}`}
        rows={rows}
        columns={compareColumns}
        getRowId={(row) => String(row.player_id)}
        // A handful of players: as tall as its rows, not a tall empty box.
        height={HEADER_HEIGHT + Math.max(2, rows.length) * ROW_HEIGHT + 20}
        countLabel={(n) => `${n} ${n === 1 ? 'player' : 'players'} (${rangeText})`}
        renderActions={(shown) => (
          <ExportCsvButton
            label="Export compare CSV"
            filename={safeFilename([
              'football',
              'compare',
              ...series.map((s) => String(s.playerId)),
              fileTag,
            ])}
            columns={shown.columns}
            rows={shown.rows}
          />
        )}
      />
    </section>
  );
}
