// The rating chart's dots: one per appearance, sized and faded by minutes played, a star on a
// flagged peak; drawn from the chart's scales as plain SVG nodes, or on a canvas when there are
// thousands (see RatingPoints).
import { useLayoutEffect, useRef } from 'react';
import type { ChartScales } from './chart-axis.tsx';
import { PEAK_COLOUR, PEAK_MARKER_FILL, dotOpacity, dotRadius } from './chart-data.ts';
import type { ChartPoint, ChartSeries } from './chart-data.ts';
import type { PeakKind } from '../player/player-history.ts';

function starPath(cx: number, cy: number, r: number): string {
  const corners: string[] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    corners.push(
      `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`,
    );
  }
  return `M${corners.join('L')}Z`;
}

interface RatingPointsProps {
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
  peakKind: PeakKind;
  scales: ChartScales;
  /** The chart's size: a canvas covers all of it. */
  width: number;
  height: number;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgElement(tag: string, attributes: Record<string, string>): SVGElement {
  const element = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

/** A dot's size and opacity: small and faint for a few minutes played, large and solid for a match. */
function dotLook(point: ChartPoint): { radius: number; fill: number; stroke: number } {
  const minutes = typeof point.row.minutes === 'number' ? point.row.minutes : null;
  const fill = dotOpacity(minutes);
  return { radius: dotRadius(minutes), fill, stroke: Math.min(1, fill + 0.2) };
}

/** The star over the first player's flagged peak appearance, or null. */
function peakStar(
  point: ChartPoint,
  cx: number,
  cy: number,
  peakKind: PeakKind,
): SVGElement | null {
  if (point.series !== 0 || peakKind !== 'flag' || point.row.peak !== true) return null;
  return svgElement('path', {
    'data-testid': 'peak-marker',
    d: starPath(cx, cy - 11, 6.5),
    fill: PEAK_MARKER_FILL,
    stroke: PEAK_COLOUR,
    'stroke-width': '1',
  });
}

/**
 * A dot per appearance, sized and faded by minutes played, and a star on a flagged peak. Drawn in
 * one layer from the axes' scales and built directly as DOM nodes in one fragment: thousands of
 * dots cost one insertion instead of thousands of React elements, and they are rebuilt only when
 * the data or the scales change. The test id lets tests count the points drawn for a player.
 */
function SvgPoints({ points, series, peakKind, scales }: RatingPointsProps) {
  const layer = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const target = layer.current;
    if (!target) return;
    const fragment = document.createDocumentFragment();
    const { x, y } = scales;
    const groups = series.map((s) =>
      svgElement('g', { fill: s.colour, stroke: s.colour, 'stroke-width': '0.75' }),
    );
    const stars: SVGElement[] = [];
    for (const point of points) {
      const s = series[point.series];
      const group = groups[point.series];
      const cx = x(point.t);
      const cy = y(point.row.rating as number);
      if (!s || !group || !Number.isFinite(cx) || !Number.isFinite(cy)) continue;
      const look = dotLook(point);
      group.append(
        svgElement('circle', {
          'data-testid': `rating-point-${s.playerId}`,
          cx: cx.toFixed(1),
          cy: cy.toFixed(1),
          r: look.radius.toFixed(2),
          'fill-opacity': look.fill.toFixed(2),
          'stroke-opacity': look.stroke.toFixed(2),
        }),
      );
      const star = peakStar(point, cx, cy, peakKind);
      if (star) stars.push(star);
    }
    fragment.append(...groups, ...stars);
    target.replaceChildren(fragment);
  }, [scales, points, series, peakKind]);
  return <g ref={layer} className="rating-chart__points" aria-hidden="true" />;
}

/**
 * From this many dots they are painted on a canvas. Thousands of SVG circles cost more to build,
 * style and paint than the rest of the screen together (5,000 took about 150 ms here), and at
 * that density they overlap into the same picture a canvas paints in a few milliseconds.
 */
export const CANVAS_POINTS_FROM = 1_500;

/**
 * The dots painted on a canvas laid over the chart (the same scales, sizes, colours and opacity as
 * the SVG dots); the peak stars, few, stay SVG. The tooltip reads the data, not the dots, so it
 * still names the exact appearance. `data-points` says how many dots each canvas holds.
 */
function CanvasPoints({ points, series, peakKind, scales, width, height }: RatingPointsProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stars = useRef<SVGGElement>(null);
  useLayoutEffect(() => {
    const target = canvas.current;
    const context = target?.getContext('2d');
    if (!target || !context || width <= 0 || height <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    target.width = Math.round(width * ratio);
    target.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, width, height);
    context.lineWidth = 0.75;
    const fragment = document.createDocumentFragment();
    const { x, y } = scales;
    // A colour is parsed each time it is set: set only when the series changes.
    let colour: string | null = null;
    for (const point of points) {
      const s = series[point.series];
      const cx = x(point.t);
      const cy = y(point.row.rating as number);
      if (!s || !Number.isFinite(cx) || !Number.isFinite(cy)) continue;
      const look = dotLook(point);
      context.beginPath();
      context.arc(cx, cy, look.radius, 0, 2 * Math.PI);
      if (s.colour !== colour) {
        colour = s.colour;
        context.fillStyle = colour;
        context.strokeStyle = colour;
      }
      context.globalAlpha = look.fill;
      context.fill();
      context.globalAlpha = look.stroke;
      context.stroke();
      const star = peakStar(point, cx, cy, peakKind);
      if (star) fragment.append(star);
    }
    context.globalAlpha = 1;
    stars.current?.replaceChildren(fragment);
  }, [scales, width, height, points, series, peakKind]);
  return (
    <g className="rating-chart__points" aria-hidden="true">
      <foreignObject x={0} y={0} width={width} height={height} pointerEvents="none">
        <canvas
          ref={canvas}
          data-points={points.length}
          style={{ display: 'block', width: `${width}px`, height: `${height}px` }}
        />
      </foreignObject>
      <g ref={stars} />
    </g>
  );
}

/** The dots: SVG nodes for a readable number of them, a canvas for thousands. */
export function RatingPoints(props: RatingPointsProps) {
  return props.points.length >= CANVAS_POINTS_FROM ? (
    <CanvasPoints {...props} />
  ) : (
    <SvgPoints {...props} />
  );
}
