// Ranks over time: a bump chart on Recharts (components/chart-frame.ts's date axis, a reversed rank
// axis). One line per fighter in the top N, drawn on Recharts' scales as a focusable link; the
// pointer or the keyboard picks a line and a date, the readout names the fighter and their rank
// there, and activating the line (click, Enter) opens the fighter.
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { LineChart, XAxis, YAxis } from 'recharts';
import { TICK_STYLE, dateAxisProps } from '../../../components/chart-frame.ts';
import { useChartWidth } from '../../../components/use-chart-width.ts';
import { formatDate } from '../../../lib/format.ts';
import { displayText } from '../../../lib/text.ts';
import { RANK_GAP_PX, bumpLayout } from './bump-frame.ts';
import { BumpMarks, type Active } from './bump-marks.tsx';
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
