// Ranks over time: a bump chart on Recharts (components/chart-frame.ts's date axis, a reversed rank
// axis). One line per fighter in the top N, drawn on Recharts' scales as a focusable link; the
// pointer or the keyboard picks a line and a date, the readout names the fighter and their rank
// there, and activating the line (click, Enter) opens the fighter.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { LineChart, XAxis, YAxis, usePlotArea, useXAxisScale, useYAxisScale } from 'recharts';
import { TICK_STYLE, dateAxisProps } from '../../../components/chart-frame.ts';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import { formatDate } from '../../../lib/format.ts';
import { displayText } from '../../../lib/text.ts';
import {
  RANK_GAP_PX,
  bumpLayout,
  linePath,
  nearestDate,
  nearestLine,
  type BumpLayout,
} from './bump-frame.ts';
import type { BumpLine } from './history-data.ts';

interface BumpChartProps {
  /** The span's dates, oldest first. */
  dates: readonly string[];
  lines: readonly BumpLine[];
  top: number;
  onOpen: (name: string) => void;
  /** The chart's accessible name. */
  title: string;
}

interface Active {
  readonly line: number;
  readonly date: number;
}

const COLOURS = 10;
const short = (name: string) => {
  const text = displayText(name);
  return text.length > 22 ? `${text.slice(0, 21)}…` : text;
};

/** The dates a line is ranked at, in order. */
function rankedAt(line: BumpLine): number[] {
  const out: number[] = [];
  line.ranks.forEach((rank, i) => {
    if (rank !== null) out.push(i);
  });
  return out;
}

function readout(
  lines: readonly BumpLine[],
  dates: readonly string[],
  active: Active | null,
  top: number,
) {
  const line = active ? lines[active.line] : undefined;
  if (!line || !active)
    return 'Point at a line, or Tab to the lines, to see a fighter’s rank at each date.';
  const rank = line.ranks[active.date];
  const date = dates[active.date];
  const where = rank != null && date ? `#${rank} on ${formatDate(date)}` : 'not in the top';
  return `${displayText(line.name)}: ${where} · best #${line.best} · ${line.dates} of ${dates.length} dates in the top ${top}`;
}

export default function BumpChart(props: BumpChartProps) {
  const { ref, width } = useChartWidth();
  return (
    <div ref={ref} className="history-chart__box">
      {width === null ? null : <BumpBody {...props} boxWidth={width} />}
    </div>
  );
}

function useLineKeys(
  lines: readonly BumpLine[],
  setActive: (a: Active) => void,
  onOpen: (n: string) => void,
) {
  const refs = useRef<(SVGGElement | null)[]>([]);
  const onKeyDown = (event: KeyboardEvent, index: number, date: number) => {
    const line = lines[index];
    if (!line) return;
    const at = rankedAt(line);
    const pos = Math.max(0, at.indexOf(date));
    const move = (next: number) => {
      const to = Math.max(0, Math.min(lines.length - 1, next));
      refs.current[to]?.focus();
    };
    const step = (d: number | undefined) => d !== undefined && setActive({ line: index, date: d });
    const keys: Record<string, () => void> = {
      ArrowDown: () => move(index + 1),
      ArrowUp: () => move(index - 1),
      ArrowRight: () => step(at[Math.min(at.length - 1, pos + 1)]),
      ArrowLeft: () => step(at[Math.max(0, pos - 1)]),
      Home: () => step(at[0]),
      End: () => step(at[at.length - 1]),
      Enter: () => onOpen(line.name),
      ' ': () => onOpen(line.name),
    };
    const action = keys[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };
  return { refs, onKeyDown };
}

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
function BumpMarks({ lines, layout, top, current, tabStop, refs, ...on }: MarksProps) {
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

function BumpBody({
  dates,
  lines,
  top,
  onOpen,
  title,
  boxWidth,
}: BumpChartProps & { boxWidth: number }) {
  const layout = useMemo(() => bumpLayout(dates, top, boxWidth), [dates, top, boxWidth]);
  const data = useMemo(() => layout.times.map((time) => ({ time })), [layout.times]);
  const ranks = useMemo(() => Array.from({ length: top }, (_, i) => i + 1), [top]);
  const [active, setActive] = useState<Active | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const { refs, onKeyDown } = useLineKeys(lines, setActive, onOpen);
  const readoutId = useId();
  const current = active && active.line < lines.length ? active : null;

  return (
    <figure className="history-figure">
      <p id={readoutId} className="history-readout" aria-live="polite">
        {readout(lines, dates, current, top)}
      </p>
      <div className="history-scroll">
        <div
          role="group"
          aria-label={title}
          aria-describedby={readoutId}
          className={current ? 'history-bump history-bump--active' : 'history-bump'}
          style={{ width: layout.width }}
        >
          <LineChart
            width={layout.width}
            height={layout.height}
            data={data}
            margin={layout.margin}
            // Each line is its own tab stop (a link); the chart is not one more.
            accessibilityLayer={false}
          >
            <XAxis {...dateAxisProps(layout.domain, layout.dates)} />
            {/* No line of Recharts' own reads this axis: its domain is the one given. */}
            <YAxis
              reversed
              type="number"
              allowDataOverflow
              domain={[1, Math.max(2, top)]}
              ticks={ranks}
              interval={0}
              tick={TICK_STYLE}
              width={layout.rankWidth}
              padding={{ bottom: RANK_GAP_PX }}
            />
            <BumpMarks
              lines={lines}
              layout={layout}
              top={top}
              current={current}
              tabStop={tabStop}
              refs={refs}
              onPick={setActive}
              onLeave={() =>
                setActive((was) =>
                  refs.current.some((g) => g === document.activeElement) ? was : null,
                )
              }
              onDrop={() => setActive(null)}
              onOpen={() => current && onOpen(lines[current.line]?.name ?? '')}
              onLineFocus={(i) => {
                setTabStop(i);
                const at = rankedAt(lines[i] as BumpLine);
                if (current?.line !== i) setActive({ line: i, date: at[at.length - 1] ?? 0 });
              }}
              onLineKey={(event, i) => onKeyDown(event, i, current?.line === i ? current.date : -1)}
            />
          </LineChart>
        </div>
      </div>
    </figure>
  );
}
