// The rating chart's lines: one SVG path each, from its own thinned points (chartLines), so
// thousands of appearances cost a path of about two points per pixel column.
import { useMemo } from 'react';
import type { ChartScales } from './chart-axis.tsx';
import type { ChartLine } from './chart-data.ts';

function linePath(line: ChartLine, x: (t: number) => number, y: (value: number) => number): string {
  let d = '';
  for (const point of line.points) {
    const px = x(point.t);
    const py = y(point.value);
    if (!Number.isFinite(px) || !Number.isFinite(py)) continue;
    if (d === '') d = `M${px.toFixed(1)},${py.toFixed(1)}`;
    else if (line.step) d += `H${px.toFixed(1)}V${py.toFixed(1)}`;
    else d += `L${px.toFixed(1)},${py.toFixed(1)}`;
  }
  return d;
}

/** The lines, one SVG path each, from the chart's scales. */
export function RatingLines({
  lines,
  scales,
}: {
  lines: readonly ChartLine[];
  scales: ChartScales;
}) {
  const paths = useMemo(
    () => lines.map((line) => ({ line, d: linePath(line, scales.x, scales.y) })),
    [lines, scales],
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
