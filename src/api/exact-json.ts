// JSON.parse, except that a number literal a double cannot hold (an id beyond 2^53, 30 digits,
// 1e309, -0) comes back as the text the service sent instead of a rounded number, so no screen
// shows or links a value the service did not send. A body is first scanned for anything that
// could be such a literal (three quick patterns over the text, no work per value); only a body that
// has one is read again token by token, its lossy literals quoted before JSON.parse sees them.
// (A reviver's `context.source` would say the same, but Node 20, where the tests run, lacks it, and
// a reviver costs a call per value.)
import { exactText } from '../lib/exact-number.ts';

// 15 digits always survive a double; a run of 16 may not. (A decimal whose 17 or more digits are
// split by its point with no run of 16, 12345678.123456789, is not looked for: such texts come
// only from decimal types, and looking for them too doubles the scan's cost.)
const LONG_DIGITS = /\d{16}/;
const EXPONENT = /\d[eE][+-]?\d/;
const MINUS_ZERO = /-0(?:\.0+)?(?![\d.])/;

/** Whether `text` may hold a number literal a double cannot hold (strings may match too). */
export function mayHoldLossyNumbers(text: string): boolean {
  return LONG_DIGITS.test(text) || EXPONENT.test(text) || MINUS_ZERO.test(text);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

function startsNumber(code: number): boolean {
  return code === 0x2d /* - */ || (code >= 0x30 && code <= 0x39);
}

function inNumber(code: number): boolean {
  return (
    (code >= 0x30 && code <= 0x39) ||
    code === 0x2e /* . */ ||
    code === 0x2b /* + */ ||
    code === 0x2d /* - */ ||
    (code | 0x20) === 0x65 /* e */
  );
}

/**
 * `text` with each number literal a double cannot hold written as a JSON string of itself. Strings
 * are skipped whole; text that is not JSON is left for JSON.parse to refuse.
 */
export function quoteLossyNumbers(text: string): string {
  const parts: string[] = [];
  let copied = 0;
  let i = 0;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === QUOTE) {
      // Jump to the quote that ends the string: one not escaped by an odd run of backslashes.
      let end = i;
      for (;;) {
        end = text.indexOf('"', end + 1);
        if (end < 0) return text;
        let slashes = 0;
        for (let b = end - 1; text.charCodeAt(b) === BACKSLASH; b--) slashes++;
        if (slashes % 2 === 0) break;
      }
      i = end + 1;
    } else if (startsNumber(code)) {
      let end = i + 1;
      while (end < text.length && inNumber(text.charCodeAt(end))) end++;
      const literal = text.slice(i, end);
      if (exactText(literal) !== null) {
        parts.push(text.slice(copied, i), `"${literal}"`);
        copied = end;
      }
      i = end;
    } else {
      i++;
    }
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/** JSON.parse with lossy number literals kept as their text. Throws as JSON.parse does. */
export function parseJson(text: string): unknown {
  return JSON.parse(mayHoldLossyNumbers(text) ? quoteLossyNumbers(text) : text) as unknown;
}
