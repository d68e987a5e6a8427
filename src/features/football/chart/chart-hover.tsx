// The rating chart's tooltip: the pointer (or the arrow keys) picks the nearest day with an
// appearance, and every appearance of that day is read from the full data, not the thinned lines.
import { useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { Isolated } from '../../../components/isolated.tsx';
import { timeToDate } from '../../../lib/date.ts';
import { formatCell, formatDate } from '../../../lib/format.ts';
import { nearestDay, pointsOn, stepDay, type DayStep } from './chart-days.ts';
import type { ChartPoint, ChartSeries } from './chart-data.ts';
import type { PlotBox } from './chart-axis.tsx';
import type { PeakKind } from '../player/player-history.ts';

interface Hover {
  /** The day shown (UTC milliseconds). */
  readonly t: number;
  /** Where the box is anchored: the pointer, or the day's line for a key. */
  readonly x: number;
  readonly y: number;
  readonly byKey: boolean;
}

const KEY_STEPS: Readonly<Record<string, DayStep>> = {
  ArrowRight: 'next',
  ArrowLeft: 'previous',
  Home: 'first',
  End: 'last',
};

interface TooltipBodyProps {
  t: number;
  here: readonly ChartPoint[];
  series: readonly ChartSeries[];
  peakKind: PeakKind;
}

function PlayerName({ s }: { s: ChartSeries | undefined }) {
  return (
    <>
      <span className="rating-chart__swatch" style={{ background: s?.colour }} aria-hidden="true" />
      <Isolated text={s?.name} />
    </>
  );
}

/**
 * The hovered day for every player on the chart, in the legend's order: each appearance of a
 * player who played that day (a player may appear twice in a day), "no appearance" for the others,
 * so a compared player is never silently left out.
 */
function TooltipBody({ t, here, series, peakKind }: TooltipBodyProps) {
  return (
    <div className="rating-chart__tooltip" role="tooltip">
      <p className="rating-chart__tooltip-date">{formatDate(timeToDate(t))}</p>
      {series.map((s, index) => {
        const own = here.filter((point) => point.series === index);
        if (own.length === 0) {
          return (
            <p key={s.playerId} className="rating-chart__tooltip-absent">
              <PlayerName s={s} />
              <span className="rating-chart__tooltip-none">no appearance</span>
            </p>
          );
        }
        return own.map(({ row }, i) => (
          <dl key={`${s.playerId}-${i}`} className="rating-chart__tooltip-entry">
            <dt className="visually-hidden">Player</dt>
            <dd className="rating-chart__tooltip-player">
              <PlayerName s={s} />
            </dd>
            <dt>Team</dt>
            <dd>
              <Isolated text={formatCell(row.team_name, 'string')} />
            </dd>
            <dt>Minutes</dt>
            <dd>{formatCell(row.minutes, 'integer')}</dd>
            <dt>Rating</dt>
            <dd>{formatCell(row.rating, 'number')}</dd>
            {index === 0 && peakKind !== 'none' ? (
              <>
                <dt>Peak</dt>
                <dd>{formatCell(row.peak, 'number-or-flag')}</dd>
              </>
            ) : null}
          </dl>
        ));
      })}
    </div>
  );
}

interface ChartHoverProps {
  /** Every plotted appearance, in date order. */
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  /** The x axis' dates, drawn across the plot's width. */
  domain: readonly [number, number];
  /** Where the plot is. */
  plot: PlotBox;
  /** The chart's width, to keep the box inside it. */
  width: number;
  children: ReactNode;
}

/**
 * Which day is picked and where its box sits: set by the pointer over the plot or by the keys
 * (KEY_STEPS), cleared by Escape. `box` is the element the pointer's position is measured in.
 */
function useHoverDay(
  points: readonly ChartPoint[],
  domain: readonly [number, number],
  plot: PlotBox,
) {
  const [hover, setHover] = useState<Hover | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const span = domain[1] - domain[0] || 1;
  const xOf = (t: number, area: PlotBox) => area.x + ((t - domain[0]) / span) * area.width;

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const element = box.current;
    if (!element) return;
    const rect = element.getBoundingClientRect();
    const x = event.clientX - rect.left;
    const y = event.clientY - rect.top;
    const inside =
      x >= plot.x && x <= plot.x + plot.width && y >= plot.y && y <= plot.y + plot.height;
    const t = inside ? nearestDay(points, domain[0] + ((x - plot.x) / plot.width) * span) : null;
    setHover((was) =>
      t === null
        ? null
        : was && was.t === t && was.x === x && was.y === y
          ? was
          : { t, x, y, byKey: false },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && hover) {
      event.preventDefault();
      setHover(null);
      return;
    }
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const t = stepDay(points, hover?.t ?? null, step);
    if (t !== null) setHover({ t, x: xOf(t, plot), y: plot.y + plot.height / 4, byKey: true });
  };

  return { hover, setHover, box, xOf, onPointer, onKeyDown };
}

/**
 * The chart with a day picked by the pointer (over the plot) or the keys (←/→ a day with an
 * appearance, Home/End the first/last, Escape to close): a line at that day and a box reading every
 * appearance on it. A day read by key is announced.
 */
export function ChartHover({
  points,
  series,
  peakKind,
  domain,
  plot,
  width,
  children,
}: ChartHoverProps) {
  const { hover, setHover, box, xOf, onPointer, onKeyDown } = useHoverDay(points, domain, plot);
  const here = hover ? pointsOn(points, hover.t) : [];
  const shown = hover !== null && here.length > 0;
  return (
    // eslint-disable-next-line jsx-a11y-x/no-noninteractive-element-interactions -- the chart is one keyboard stop (role group, tabIndex 0) read with the arrow keys
    <div
      ref={box}
      className="rating-chart__plot"
      // One stop for the keys, inside the chart's named group. A group, not an image: an image's
      // content is presentational, and the box read out as the keys move is inside it.
      role="group"
      // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex -- the chart is one keyboard stop, read with the arrow keys
      tabIndex={0}
      aria-label="Appearances: the arrow keys read them day by day"
      aria-keyshortcuts="ArrowLeft ArrowRight Home End Escape"
      onPointerMove={onPointer}
      onPointerDown={onPointer}
      onPointerLeave={() => setHover(null)}
      onKeyDown={onKeyDown}
      onBlur={() => setHover((was) => (was?.byKey ? null : was))}
    >
      {children}
      {shown ? (
        <div
          className="rating-chart__cursor"
          style={{ left: xOf(hover.t, plot), top: plot.y, height: plot.height }}
          aria-hidden="true"
        />
      ) : null}
      {/* Always there, so what a key picks is read out as it changes. */}
      <div
        className="rating-chart__tooltip-box"
        aria-live={hover?.byKey ? 'polite' : 'off'}
        style={
          shown
            ? {
                left: hover.x,
                top: hover.y,
                // Toward the middle, so the box stays inside the chart.
                transform: `translate(${hover.x > width / 2 ? 'calc(-100% - 12px)' : '12px'}, ${
                  hover.y > (plot.y + plot.height) / 2 ? 'calc(-100% - 12px)' : '12px'
                })`,
              }
            : undefined
        }
      >
        {shown ? <TooltipBody t={hover.t} here={here} series={series} peakKind={peakKind} /> : null}
      </div>
    </div>
  );
}
