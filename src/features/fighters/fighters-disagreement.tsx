// Where the three rating systems disagree, for the rows shown: one system against another as a
// scatter (one point per fighter, the diagonal where they would agree), and the fighters they
// disagree on most with their rank under each. Loaded only when opened: it brings Recharts.
import { useId, useMemo } from 'react';
import {
  CartesianGrid,
  ReferenceLine,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Isolated } from '../../components/isolated.tsx';
import { formatNumber } from '../../lib/format.ts';
import { displayText } from '../../lib/text.ts';
import { disagreements } from './disagreement.ts';
import { SYSTEMS, type RatingSystem } from './fighters-url.ts';
import { fighterLabel, ratingNumber, type FighterRow } from './fighter-data.ts';

/** More points than this are not drawn (the table still ranks every fighter). */
const MAX_POINTS = 5_000;

const label = fighterLabel;
const number = ratingNumber;
const tick = (n: number) => formatNumber(n, { maximumFractionDigits: 0 });

interface Point {
  readonly x: number;
  readonly y: number;
  readonly row: FighterRow;
}

interface DisagreementProps {
  rows: readonly FighterRow[];
  x: RatingSystem;
  y: RatingSystem;
  onAxesChange: (x: RatingSystem, y: RatingSystem) => void;
  onOpen: (row: FighterRow) => void;
  /** Says what the rows are, e.g. "Lightweight, 1 Mar 2024". */
  scope: string;
}

function PointTip({
  active,
  payload,
}: {
  active?: boolean;
  payload?: readonly { payload?: Point }[];
}) {
  const point = payload?.[0]?.payload;
  if (!active || !point) return null;
  return (
    <div className="fighters-tip">
      <strong>
        <Isolated text={point.row.name ?? '(no name)'} clip />
      </strong>
      <div>
        {number(point.x)} · {number(point.y)}
      </div>
    </div>
  );
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

export default function FightersDisagreement({
  rows,
  x,
  y,
  onAxesChange,
  onOpen,
  scope,
}: DisagreementProps) {
  const points = useMemo(() => {
    const out: Point[] = [];
    for (const row of rows) {
      const a = row[x];
      const b = row[y];
      if (typeof a === 'number' && typeof b === 'number') out.push({ x: a, y: b, row });
      if (out.length === MAX_POINTS) break;
    }
    return out;
  }, [rows, x, y]);
  const worst = useMemo(() => disagreements(rows), [rows]);
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
        <ScatterChart
          responsive
          title={`${label(y)} against ${label(x)}, ${displayText(scope)}`}
          desc="One point per fighter. The table below lists those the systems disagree on most."
          style={{ width: '100%', height: 360 }}
          margin={{ top: 8, right: 16, bottom: 8, left: 8 }}
        >
          <CartesianGrid stroke="var(--dv-border, #d9dee6)" strokeDasharray="3 3" />
          <XAxis
            type="number"
            dataKey="x"
            name={label(x)}
            domain={[low, high]}
            tickFormatter={tick}
          />
          <YAxis
            type="number"
            dataKey="y"
            name={label(y)}
            domain={[low, high]}
            tickFormatter={tick}
            width={64}
          />
          <ReferenceLine
            segment={[
              { x: low, y: low },
              { x: high, y: high },
            ]}
            stroke="var(--dv-muted, #5b6576)"
            strokeDasharray="5 4"
          />
          <Tooltip content={<PointTip />} />
          <Scatter
            data={points}
            fill="var(--dv-chart-1, #1f5fbf)"
            isAnimationActive={false}
            cursor="pointer"
            onClick={(entry: { payload?: Point }) => {
              if (entry.payload) onOpen(entry.payload.row);
            }}
          />
        </ScatterChart>
      )}
      <h3>The fighters they disagree on most</h3>
      {worst.length === 0 ? (
        <p>No fighter here is rated by all three systems.</p>
      ) : (
        <table className="fighters-mini-table">
          <caption className="dv-visually-hidden">
            Rank under each rating system among the fighters shown, and the spread between them
          </caption>
          <thead>
            <tr>
              <th scope="col">Fighter</th>
              {SYSTEMS.map((s) => (
                <th key={s} scope="col" className="numeric">
                  Rank by {label(s)}
                </th>
              ))}
              <th scope="col" className="numeric">
                Spread
              </th>
            </tr>
          </thead>
          <tbody>
            {worst.map(({ row, ranks, spread }, i) => (
              <tr key={i}>
                <th scope="row">
                  <button type="button" className="dv-link-button" onClick={() => onOpen(row)}>
                    <Isolated text={row.name ?? '(no name)'} clip />
                  </button>
                </th>
                {SYSTEMS.map((s) => (
                  <td key={s} className="numeric">
                    {number(ranks[s])}
                  </td>
                ))}
                <td className="numeric">{number(spread)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
