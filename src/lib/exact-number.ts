// Numbers a double cannot hold: a JSON number literal whose value `Number(text)` would change (an id
// beyond 2^53, 30 digits, 1e309, -0) is kept as the text the service sent. These helpers tell such
// a text apart and order such texts exactly; they run only on the few literals a pre-scan flags.

/** A plain decimal number, optionally with an exponent: JSON's form, plus a leading + or dot. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** The longest text taken for a number: longer is not a figure but noise, and is left as text. */
export const MAX_NUMBER_TEXT = 400;

export function isNumberText(text: string): boolean {
  return text.length <= MAX_NUMBER_TEXT && NUMBER_TEXT.test(text);
}

/** A decimal's exact value: sign, significant digits (no leading or trailing zeros), exponent. */
interface Decimal {
  readonly negative: boolean;
  /** '' for zero. */
  readonly digits: string;
  /** The value is 0.digits × 10^point. */
  readonly point: number;
}

function decimalOf(text: string): Decimal {
  let s = text.trim();
  const negative = s.startsWith('-');
  if (negative || s.startsWith('+')) s = s.slice(1);
  const e = s.search(/e/i);
  // Beyond any double's range anyway; clamped so an absurd exponent cannot make a huge number.
  const exponent = e < 0 ? 0 : Math.max(-1e6, Math.min(1e6, Number(s.slice(e + 1))));
  const mantissa = e < 0 ? s : s.slice(0, e);
  const dot = mantissa.indexOf('.');
  const whole = dot < 0 ? mantissa : mantissa.slice(0, dot);
  const all = dot < 0 ? mantissa : whole + mantissa.slice(dot + 1);
  let start = 0;
  while (start < all.length && all.charCodeAt(start) === 48) start++;
  let end = all.length;
  while (end > start && all.charCodeAt(end - 1) === 48) end--;
  const digits = all.slice(start, end);
  return { negative, digits, point: digits === '' ? 0 : whole.length - start + exponent };
}

/**
 * Whether reading `text` (a number text) as a double would change what it says: beyond the range
 * (1e309), a sign lost (-0) or digits lost (9007199254740993, 0.1000000000000000055511). A text
 * that merely reads differently (1.50, 1e2, 0.1) is not: its value survives.
 */
export function loses(text: string): boolean {
  const n = Number(text);
  if (!Number.isFinite(n)) return true;
  const sent = decimalOf(text);
  if (n === 0) return sent.digits !== '' || sent.negative;
  const kept = decimalOf(String(n));
  return (
    kept.digits !== sent.digits || kept.point !== sent.point || kept.negative !== sent.negative
  );
}

/** Could `text` be a literal that `loses`? A quick test before the exact one. */
export function mayLose(text: string): boolean {
  // 15 significant digits always survive; a shorter text needs an exponent or a minus zero.
  if (text.length > 15) return true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i) | 0x20;
    if (code === 0x65 /* e */) return true;
  }
  return text.charCodeAt(0) === 0x2d /* - */ && /^-[0.]+$/.test(text);
}

/** The number text a value should keep, or null when the double says it all. */
export function exactText(text: string): string | null {
  const trimmed = text.trim();
  return mayLose(trimmed) && isNumberText(trimmed) && loses(trimmed) ? trimmed : null;
}

/** Orders two number texts by their exact values: negative, zero or positive. */
export function compareNumberTexts(a: string, b: string): number {
  const x = decimalOf(a);
  const y = decimalOf(b);
  const signX = x.digits === '' ? 0 : x.negative ? -1 : 1;
  const signY = y.digits === '' ? 0 : y.negative ? -1 : 1;
  if (signX !== signY) return signX < signY ? -1 : 1;
  if (signX === 0) return 0;
  let order: number;
  if (x.point !== y.point) order = x.point < y.point ? -1 : 1;
  else {
    const width = Math.max(x.digits.length, y.digits.length);
    const dx = x.digits.padEnd(width, '0');
    const dy = y.digits.padEnd(width, '0');
    order = dx === dy ? 0 : dx < dy ? -1 : 1;
  }
  return order * signX;
}
