// A small line of a few values (a fighter's rank over the last dates, a player's last ratings), with
// its values said in words for screen readers. Gaps where a value is missing.
import { scaleLinear } from 'd3-scale';
import { formatNumber } from '../../lib/format.ts';

const WIDTH = 96;
const HEIGHT = 24;
const PAD = 3;

export interface SparklineProps {
  readonly values: readonly (number | null)[];
  /** What the values are, for the accessible name: "Rank over the last 8 dates". */
  readonly label: string;
  /** Draws lower values higher (a rank: 1 is the top). */
  readonly invert?: boolean;
}

/** The path's commands: a move where a line starts again after a gap. */
function pathOf(values: readonly (number | null)[], invert: boolean): string {
  const known = values.filter((v): v is number => v !== null);
  const min = Math.min(...known);
  const max = Math.max(...known);
  const x = scaleLinear([0, Math.max(values.length - 1, 1)], [PAD, WIDTH - PAD]);
  const range: [number, number] = invert ? [PAD, HEIGHT - PAD] : [HEIGHT - PAD, PAD];
  // A flat line sits in the middle.
  const y = min === max ? () => HEIGHT / 2 : scaleLinear([min, max], range);
  let d = '';
  let drawing = false;
  values.forEach((v, i) => {
    if (v === null) {
      drawing = false;
      return;
    }
    d += `${drawing ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`;
    drawing = true;
  });
  return d;
}

export function Sparkline({ values, label, invert = false }: SparklineProps) {
  const known = values.filter((v) => v !== null).length;
  if (known === 0) return <span className="wl-spark wl-spark--empty">—</span>;
  const words = values.map((v) => (v === null ? 'none' : formatNumber(v))).join(', ');
  const last = values.findLastIndex((v) => v !== null);
  const d = pathOf(values, invert);
  const end = d.split(/[ML]/).at(-1)?.split(',') ?? [];
  return (
    <svg
      className="wl-spark"
      width={WIDTH}
      height={HEIGHT}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={`${label}: ${words}`}
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
      {last >= 0 && end.length === 2 ? (
        <circle cx={Number(end[0])} cy={Number(end[1])} r={2.2} fill="currentColor" />
      ) : null}
    </svg>
  );
}
