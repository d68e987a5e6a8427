// The frame around a chart's image: the title above, the key and the source line below, on the
// theme's background. Text goes in as text nodes, never as markup, so a name holding `<script>` is
// written escaped (service text comes isolated and with its bidi controls shown, from the
// caller: chart-download.tsx's serviceText); each line is wrapped to the image's width and capped, so no name can stretch it.
import type { ChartImageText, ChartKeyEntry } from './chart-image.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PAD = 16;
const TITLE_PX = 16;
const KEY_PX = 12;
const SOURCE_PX = 11;
const LINE_HEIGHT = 1.35;
const SWATCH = 22;
/** The narrowest image: a phone's chart still gets a readable title. */
const MIN_WIDTH = 320;
/** A name from the service may be huge: the longest a line's text can be before it is cut. */
const MAX_TEXT = 400;

export interface ChartPalette {
  readonly background: string;
  readonly text: string;
  readonly muted: string;
  readonly font: string;
}

let measureContext: OffscreenCanvasRenderingContext2D | null | undefined;

/** A text's drawn width: measured on a canvas, estimated where there is none (jsdom). */
function textWidth(text: string, px: number, bold: boolean, font: string): number {
  if (measureContext === undefined) {
    measureContext =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  if (measureContext) {
    measureContext.font = `${bold ? 'bold ' : ''}${px}px ${font}`;
    const measured = measureContext.measureText(text).width;
    if (measured > 0) return measured * 1.05;
  }
  return text.length * px * (bold ? 0.62 : 0.56);
}

/** `text` in lines no wider than `width`, at most `maxLines`, the last ending in … when cut. */
export function wrapText(
  text: string,
  width: number,
  measure: (text: string) => number,
  maxLines: number,
): string[] {
  const clean = text.replace(/\s+/g, ' ').trim().slice(0, MAX_TEXT);
  const lines: string[] = [];
  let line = '';
  for (const word of clean.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (measure(next) <= width || !line) {
      line = next;
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  // A single word wider than the line (a long name) is cut by characters.
  const fitted = lines.map((l) => fit(l, width, measure));
  if (fitted.length <= maxLines) return fitted;
  const kept = fitted.slice(0, maxLines);
  kept[maxLines - 1] = fit(`${kept[maxLines - 1]} …`, width, measure, true);
  return kept;
}

function fit(line: string, width: number, measure: (t: string) => number, cut = false): string {
  if (!cut && measure(line) <= width) return line;
  let end = line.length;
  while (end > 1 && measure(`${line.slice(0, end)}…`) > width) end--;
  return end === line.length && !cut ? line : `${line.slice(0, end).trimEnd()}…`;
}

function element(tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) {
    node.setAttribute(
      name,
      String(typeof value === 'number' ? Math.round(value * 10) / 10 : value),
    );
  }
  return node;
}

function textLine(content: string, x: number, y: number, px: number, fill: string): SVGElement {
  const node = element('text', { x, y, 'font-size': px, fill });
  node.textContent = content;
  return node;
}

/** The key's entries flowed into rows across the width; returns the height they take. */
function drawKey(
  parent: SVGElement,
  entries: readonly ChartKeyEntry[],
  top: number,
  width: number,
  palette: ChartPalette,
): number {
  const row = KEY_PX * 1.8;
  let x = PAD;
  let y = top;
  for (const entry of entries) {
    const name = wrapText(
      entry.name,
      width - 2 * PAD - SWATCH - 6,
      (t) => textWidth(t, KEY_PX, false, palette.font),
      1,
    )[0];
    if (!name) continue;
    const span = SWATCH + 6 + textWidth(name, KEY_PX, false, palette.font) + 16;
    if (x > PAD && x + span > width - PAD) {
      x = PAD;
      y += row;
    }
    const middle = y + row / 2;
    const swatch = element('line', {
      x1: x,
      x2: x + SWATCH,
      y1: middle,
      y2: middle,
      stroke: entry.colour,
      'stroke-width': 2.5,
    });
    if (entry.dashed) swatch.setAttribute('stroke-dasharray', '4 3');
    parent.append(
      swatch,
      textLine(name, x + SWATCH + 6, middle + KEY_PX * 0.35, KEY_PX, palette.text),
    );
    x += span;
  }
  return entries.length > 0 ? y + row - top : 0;
}

/**
 * The framed image: `chart` (a standalone copy, `chartWidth` × `chartHeight`) under the title, with
 * the key and the source line (ending with the day it was made) below.
 */
export function frameChart(
  chart: SVGSVGElement,
  chartWidth: number,
  chartHeight: number,
  text: ChartImageText,
  palette: ChartPalette,
): { root: SVGSVGElement; width: number; height: number } {
  const width = Math.ceil(Math.max(MIN_WIDTH, chartWidth + 2 * PAD));
  const inner = width - 2 * PAD;
  // No xmlns attribute: the serialiser writes the namespace (an attribute too would be a duplicate).
  const root = element('svg', { 'font-family': palette.font }) as SVGSVGElement;
  const background = element('rect', { width: '100%', height: '100%', fill: palette.background });
  const title = element('g', { 'font-weight': 'bold' });
  let y = PAD;
  for (const line of wrapText(
    text.title,
    inner,
    (t) => textWidth(t, TITLE_PX, true, palette.font),
    3,
  )) {
    y += TITLE_PX * LINE_HEIGHT;
    title.append(textLine(line, PAD, y - TITLE_PX * 0.3, TITLE_PX, palette.text));
  }
  y += 8;
  chart.setAttribute('x', String(PAD));
  chart.setAttribute('y', String(Math.round(y)));
  chart.setAttribute('width', String(chartWidth));
  chart.setAttribute('height', String(chartHeight));
  // The chart's own units, cut at the height given (the bottom may be empty room, left out).
  chart.setAttribute('viewBox', `0 0 ${chartWidth} ${chartHeight}`);
  // The page sized the chart by its style (100%); in the file its attributes size it.
  chart.removeAttribute('style');
  y += chartHeight + 4;
  const key = element('g', {});
  y += drawKey(key, text.key ?? [], y, width, palette);
  const source = element('g', {});
  const sourceText = [...text.source, `Made ${text.made}`].filter((s) => s.trim() !== '');
  y += 6;
  const measure = (t: string) => textWidth(t, SOURCE_PX, false, palette.font);
  for (const line of wrapText(sourceText.join(' · '), inner, measure, 4)) {
    y += SOURCE_PX * LINE_HEIGHT;
    source.append(textLine(line, PAD, y - SOURCE_PX * 0.3, SOURCE_PX, palette.muted));
  }
  const height = Math.ceil(y + PAD);
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  const name = element('title', {});
  name.textContent = text.title;
  root.append(name, background, title, chart, key, source);
  return { root, width, height };
}
