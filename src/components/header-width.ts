// How wide a table header's text is, so a column can be given the room its name needs.

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/**
 * The width in CSS pixels of a header's text in the header font (the page's, at weight 600 as
 * data-table.css sets): measured on a canvas, else estimated at about 0.62 em a character.
 * OffscreenCanvas, not a <canvas>: test DOMs (jsdom) lack it, and would report an error instead.
 */
export function headerTextWidth(text: string): number {
  if (context === undefined) {
    context =
      typeof OffscreenCanvas === 'function' ? new OffscreenCanvas(1, 1).getContext('2d') : null;
    if (context) {
      const body = getComputedStyle(document.body);
      context.font = `600 ${body.fontSize} ${body.fontFamily}`;
    }
  }
  return Math.ceil(context ? context.measureText(text).width : [...text].length * 9.3);
}

/**
 * The width a header cell needs to show its text whole: the text, the cell's padding (0.6rem
 * each side, with 2 px for rounding) and, when it sorts, the gap and the sort arrow beside it.
 */
export function headerCellWidth(text: string, sortable: boolean): number {
  return headerTextWidth(text) + 22 + (sortable ? 17 : 0);
}
