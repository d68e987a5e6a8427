// How wide a table header's text is, so a column can be given the room its name needs.

/** The header's weight, as data-table.css sets; its size and family are the page's (body's). */
const FONT_WEIGHT = 600;
/** The page's type size where none can be read. */
const FONT_SIZE = 15;
/** Roughly a bold sans-serif character's width, in em: the fallback where no canvas can measure. */
const EM_PER_CHAR = 0.62;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * A 2D context to measure text with, or null. OffscreenCanvas, not a <canvas>: test DOMs (jsdom)
 * lack it, and report an error for a <canvas> context instead of returning null.
 */
function measuringContext(): OffscreenCanvasRenderingContext2D | null {
  if (context !== undefined) return context;
  context = null;
  if (typeof OffscreenCanvas !== 'function' || typeof document === 'undefined') return context;
  try {
    context = new OffscreenCanvas(1, 1).getContext('2d');
  } catch {
    context = null;
  }
  if (context) {
    const body = getComputedStyle(document.body);
    context.font = `${FONT_WEIGHT} ${body.fontSize || `${FONT_SIZE}px`} ${body.fontFamily || 'sans-serif'}`;
  }
  return context;
}

const cache = new Map<string, number>();

let remPx: number | undefined;

/** The root font size (what 1rem is), read once: layout runs on every render of a table. */
function rootFontSize(): number {
  if (remPx === undefined) {
    remPx =
      typeof document === 'undefined'
        ? 16
        : Number.parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
  }
  return remPx;
}

/** The width in CSS pixels of a header's text in the header font: measured, else estimated. */
export function headerTextWidth(text: string): number {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const measuring = measuringContext();
  const width = measuring
    ? measuring.measureText(text).width
    : [...text].length * FONT_SIZE * EM_PER_CHAR;
  const rounded = Math.ceil(width);
  cache.set(text, rounded);
  return rounded;
}

/**
 * The width a header cell needs to show its text whole: the text, the cell's padding (0.6rem
 * each side) and, when it sorts, the gap and the sort arrow beside the text.
 */
export function headerCellWidth(text: string, sortable: boolean): number {
  const rem = rootFontSize();
  const padding = 2 * 0.6 * rem;
  const arrow = sortable ? 0.3 * rem + 12 : 0;
  // 2 px of slack: measured text and the laid-out text round differently.
  return Math.ceil(headerTextWidth(text) + padding + arrow + 2);
}
