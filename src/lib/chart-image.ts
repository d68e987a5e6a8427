// A chart as a file to share: its SVG as drawn, made to stand alone (every colour, font and size
// inlined from the page's styles, so CSS custom properties and the theme come out as concrete
// values), under a title and above a key and a source line; and the same image as a PNG, drawn on
// an offscreen canvas. Loaded when a Download is pressed (components/chart-download.tsx).
import { downloadBlob } from './download.ts';
import { frameChart, type ChartPalette } from './chart-image-frame.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** One entry of the key drawn under the chart (the on-screen legends are HTML, not in the SVG). */
export interface ChartKeyEntry {
  readonly name: string;
  readonly colour: string;
  readonly dashed?: boolean;
}

export interface ChartImageText {
  readonly title: string;
  /** The source line's parts: the view, the dates, the class or league, the rating system. */
  readonly source: readonly string[];
  /** The day the image is made, `YYYY-MM-DD`. */
  readonly made: string;
  readonly key?: readonly ChartKeyEntry[];
}

export interface ChartImage {
  /** The SVG file's text. */
  readonly text: string;
  readonly width: number;
  readonly height: number;
}

/** Looks up a CSS custom property's value (`--dv-bg`), '' when it has none. */
export type VariableLookup = (name: string) => string;

// Presentation properties that SVG elements inherit, then two that they do not.
const INHERITED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-opacity',
  'stroke-width',
  'stroke-dasharray',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'color',
] as const;
const OWN: readonly (readonly [string, string])[] = [
  ['opacity', '1'],
  ['display', 'inline'],
];

/** Drawn for the pointer, not part of the chart: Recharts' hover cursor and dots; scripts. */
const HOVER_ONLY = '.recharts-tooltip-cursor, .recharts-active-dot, script, foreignObject:empty';

const VARIABLE = /var\(\s*(--[\w-]+)\s*(?:,\s*((?:[^()]|\([^()]*\))*))?\)/g;

/** `value` with every `var(--name, fallback)` replaced by the property's value or its fallback. */
export function resolveVariables(value: string, lookup: VariableLookup): string {
  let out = value;
  // Fallbacks may themselves hold var(); a few passes settle any real nesting.
  for (let pass = 0; pass < 4 && out.includes('var('); pass++) {
    out = out.replace(VARIABLE, (_all, name: string, fallback?: string) => {
      const found = lookup(name).trim();
      return found || (fallback ?? '').trim();
    });
  }
  return out.includes('var(') ? out.replace(VARIABLE, '') : out;
}

/** The page's value of a custom property, from the chart up to the root. */
export function pageVariables(from: Element): VariableLookup {
  return (name) =>
    getComputedStyle(from).getPropertyValue(name).trim() ||
    getComputedStyle(document.documentElement).getPropertyValue(name).trim();
}

/** Each element's computed presentation written onto its copy, where it differs from its parent's. */
function inlineComputed(original: Element, copy: Element): void {
  const originals = [original, ...original.querySelectorAll('*')];
  const copies = [copy, ...copy.querySelectorAll('*')];
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) styles.set(element, (style = getComputedStyle(element)));
    return style;
  };
  originals.forEach((element, i) => {
    const target = copies[i];
    if (!target) return;
    const style = styleOf(element);
    const parent = element === original ? null : element.parentElement;
    const parentStyle = parent ? styleOf(parent) : null;
    for (const name of INHERITED) {
      const value = style.getPropertyValue(name);
      if (value && value !== parentStyle?.getPropertyValue(name)) target.setAttribute(name, value);
    }
    for (const [name, initial] of OWN) {
      const value = style.getPropertyValue(name);
      if (value && value !== initial) target.setAttribute(name, value);
    }
  });
}

/** Every attribute (styles included) with its CSS variables replaced by values. */
function resolveAttributes(root: Element, lookup: VariableLookup): void {
  for (const element of [root, ...root.querySelectorAll('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.value.includes('var(')) {
        element.setAttribute(attribute.name, resolveVariables(attribute.value, lookup));
      }
    }
  }
}

/**
 * HTML inside the SVG (a canvas of thousands of dots) cannot go into a file that stands alone, and
 * would taint the PNG's canvas: a canvas becomes an image of its pixels, anything else is dropped.
 */
function replaceForeignObjects(original: Element, copy: Element): void {
  const originals = [...original.querySelectorAll('foreignObject')];
  [...copy.querySelectorAll('foreignObject')].forEach((foreign, i) => {
    const canvas = originals[i]?.querySelector('canvas');
    let pixels: string;
    try {
      pixels = canvas ? canvas.toDataURL('image/png') : '';
    } catch {
      pixels = '';
    }
    if (typeof pixels === 'string' && pixels.startsWith('data:image/png')) {
      const image = document.createElementNS(SVG_NS, 'image');
      for (const name of ['x', 'y', 'width', 'height']) {
        image.setAttribute(name, foreign.getAttribute(name) ?? '0');
      }
      image.setAttribute('href', pixels);
      foreign.replaceWith(image);
    } else {
      foreign.remove();
    }
  });
}

/** The chart's SVG as a copy that needs no page: styles inlined, variables resolved. */
export function standaloneCopy(chart: SVGSVGElement, lookup: VariableLookup): SVGSVGElement {
  const copy = chart.cloneNode(true) as SVGSVGElement;
  inlineComputed(chart, copy);
  replaceForeignObjects(chart, copy);
  resolveAttributes(copy, lookup);
  // Not the image: what the pointer left (a hover's cursor and dots), and scripts (a guard).
  for (const stray of copy.querySelectorAll(HOVER_ONLY)) stray.remove();
  return copy;
}

/** The theme's colours and font as the page has them now (light or dark). */
function pagePalette(lookup: VariableLookup): ChartPalette {
  const body = getComputedStyle(document.body);
  const clear = (colour: string) =>
    !colour || colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)';
  const background = clear(body.backgroundColor) ? lookup('--dv-bg') : body.backgroundColor;
  return {
    background: background || '#ffffff',
    // The page's text colour, not the chart's (a chart may draw its axes in a muted one).
    text: body.color || lookup('--dv-fg') || '#1c2330',
    muted: lookup('--dv-muted') || '#5b6576',
    font: body.fontFamily || lookup('--dv-font') || 'system-ui, sans-serif',
  };
}

/** The chart's size as drawn: its attributes, else its box. */
function chartSize(chart: SVGSVGElement): { width: number; height: number } {
  const box = chart.getBoundingClientRect();
  const read = (name: string, fallback: number) => {
    const value = Number.parseFloat(chart.getAttribute(name) ?? '');
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  const width = read('width', box.width || 600);
  const height = read('height', box.height || 300);
  // Recharts keeps room at the bottom for its HTML legend, which the image draws as its key.
  let drawn = height;
  try {
    const content = chart.getBBox();
    if (content.height > 0) drawn = Math.min(height, Math.ceil(content.y + content.height + 4));
  } catch {
    // No layout (jsdom): the full height.
  }
  return { width, height: drawn };
}

/** The chart drawn in `chart` as a standalone SVG file with its title, key and source line. */
export function buildChartSvg(chart: SVGSVGElement, text: ChartImageText): ChartImage {
  const lookup = pageVariables(chart);
  const { width: chartWidth, height: chartHeight } = chartSize(chart);
  const copy = standaloneCopy(chart, lookup);
  const palette = pagePalette(lookup);
  const safeText = {
    ...text,
    key: text.key?.map((k) => ({ ...k, colour: resolveVariables(k.colour, lookup) })),
  };
  const { root, width, height } = frameChart(copy, chartWidth, chartHeight, safeText, palette);
  const svg = new XMLSerializer().serializeToString(root);
  return { text: `<?xml version="1.0" encoding="UTF-8"?>\n${svg}`, width, height };
}

/** The sharpest scale the canvas allows: at least 2, the screen's own if higher. */
function pngScale(image: ChartImage): number {
  const wanted = Math.max(2, Math.min(4, globalThis.devicePixelRatio || 1));
  // Browsers refuse canvases much beyond 8,000 pixels a side.
  return Math.min(wanted, 8000 / image.width, 8000 / image.height);
}

/** The image as a PNG: the SVG drawn on an offscreen canvas at twice the size or more. */
export async function chartPng(image: ChartImage): Promise<Blob> {
  const picture = new Image();
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(image.text)}`;
  await picture.decode();
  const scale = pngScale(image);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the image.');
  context.drawImage(picture, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))),
      'image/png',
    );
  });
}

/** Saves the chart as `format` under a name made of `filename`'s parts; returns the name. */
export async function saveChart(
  chart: SVGSVGElement,
  text: ChartImageText,
  filename: readonly (string | null | undefined)[],
  format: 'png' | 'svg',
): Promise<string> {
  const image = buildChartSvg(chart, text);
  // Imported here, not at the top: a static import would split the module out of the chunk the
  // CSV exports share, one more file name in the first screen's preload lists.
  const { safeFilename } = await import('./filename.ts');
  const name = safeFilename(filename, format);
  const blob =
    format === 'svg' ? new Blob([image.text], { type: 'image/svg+xml' }) : await chartPng(image);
  downloadBlob(name, blob);
  return name;
}
