// Case- and accent-insensitive text matching, so "jose" finds "José" and "lukasz" finds "Łukasz".

// Letters that Unicode does not decompose into a base letter plus a mark, spelled as people type them.
const SPECIAL_LETTERS: Readonly<Record<string, string>> = {
  ß: 'ss',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};

const SPECIAL_PATTERN = /[ßøæœłđðþıħ]/g;
const COMBINING_MARKS = /\p{M}+/gu;
// Plain ASCII needs no Unicode work; most names and codes are, and search folds every row.
const ASCII_ONLY = /^[ -~\t\n\r]*$/;

/** Lower-cases and strips accents: `fold('ZOË Łukasz')` → `'zoe lukasz'`. */
export function fold(text: string): string {
  const lower = text.toLowerCase();
  if (ASCII_ONLY.test(lower)) return lower;
  return lower
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter] ?? letter);
}

/**
 * Whether `haystack` contains every word of a query that was already passed through `fold` (fold it
 * once per keystroke, not once per row). An empty query matches everything.
 */
export function matchesQuery(haystack: string | null | undefined, foldedQuery: string): boolean {
  const words = queryWords(foldedQuery);
  if (words.length === 0) return true;
  if (haystack === null || haystack === undefined || haystack === '') return false;
  return containsWords(fold(haystack), words);
}

/** The words of a folded query, for matching many haystacks with `containsWords`. */
export function queryWords(foldedQuery: string): string[] {
  return foldedQuery.split(/\s+/).filter((word) => word.length > 0);
}

/** Whether an already folded text holds every word (the words of a folded query). */
export function containsWords(foldedText: string, words: readonly string[]): boolean {
  for (const word of words) if (!foldedText.includes(word)) return false;
  return true;
}

/**
 * The whole Unicode Bidi_Control set (PropList.txt), the one list the app neutralises: ALM U+061C,
 * LRM U+200E, RLM U+200F; the embeddings and overrides LRE, RLE, PDF, LRO, RLO (U+202A-202E); the
 * isolates LRI, RLI, FSI, PDI (U+2066-2069). In text from the service they can turn the app's own
 * words and numbers around them backwards, or reorder a name unseen. A string, not a table of
 * names: this module is on the first screen. Tests walk it character by character.
 */
export const BIDI_CONTROLS =
  '\u061C\u200E\u200F\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069';

// None of the characters is special inside a character class.
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROLS}]`);
const BIDI_CONTROL_ALL = new RegExp(`[${BIDI_CONTROLS}]`, 'g');
/** What a bidi control is shown as: visible, and with no effect on the text around it. */
export const BIDI_CONTROL_MARK = '\uFFFD';

/**
 * Text from the service as the app shows it: each bidi control replaced by a visible mark, so it
 * can neither reverse the text around it nor hide in a name. Exports keep the data as sent.
 */
export function displayText(text: string): string {
  return BIDI_CONTROL.test(text) ? text.replace(BIDI_CONTROL_ALL, BIDI_CONTROL_MARK) : text;
}

/** Whether `text` holds `secret` (an API key) as written or URL-encoded; never for an empty secret. */
export function holdsSecret(text: string, secret: string): boolean {
  return secret !== '' && (text.includes(secret) || text.includes(encodeURIComponent(secret)));
}

/**
 * Intl.Collator's compare, the collator built on its first use: building one loads the locale's
 * collation data (30–60 ms measured in Chromium), which a screen that sorts no text never needs,
 * and a module-level collator would cost every screen that merely loads the module.
 */
export function lazyCompare(
  locales: string,
  options: Intl.CollatorOptions,
): (a: string, b: string) => number {
  let collator: Intl.Collator | undefined;
  return (a, b) => (collator ??= new Intl.Collator(locales, options)).compare(a, b);
}
