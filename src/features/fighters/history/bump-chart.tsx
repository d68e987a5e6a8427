// Ranks over time: a bump chart in SVG (d3-scale for the scales: no chart library, so each new date
// redraws a few dozen paths and the pointer is answered between arrivals). One line per fighter in
// the top N; the pointer or the keyboard picks a line and a date, the readout names the fighter and
// their rank there, and activating the line (click, Enter) opens the fighter.
import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import { formatDate } from '../../../lib/format.ts';
import { displayText } from '../../../lib/text.ts';
import {
  MARGIN,
  ROW_PX,
  bumpFrame,
  nearestDate,
  nearestLine,
  type BumpFrame,
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

function Axes({ frame, top }: { frame: BumpFrame; top: number }) {
  const bottom = frame.y(top) + 8;
  return (
    <g className="history-axis" aria-hidden="true">
      {Array.from({ length: top }, (_, i) => (
        <text key={i} x={MARGIN.left - 10} y={frame.y(i + 1)} dy="0.32em" textAnchor="end">
          {i + 1}
        </text>
      ))}
      <line x1={MARGIN.left} x2={frame.plotRight} y1={bottom} y2={bottom} />
      {frame.ticks.map((tick) => (
        <text key={tick.value} x={frame.tickX(tick.value)} y={bottom + 16} textAnchor="middle">
          {tick.label}
        </text>
      ))}
    </g>
  );
}

/** One fighter's line: focusable (a roving tab stop), highlighted when active, named at the right. */
function LineMark(props: {
  line: BumpLine;
  index: number;
  frame: BumpFrame;
  top: number;
  current: Active | null;
  tabbable: boolean;
  nameRank: number | null;
  register: (g: SVGGElement | null) => void;
  onFocus: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}) {
  const { line, index, frame, current, register, tabbable, top, nameRank } = props;
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
      <path d={frame.paths[index]} />
      {on && rankThen != null ? (
        <circle cx={frame.xs[current.date]} cy={frame.y(rankThen)} r={4} />
      ) : null}
      {frame.names && nameRank !== null ? (
        <text x={frame.plotRight + 8} y={frame.y(nameRank)} dy="0.32em">
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

function BumpBody({
  dates,
  lines,
  top,
  onOpen,
  title,
  boxWidth,
}: BumpChartProps & { boxWidth: number }) {
  const frame = useMemo(
    () => bumpFrame(dates, lines, top, boxWidth),
    [dates, lines, top, boxWidth],
  );
  const [active, setActive] = useState<Active | null>(null);
  const [tabStop, setTabStop] = useState(0);
  const { refs, onKeyDown } = useLineKeys(lines, setActive, onOpen);
  const readoutId = useId();
  const lastDate = newestDate(lines);

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const date = nearestDate(frame.xs, event.clientX - box.left);
    const rank = (event.clientY - box.top - MARGIN.top) / ROW_PX + 1;
    const line = date < 0 ? -1 : nearestLine(lines, date, rank);
    if (line < 0) return;
    if (active?.line !== line || active.date !== date) setActive({ line, date });
  };
  const current = active && active.line < lines.length ? active : null;

  return (
    <figure className="history-figure">
      <p id={readoutId} className="history-readout" aria-live="polite">
        {readout(lines, dates, current, top)}
      </p>
      <div className="history-scroll">
        <svg
          width={frame.width}
          height={frame.height}
          role="group"
          aria-label={title}
          aria-describedby={readoutId}
          className={current ? 'history-bump history-bump--active' : 'history-bump'}
          onPointerMove={onPointerMove}
          onPointerLeave={() =>
            setActive((was) =>
              refs.current.some((g) => g === document.activeElement) ? was : null,
            )
          }
          // Focus gone elsewhere (the Download menu, say): no line stays picked, so a download
          // draws every line alike, without the highlight or its dot.
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(null);
          }}
          onClick={() => current && onOpen(lines[current.line]?.name ?? '')}
        >
          <Axes frame={frame} top={top} />
          {lines.map((line, i) => (
            <LineMark
              key={line.key}
              line={line}
              index={i}
              frame={frame}
              top={top}
              current={current}
              tabbable={i === Math.min(tabStop, lines.length - 1)}
              nameRank={lastDate >= 0 ? (line.ranks[lastDate] ?? null) : null}
              register={(g) => {
                refs.current[i] = g;
              }}
              onFocus={() => {
                setTabStop(i);
                const at = rankedAt(line);
                if (current?.line !== i) setActive({ line: i, date: at[at.length - 1] ?? 0 });
              }}
              onKeyDown={(event) => onKeyDown(event, i, current?.line === i ? current.date : -1)}
            />
          ))}
        </svg>
      </div>
    </figure>
  );
}
