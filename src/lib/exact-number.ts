// Numbers a double cannot hold: a JSON number literal whose value `Number(text)` would change (an id
// beyond 2^53, 30 digits, 1e309, -0) is kept as the text the service sent. These helpers tell such
// a text apart and order such texts; they run only on texts, never on the numbers of a body.
// Kept small on purpose: every screen's first load carries them.

/** A plain decimal number, optionally with an exponent: JSON's form, plus a leading + or dot. */
const NUMBER_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/** The longest text taken for a number: longer is not a figure but noise, and is left as text. */
export const MAX_NUMBER_TEXT = 400;

export function isNumberText(text: string): boolean {
  return text.length <= MAX_NUMBER_TEXT && NUMBER_TEXT.test(text);
}

/** The significant digits of a number text: no sign, point, exponent, leading or trailing zeros. */
const digitsOf = (text: string): string =>
  text
    .replace(/e.*$/i, '')
    .replace(/\D/g, '')
    .replace(/^0+|0+$/g, '');

/**
 * Whether reading `text` (a number text) as a double would change what it says: beyond the range
 * (1e309), a sign lost (-0), digits lost (9007199254740993) or a value lost (1e-400). A text that
 * merely reads differently (1.50, 1e2, 0.1) is not: the shortest text of its double has the same
 * significant digits, and, being that double's, the same magnitude.
 */
export function loses(text: string): boolean {
  const n = Number(text);
  if (!Number.isFinite(n)) return true;
  if (n === 0) return text.trimStart().startsWith('-') || digitsOf(text) !== '';
  return digitsOf(text) !== digitsOf(String(n));
}

/** Could `text` be a literal that `loses`? A quick test before the exact one. */
export function mayLose(text: string): boolean {
  // 15 significant digits always survive; a shorter text needs an exponent or a minus zero.
  return text.length > 15 || /e/i.test(text) || /^-[0.]+$/.test(text);
}

/** The number text a value should keep, or null when the double says it all. */
export function exactText(text: string): string | null {
  const trimmed = text.trim();
  return mayLose(trimmed) && isNumberText(trimmed) && loses(trimmed) ? trimmed : null;
}

const INTEGER = /^[+-]?\d+$/;

/**
 * Orders two number texts whose doubles are equal (2^53 and 2^53 + 1): whole numbers exactly, as
 * BigInt; anything else as equal (their doubles already placed them among the rest).
 */
export function compareNumberTexts(a: string, b: string): number {
  if (!INTEGER.test(a) || !INTEGER.test(b)) return 0;
  const x = BigInt(a);
  const y = BigInt(b);
  return x === y ? 0 : x < y ? -1 : 1;
}
