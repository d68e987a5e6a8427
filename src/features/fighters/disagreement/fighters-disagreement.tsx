// Where the three rating systems disagree, for the rows shown: one system against another as a
// scatter (one point per fighter, the diagonal where they would agree), and the fighters they
// disagree on most with their rank under each. Loaded only when opened: it brings Recharts.
import { StackedTableHead } from '../stacked-table-head.tsx';
import type { SearchableRows } from '../data/fighter-filter.ts';
import { useId, useMemo, useRef, type CSSProperties } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { useRovingFocus } from '../../../components/use-roving-focus.ts';
import { displayText } from '../../../lib/text.ts';
import { disagreements, mostContested } from './disagreement.ts';
import { ContestedList } from './contested-list.tsx';
import { consensusOf } from '../data/consensus.ts';
import { DisagreementChart, type ScatterPoint } from '../charts/disagreement-chart.tsx';
import { SYSTEMS, type RatingSystem } from '../fighters-url.ts';
import { fighterLabel, ratingNumber, type FighterRow } from '../data/fighter-data.ts';

/** More points than this are not drawn (the table still ranks every fighter). */
const MAX_POINTS = 5_000;

const label = fighterLabel;
const number = ratingNumber;

interface DisagreementProps {
  rows: readonly FighterRow[];
  /** The response the rows were filtered from: ranks in a class count all of its fighters. */
  responseRows: SearchableRows;
  x: RatingSystem;
  y: RatingSystem;
  onAxesChange: (x: RatingSystem, y: RatingSystem) => void;
  onOpen: (row: FighterRow) => void;
  /** Says what the rows are, e.g. "Lightweight, 1 Mar 2024". */
  scope: string;
  /** The date the rows are of (`YYYY-MM-DD`), null for the latest ratings: for the image. */
  date?: string | null;
}

function AxisPicker({
  text,
  value,
  other,
  onChange,
}: {
  text: string;
  value: RatingSystem;
  other: RatingSystem;
  onChange: (system: RatingSystem) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{text}</label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as RatingSystem)}
      >
        {SYSTEMS.filter((s) => s !== other).map((s) => (
          <option key={s} value={s}>
            {label(s)}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The fighters the systems rank most differently: twenty names, one Tab stop, arrow keys between. */
function MostDifferent({
  worst,
  onOpen,
}: {
  worst: ReturnType<typeof disagreements>;
  onOpen: (row: FighterRow) => void;
}) {
  // Twenty names: one Tab stop, arrow keys between them (as the movers' names).
  const worstTable = useRef<HTMLTableElement>(null);
  const roving = useRovingFocus(worstTable);
  if (worst.length === 0) return <p>No fighter here is rated by all three systems.</p>;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- roving focus: the rows take the focus, their keys bubble here
    <table
      ref={worstTable}
      className="fighters-mini-table fighters-mini-table--stack"
      role="table"
      style={{ '--stack-columns': SYSTEMS.length + 1 } as CSSProperties}
      onKeyDown={roving.onKeyDown}
      onFocus={roving.onFocus}
    >
      <caption className="dv-visually-hidden">
        Rank under each rating system among the fighters shown, and the spread between them
      </caption>
      <StackedTableHead
        first="Fighter"
        figures={[...SYSTEMS.map((s) => `Rank by ${label(s)}`), 'Spread']}
      />
      {/* eslint-disable-next-line jsx-a11y-x/no-redundant-roles -- the stacked table is not display: table on phones, so its roles are spelled out */}
      <tbody role="rowgroup">
        {worst.map(({ row, ranks, spread }, i) => (
          <tr key={i} role="row">
            <th scope="row" role="rowheader">
              <button type="button" className="dv-link-button" onClick={() => onOpen(row)}>
                <Isolated text={row.name ?? '(no name)'} clip />
              </button>
            </th>
            {SYSTEMS.map((s) => (
              // eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out
              <td key={s} role="cell" className="numeric">
                {number(ranks[s])}
              </td>
            ))}
            {/* eslint-disable-next-line jsx-a11y-x/no-interactive-element-to-noninteractive-role -- the stacked table is not display: table on phones, so its roles are spelled out */}
            <td role="cell" className="numeric">
              {number(spread)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export default function FightersDisagreement({
  rows,
  responseRows,
  x,
  y,
  onAxesChange,
  onOpen,
  scope,
  date = null,
}: DisagreementProps) {
  const points = useMemo(() => {
    const out: ScatterPoint[] = [];
    for (const row of rows) {
      const a = row[x];
      const b = row[y];
      if (typeof a === 'number' && typeof b === 'number') out.push({ x: a, y: b, row });
      if (out.length === MAX_POINTS) break;
    }
    return out;
  }, [rows, x, y]);
  const worst = useMemo(() => disagreements(rows), [rows]);
  // The table's Consensus and Spread, worked out once per response and shared with it.
  const contested = useMemo(
    () => mostContested(rows, consensusOf(responseRows)),
    [rows, responseRows],
  );
  // One square range for both axes, out to round numbers, so the diagonal is the true y = x.
  const low = Math.floor(Math.min(...points.map((p) => Math.min(p.x, p.y))) / 50) * 50;
  const high = Math.ceil(Math.max(...points.map((p) => Math.max(p.x, p.y))) / 50) * 50;

  return (
    <section
      id="fighters-disagreement"
      className="fighters-disagreement"
      aria-labelledby="disagree-title"
    >
      <h2 id="disagree-title">Where the rating systems disagree</h2>
      <p className="fighters-note">
        {label(x)} against {label(y)} for <Isolated text={scope} clip />: one point per fighter; on
        the dashed line the two systems agree. Click a point to open the fighter.
        {points.length === MAX_POINTS ? ` The first ${number(MAX_POINTS)} fighters are drawn.` : ''}
      </p>
      <div className="toolbar">
        <AxisPicker text="Across" value={x} other={y} onChange={(next) => onAxesChange(next, y)} />
        <AxisPicker text="Up" value={y} other={x} onChange={(next) => onAxesChange(x, next)} />
      </div>
      {points.length === 0 ? (
        <p>No fighter here is rated by both systems.</p>
      ) : (
        <DisagreementChart
          points={points}
          low={low}
          high={high}
          x={x}
          y={y}
          title={`${label(y)} against ${label(x)}, ${displayText(scope)}`}
          onOpen={onOpen}
          download={{
            title: `${label(y)} against ${label(x)}, ${scope}`,
            names: [scope],
            view: ['fighter_ratings', date ? 'fighters_historical_view' : 'fighters_view'],
            dates: [date],
            scope,
            system: `${label(x)} across, ${label(y)} up`,
            filename: [scope, label(x), 'vs', label(y), date ?? 'latest'],
          }}
        />
      )}
      <h3>The fighters they disagree on most</h3>
      <MostDifferent worst={worst} onOpen={onOpen} />
      <h3>The most contested fighters</h3>
      <p className="fighters-note">
        Each fighter&rsquo;s rank in their class by points and by each rating system, and the spread
        between their best and worst of them (the table&rsquo;s Spread column); the widest spreads
        first. Click a header to sort.
      </p>
      <ContestedList contested={contested} />
    </section>
  );
}
