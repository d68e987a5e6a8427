// The pieces of a fighter's panel (fighter-panel.tsx): its header, the fighter's row on the
// chosen date as label and value pairs, the span picker and the trajectory's numbers as a table.
import { StackedTableHead } from '../stacked-table-head.tsx';
import { HistoryLink } from '../history/history-link.tsx';
import type { CSSProperties, Ref } from 'react';
import { columnLabel, type ColumnDef } from '../../../api/catalog.ts';
import { ErrorState } from '../../../components/error-state.tsx';
import { Isolated } from '../../../components/isolated.tsx';
import { WatchStar } from '../../../components/watch-star-lazy.tsx';
import { formatCell, formatDate } from '../../../lib/format.ts';
import { TRAJECTORY_SPANS } from '../fighters-url.ts';
import { RANK_SET_MEANING, type FighterRow, type TrajectoryPoint } from '../data/fighter-data.ts';
import { ratingText } from './trajectory-summary.ts';

const HUB = 'fighter_ratings';
const HISTORY_VIEW = 'fighters_historical_view';
const ratingColumns = ['rank', 'r_glicko1', 'r_elok170', 'r_elomod1'] as const;
const label = (column: string) => columnLabel(HUB, HISTORY_VIEW, column);

/** The fighter's name and class, and the panel's Compare and Close buttons. */
export function PanelHeader({
  titleId,
  headingRef,
  name,
  classCode,
  className,
  onCompare,
  compareRefusal,
  onClose,
}: {
  titleId: string;
  headingRef: Ref<HTMLHeadingElement>;
  name: string;
  classCode: string;
  className: string | null;
  onCompare?: () => void;
  compareRefusal: string | null;
  onClose: () => void;
}) {
  return (
    <header className="fighters-panel__header">
      <div>
        <h2 id={titleId} ref={headingRef} tabIndex={-1}>
          <Isolated text={name} />
        </h2>
        <p className="fighters-panel__class">
          <Isolated text={className ?? classCode} clip />
          {className ? ` (${classCode})` : null}
        </p>
        <p className="fighters-panel__class">
          <HistoryLink classCode={classCode} text="Division history" />
        </p>
      </div>
      <div className="fighters-panel__actions">
        <WatchStar target={{ kind: 'fighter', name, classCode }} withText />
        {onCompare ? (
          <button
            type="button"
            className="button"
            disabled={compareRefusal !== null}
            title={compareRefusal ? `Cannot add: ${compareRefusal}` : undefined}
            onClick={onCompare}
          >
            {compareRefusal === 'already compared' ? 'In head-to-head' : 'Compare head-to-head'}
          </button>
        ) : null}
        <button type="button" className="button" aria-label={`Close ${name}`} onClick={onClose}>
          Close
        </button>
      </div>
    </header>
  );
}

/**
 * The fighter's rows on the chosen date: a card of label and value pairs that wrap to the panel's
 * width, not a one-row table wider than a phone, so every figure stays readable without scrolling
 * sideways.
 */
export function PanelFacts({
  rows,
  columns,
}: {
  rows: readonly FighterRow[];
  columns: readonly ColumnDef[];
}) {
  return (
    <div className="fighters-panel__rows">
      {rows.map((row, index) => (
        <dl key={index} className="fighters-facts">
          {columns.map((column) => (
            <div key={column.name} className="fighters-facts__item">
              <dt title={column.name === 'rank_set_number' ? RANK_SET_MEANING : undefined}>
                {column.label}
              </dt>
              <dd
                className={
                  column.type === 'string' || column.type === 'date' ? undefined : 'numeric'
                }
              >
                <Isolated text={formatCell(row[column.name], column.type)} />
              </dd>
            </div>
          ))}
        </dl>
      ))}
    </div>
  );
}

/** How many published dates the trajectory covers. */
export function SpanSelect({
  id,
  span,
  available,
  onChange,
}: {
  id: string;
  span: number;
  /** How many dates are published. */
  available: number;
  onChange: (span: number) => void;
}) {
  return (
    <div className="fighters-panel__range">
      <h3>Ratings over time</h3>
      <div className="field">
        <label htmlFor={id}>Dates shown</label>
        <select id={id} value={span} onChange={(event) => onChange(Number(event.target.value))}>
          {TRAJECTORY_SPANS.filter((n) => n === 0 || n < available || n === span).map((n) => (
            <option key={n} value={n}>
              {n === 0 ? `All ${available} published dates` : `Last ${n} published dates`}
            </option>
          ))}
          {TRAJECTORY_SPANS.includes(span as (typeof TRAJECTORY_SPANS)[number]) ? null : (
            <option value={span}>{`Last ${span} published dates`}</option>
          )}
        </select>
      </div>
    </div>
  );
}

/** The trajectory's numbers, newest first, folded under the chart. */
export function TrajectoryNumbers({
  name,
  points,
}: {
  name: string;
  points: readonly TrajectoryPoint[];
}) {
  return (
    <details className="fighters-panel__numbers">
      <summary>Ratings by date (table)</summary>
      <table
        className="fighters-mini-table fighters-mini-table--stack"
        role="table"
        style={{ '--stack-columns': ratingColumns.length } as CSSProperties}
      >
        <caption className="visually-hidden">
          Ratings of <Isolated text={name} /> by published date
        </caption>
        <StackedTableHead first="Date" figures={ratingColumns.map(label)} />
        {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
        <tbody role="rowgroup">
          {[...points].reverse().map((point) => (
            <tr key={point.date} role="row">
              <th scope="row" role="rowheader">
                {formatDate(point.date)}
              </th>
              {ratingColumns.map((column) => (
                // eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out
                <td key={column} role="cell" className="numeric">
                  {point.rated ? ratingText(point[column]) : 'not rated'}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  );
}

/** The fighter's rows on the chosen date, or why there are none. */
export function PanelDay({
  query,
  rows,
  columns,
  name,
  classText,
  dayText,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  rows: readonly FighterRow[];
  columns: readonly ColumnDef[];
  name: string;
  /** The class's name, or its code until the rows name it. */
  classText: string;
  dayText: string;
}) {
  if (query.isPending) return <p role="status">Loading…</p>;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (rows.length === 0)
    return (
      <p>
        <Isolated text={name} /> has no rating in <Isolated text={classText} /> {dayText}.
      </p>
    );
  return <PanelFacts rows={rows} columns={columns} />;
}
