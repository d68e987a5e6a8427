// A player's moves (issue 42 §2, §4): the team changes, with the mean rating either side of each,
// and beside them the position changes. Choosing a move zooms the chart to the months around it.
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table.tsx';
import { HEADER_HEIGHT, ROW_HEIGHT } from '../../../components/data-table-row.tsx';
import { ExportCsvButton } from '../../../components/export-csv-button.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { safeFilename } from '../../../lib/filename.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { HistoryRange } from './history-range.ts';
import { DEFAULT_MOVE_SORT, positionMoveColumns, teamMoveColumns } from './move-columns.ts';
import { MOVE_WINDOW, MOVE_ZOOM_MONTHS, moveWindow, positionMoves, teamMoves } from './moves.ts';
import type { PositionMove, TeamMove } from './moves.ts';
import type { PlayerData } from './use-player.ts';
import type { PlayerId } from '../football-paths.ts';
import './player-moves.css';

interface PlayerMovesProps {
  playerId: PlayerId;
  data: PlayerData;
  /** Zooms the chart to a window (through the URL's range, so Back returns). */
  onZoom: (range: HistoryRange) => void;
}

/** As tall as a handful of rows: a short list is not a tall empty box. */
function heightFor(rows: number): string {
  return `min(50vh, ${HEADER_HEIGHT + Math.max(2, rows) * ROW_HEIGHT + 20}px)`;
}

const moveId = (row: TeamMove | PositionMove) => `${row.date}|${row.from}|${row.to}`;

function whole(n: number, one: string, many: string): string {
  return `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? one : many}`;
}

export function PlayerMoves({ playerId, data, onZoom }: PlayerMovesProps) {
  const { rows, name, range, identity } = data;
  // Over the whole history, not the range: a move's "before" must not be cut off by a zoom.
  const teams = useMemo(() => teamMoves(rows), [rows]);
  const positions = useMemo(() => positionMoves(rows), [rows]);
  const zoomTo = (row: TeamMove | PositionMove) =>
    onZoom({ kind: 'custom', ...moveWindow(row.date) });
  // The move the chart is zoomed to, marked in its table.
  const selected =
    range.kind === 'custom'
      ? ([...teams, ...positions].find((row) => {
          const window = moveWindow(row.date);
          return window.from === range.from && window.to === range.to;
        }) ?? null)
      : null;
  const selectedId = selected ? moveId(selected) : null;
  return (
    <div className="player-moves">
      <section className="player-moves__teams" aria-labelledby="team-changes-heading">
        <h2 id="team-changes-heading">Team changes</h2>
        {teams.length === 0 ? (
          <p className="football__muted">
            {data.spells.length === 1 ? (
              <>
                No change of team: <Isolated text={data.spells[0]?.team ?? ''} clip /> throughout.
              </>
            ) : (
              'No change of team in this history.'
            )}
          </p>
        ) : (
          <>
            <p className="football__muted">
              Mean rating of the {MOVE_WINDOW} appearances before each move and of the {MOVE_WINDOW}{' '}
              from it on (fewer in brackets). Choose a move to zoom the chart to {MOVE_ZOOM_MONTHS}{' '}
              months either side.
            </p>
            <DataTable<TeamMove>
              label={`Team changes of ${name}`}
              rows={teams}
              columns={teamMoveColumns}
              defaultSorting={DEFAULT_MOVE_SORT}
              height={heightFor(teams.length)}
              onRowActivate={zoomTo}
              getRowId={moveId}
              selectedRowId={selectedId}
              countLabel={(n) => whole(n, 'team change', 'team changes')}
              renderActions={(shown) => (
                <ExportCsvButton
                  label="Export team changes CSV"
                  filename={safeFilename(['football', name, String(playerId), 'team-changes'])}
                  columns={shown.columns}
                  rows={shown.rows}
                />
              )}
            />
          </>
        )}
      </section>
      <PositionChanges
        name={name}
        position={identity.position}
        positions={positions}
        selectedId={selectedId}
        onActivate={zoomTo}
      />
    </div>
  );
}

interface PositionChangesProps {
  name: string;
  /** The newest position, said when it never changed. */
  position: string | null;
  positions: readonly PositionMove[];
  selectedId: string | null;
  onActivate: (row: PositionMove) => void;
}

function PositionChanges({
  name,
  position,
  positions,
  selectedId,
  onActivate,
}: PositionChangesProps) {
  return (
    <section className="player-moves__positions" aria-labelledby="position-changes-heading">
      <h2 id="position-changes-heading">Position changes</h2>
      {positions.length === 0 ? (
        <p className="football__muted">
          {position === null ? (
            'The history gives no position.'
          ) : (
            <>
              No change of position: <Isolated text={position} clip /> throughout.
            </>
          )}
        </p>
      ) : (
        <DataTable<PositionMove>
          label={`Position changes of ${name}`}
          rows={positions}
          columns={positionMoveColumns}
          defaultSorting={DEFAULT_MOVE_SORT}
          height={heightFor(positions.length)}
          onRowActivate={onActivate}
          getRowId={moveId}
          selectedRowId={selectedId}
          countLabel={(n) => whole(n, 'position change', 'position changes')}
        />
      )}
    </section>
  );
}
