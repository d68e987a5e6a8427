// The rating chart's lines, drawn here rather than by Recharts' <Line>: each of those reads the
// chart's whole merged data (every player's points) to find its own and lays out a point object
// for each; one path per line from its own thinned points (chartLines) costs a fraction of that.
import { useMemo } from 'react';
import { useXAxisScale, useYAxisScale } from 'recharts';
import type { ChartLine } from './chart-data.ts';

function linePath(
  line: ChartLine,
  x: (t: number) => unknown,
  y: (value: number) => unknown,
): string {
  let d = '';
  for (const point of line.points) {
    const px = x(point.t);
    const py = y(point.value);
    if (typeof px !== 'number' || typeof py !== 'number') continue;
    if (d === '') d = `M${px.toFixed(1)},${py.toFixed(1)}`;
    else if (line.step) d += `H${px.toFixed(1)}V${py.toFixed(1)}`;
    else d += `L${px.toFixed(1)},${py.toFixed(1)}`;
  }
  return d;
}

/** The lines, one SVG path each, from the chart's own scales. */
export function RatingLines({ lines }: { lines: readonly ChartLine[] }) {
  const x = useXAxisScale();
  const y = useYAxisScale();
  const paths = useMemo(
    () => (x && y ? lines.map((line) => ({ line, d: linePath(line, x, y) })) : []),
    [lines, x, y],
  );
  return (
    <g className="rating-chart__lines" aria-hidden="true">
      {paths.map(({ line, d }) => (
        <path
          key={line.testId}
          data-testid={line.testId}
          d={d}
          fill="none"
          stroke={line.colour}
          strokeWidth={line.width}
          strokeOpacity={line.opacity}
          strokeDasharray={line.dash}
          strokeLinejoin="round"
        />
      ))}
    </g>
  );
}
