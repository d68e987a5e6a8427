// Reading a downloaded SVG file as a viewer would: parsed as XML, its words, and what it holds.

export interface SvgFile {
  /** The XML parser's errors: none for a file any viewer opens. */
  readonly errors: number;
  /** The words of its text elements, in order, joined by spaces. */
  readonly words: string;
  /** How many elements match `selector`. */
  count(selector: string): number;
  /** Its <title>. */
  readonly title: string;
}

export function readSvg(text: string): SvgFile {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  return {
    errors: doc.getElementsByTagName('parsererror').length,
    words: [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' '),
    count: (selector) => doc.querySelectorAll(selector).length,
    title: doc.querySelector('title')?.textContent ?? '',
  };
}
