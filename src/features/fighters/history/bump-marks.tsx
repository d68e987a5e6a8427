// The bump chart's lines, drawn inside its Recharts chart on the chart's own scales: each fighter's
// line a focusable link (a roving tab stop), highlighted when picked, named beside the newest date;
// the pointer over the plot picks the nearest line and date.
import { useMemo, type KeyboardEvent, type PointerEvent } from 'react';
import { usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import { displayText } from '../../../lib/text.ts';
import { linePath, nearestDate, nearestLine, type BumpLayout } from './bump-frame.ts';
import type { BumpLine } from './history-data.ts';

/** The line and date picked, by the pointer or the keyboard. */
export interface Active {
  readonly line: number;
  readonly date: number;
}

const COLOURS = 10;
const short = (name: string) => {
  const text = displayText(name);
  return text.length > 22 ? `${text.slice(0, 21)}…` : text;
};

/** Where the marks are drawn: each date's x and a rank's y, on the chart's own scales. */
interface Geometry {
  readonly xs: readonly number[];
  readonly y: (rank: number) => number;
  readonly plotRight: number;
}

/** One fighter's line: focusable (a roving tab stop), highlighted when active, named at the right. */
function LineMark(props: {
  line: BumpLine;
  index: number;
  geometry: Geometry;
  top: number;
  current: Active | null;
  tabbable: boolean;
  nameRank: number | null;
  names: boolean;
  register: (g: SVGGElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { line, index, geometry, current, register, tabbable, top, nameRank } = props;
  const on = current?.line === index;
  const rankThen = on ? line.ranks[current.date] : null;
  return (
    <g
      ref={register}
      role="link"
      tabIndex={tabbable ? 0 : -1}
      aria-label={`${displayText(line.name)}, best rank ${line.best}, in the top ${top} at ${line.dates} dates`}
      className={on ? 'history-line history-line--on' : 'history-line'}
      style={{ color: `var(--history-c${index % COLOURS})` }}
      onFocus={props.onFocus}
      onKeyDown={props.onKeyDown}
    >
      <path d={linePath(line.ranks, geometry.xs, geometry.y)} />
      {on && rankThen != null ? (
        <circle cx={geometry.xs[current.date]} cy={geometry.y(rankThen)} r={4} />
      ) : null}
      {props.names && nameRank !== null ? (
        <text x={geometry.plotRight + 8} y={geometry.y(nameRank)} dy="0.32em">
          {short(line.name)}
        </text>
      ) : null}
    </g>
  );
}

/** The newest date with any line: the names are written beside it. */
function newestDate(lines: readonly BumpLine[]): number {
  let last = -1;
  for (const line of lines)
    last = Math.max(
      last,
      line.ranks.findLastIndex((r) => r !== null),
    );
  return last;
}

interface MarksProps {
  readonly lines: readonly BumpLine[];
  readonly layout: BumpLayout;
  readonly top: number;
  readonly current: Active | null;
  readonly tabStop: number;
  readonly refs: { current: (SVGGElement | null)[] };
  readonly onPick: (active: Active) => void;
  /** The pointer has left the lines; the focus has left them; the picked line is activated. */
  readonly onLeave: () => void;
  readonly onDrop: () => void;
  readonly onOpen: () => void;
  readonly onLineFocus: (index: number) => void;
  readonly onLineKey: (event: KeyboardEvent, index: number) => void;
}

/** The lines, inside the chart: they read its scales, and answer the pointer over the plot. */
export function BumpMarks({ lines, layout, top, current, tabStop, refs, ...on }: MarksProps) {
  const x = useXAxisScale();
  const yScale = useYAxisScale();
  const plot = usePlotArea();
  const geometry = useMemo<Geometry>(
    () => ({
      xs: layout.times.map((t) => x?.(t) ?? 0),
      y: (rank) => yScale?.(rank) ?? 0,
      plotRight: (plot?.x ?? 0) + (plot?.width ?? 0),
    }),
    [layout.times, x, yScale, plot],
  );
  if (!x || !yScale || !plot) return null;
  const lastDate = newestDate(lines);
  const rowPx = geometry.y(2) - geometry.y(1) || 1;
  const onPointerMove = (event: PointerEvent<SVGGElement>) => {
    const box = event.currentTarget.ownerSVGElement?.getBoundingClientRect();
    if (!box) return;
    const date = nearestDate(geometry.xs, event.clientX - box.left);
    const rank = (event.clientY - box.top - geometry.y(1)) / rowPx + 1;
    const line = date < 0 ? -1 : nearestLine(lines, date, rank);
    if (line >= 0 && (current?.line !== line || current.date !== date)) on.onPick({ line, date });
  };
  return (
    <g
      onPointerMove={onPointerMove}
      onPointerLeave={on.onLeave}
      // Focus gone elsewhere (the Download menu, say): no line stays picked, so a download draws
      // every line alike, without the highlight or its dot.
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) on.onDrop();
      }}
      onClick={on.onOpen}
    >
      <rect x={plot.x} y={plot.y} width={plot.width} height={plot.height} fill="transparent" />
      {lines.map((line, i) => (
        <LineMark
          key={line.key}
          line={line}
          index={i}
          geometry={geometry}
          top={top}
          current={current}
          tabbable={i === Math.min(tabStop, lines.length - 1)}
          names={layout.names}
          nameRank={lastDate >= 0 ? (line.ranks[lastDate] ?? null) : null}
          register={(g) => {
            refs.current[i] = g;
          }}
          onFocus={() => on.onLineFocus(i)}
          onKeyDown={(event) => on.onLineKey(event, i)}
        />
      ))}
    </g>
  );
}
