// Where the team changes, named above the rating chart's plot in lanes that never overlap.
import { displayText } from '../../../lib/text.ts';
import type { ChartScales } from './chart-axis.tsx';
import { placeLabels, type TeamChange } from './chart-data.ts';

/** Lanes of names above the plot: the chart's top margin makes room for them. */
export const LABEL_LANES = 2;
export const LANE_HEIGHT = 14;
const LABEL_FONT = 11;
const LABEL_MAX_CHARS = 22;

let measureContext: OffscreenCanvasRenderingContext2D | null | undefined;

/** The drawn width of a label: measured on a canvas, estimated where there is none (jsdom). */
function labelWidth(text: string): number {
  if (measureContext === undefined) {
    measureContext =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
    if (measureContext) measureContext.font = `${LABEL_FONT}px system-ui, sans-serif`;
  }
  // Measured text, plus a margin for the fallback fonts a browser may pick instead.
  const measured = measureContext?.measureText(text).width;
  return typeof measured === 'number' && measured > 0 ? measured * 1.1 : text.length * 6.6;
}

function shortLabel(team: string): string {
  const text = displayText(team);
  return text.length > LABEL_MAX_CHARS ? `${text.slice(0, LABEL_MAX_CHARS - 1)}…` : text;
}

/**
 * Where the team changes, named above the plot: placed in lanes so that no two names overlap; a
 * name with no room is left out (its dashed line stays, and the tooltip names the team).
 */
export function TeamLabels({
  changes,
  scales,
}: {
  changes: readonly TeamChange[];
  scales: ChartScales;
}) {
  const { x, plot } = scales;
  const spots = changes.flatMap((change) => {
    const at = x(change.t);
    return Number.isFinite(at) && at >= plot.x && at <= plot.x + plot.width
      ? [{ x: at, text: shortLabel(change.team), full: displayText(change.team) }]
      : [];
  });
  const placed = placeLabels(spots, labelWidth, LABEL_LANES, plot.x + plot.width);
  return (
    <g className="rating-chart__team-labels" data-testid="team-labels">
      {placed.map((label) => (
        <text
          key={`${label.x}-${label.text}`}
          x={label.start}
          y={plot.y - 5 - label.lane * LANE_HEIGHT}
          fontSize={LABEL_FONT}
          fill="currentColor"
          data-start={label.start.toFixed(1)}
          data-end={label.end.toFixed(1)}
          data-lane={label.lane}
        >
          <title>{label.full}</title>
          {label.text}
        </text>
      ))}
    </g>
  );
}
