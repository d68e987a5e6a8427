// Text order for sorting: each distinct text's rank in exactly the collator's order, fast.
// Fast keys (lower case, accents folded, digit runs by value) sort as plain strings where that
// provably matches the collator; everything else is placed by the collator itself.
import { lazyCompare } from './text.ts';

/**
 * The one text order of every table: numeric ("Fighter 9" before "Fighter 10"), and blind to case
 * and accents ("zoe" and "Zoë" tie, and ties keep their original order). A fixed locale so that a
 * shared link (whose sort is in the URL) lists rows in the same order for everyone.
 */
const compareText = lazyCompare('en', { numeric: true, sensitivity: 'base' });

// A digit run as its length then its digits (leading zeros dropped), so that plain comparison of
// keys orders numbers by value as the collator's `numeric` option does: "9" → "19", "10" → "210".
// The length is one digit, so runs of up to 9 digits only; longer ones go to the collator.
const DIGIT_RUN = /\d+/g;
const HAS_DIGIT = /\d/;
const LONG_DIGIT_RUN = /\d{10}/;
const COMBINING_MARKS = /\p{M}+/gu;
/**
 * The only characters a fast key may hold. Over space, the hyphen, the full stop, the slash, digits
 * and the letters a–z, comparing code units orders exactly as the collator does at base strength
 * (space, then `-` `.` `/`, then digits, then letters: the code units' order too); they are there
 * for dates written `YYYY-MM-DD`, seasons written `2024/2025`, initials and names such as
 * "Smith-Jones". The apostrophe ("O'Neil", "Women's Strawweight") sorts between the full stop and
 * the slash there, where no code unit lies between theirs, so a key writes it as the full stop and
 * then DEL (U+007F, above every other key character): after every text with a full stop in that
 * place, before the slash. Other punctuation (the comma sorts before the hyphen there, after it in
 * code units), letters such as ß, ø or ł, and other scripts order differently, so a text holding
 * any of them is placed by the collator itself. A page whose texts all have keys never builds the
 * collator (20–60 ms in Chromium; the Fighters screen's first rows sort by weight class).
 */
const FAST_KEY = /^[a-z0-9 ./'-]*$/;
const APOSTROPHE_KEY = '.\u007f';

/** A text's sort key, or undefined when only the collator can place it. */
function textSortKey(text: string): string | undefined {
  let base = text.toLowerCase();
  if (!FAST_KEY.test(base)) {
    base = base.normalize('NFD').replace(COMBINING_MARKS, '');
    if (!FAST_KEY.test(base)) return undefined;
  }
  base = base.replaceAll("'", APOSTROPHE_KEY);
  if (!HAS_DIGIT.test(base)) return base;
  if (LONG_DIGIT_RUN.test(base)) return undefined;
  return base.replace(DIGIT_RUN, numericRun);
}

function numericRun(run: string): string {
  const digits = run.replace(/^0+(?=\d)/, '');
  return String(digits.length) + digits;
}

/** Texts handled between two pauses of a ranking done in steps. */
const TEXTS_PER_STEP = 4_096;

/**
 * Each distinct text's rank in collation order, by its index in `distinct`; texts the collator
 * finds equal share a rank. Collating 100,000 distinct names is slow, so a text is placed by a
 * key (lower case, accents folded, digit runs by value) that the built-in sort compares as plain
 * strings; the collator only breaks ties between equal keys (case, accents) and places the few
 * texts a key cannot describe.
 */
export function rankTexts(distinct: readonly string[]): Float64Array {
  const steps = rankTextSteps(distinct);
  let step = steps.next();
  while (!step.done) step = steps.next();
  return step.value;
}

/**
 * `rankTexts` in steps: it pauses (yields) after about every 4,096 texts handled, so work done in
 * idle time can give the thread back (100,000 names took 150–180 ms in one piece).
 */
export function* rankTextSteps(distinct: readonly string[]): Generator<void, Float64Array, void> {
  // "key\0id": keys hold no control characters, so these sort by key, and the id comes back out.
  const entries: string[] = [];
  const others: number[] = [];
  for (let id = 0; id < distinct.length; id++) {
    const key = textSortKey(distinct[id] as string);
    if (key === undefined) others.push(id);
    else entries.push(`${key}\u0000${id}`);
    if (id % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) yield;
  }
  yield* sortAscii(entries);
  // Texts in order, and whether each shares its key with the one before (only then may the two
  // collate equal). A run of equal keys is put in the collator's order.
  let ordered: number[] = new Array<number>(entries.length);
  let sameKey: boolean[] = new Array<boolean>(entries.length);
  let previousKey: string | undefined;
  let runStart = 0;
  const byCollator = (a: number, b: number) =>
    compareText(distinct[a] as string, distinct[b] as string);
  for (let j = 0; j < entries.length; j++) {
    const entry = entries[j] as string;
    const separator = entry.lastIndexOf('\u0000');
    const key = entry.slice(0, separator);
    ordered[j] = Number(entry.slice(separator + 1));
    const same = key === previousKey;
    sameKey[j] = same;
    if (!same) {
      if (j - runStart > 1) sortRun(ordered, runStart, j, byCollator);
      runStart = j;
      previousKey = key;
    }
    if (j % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) yield;
  }
  if (entries.length - runStart > 1) sortRun(ordered, runStart, entries.length, byCollator);
  if (others.length > 0) {
    others.sort(byCollator);
    yield;
    // Each remaining text goes where the collator puts it among the keyed ones.
    const merged: number[] = [];
    let from = 0;
    for (let k = 0; k < others.length; k++) {
      const id = others[k] as number;
      let low = from;
      let high = ordered.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (byCollator(ordered[middle] as number, id) <= 0) low = middle + 1;
        else high = middle;
      }
      for (let i = from; i < low; i++) merged.push(ordered[i] as number);
      merged.push(id);
      from = low;
      if (k % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) yield;
    }
    for (let i = from; i < ordered.length; i++) merged.push(ordered[i] as number);
    ordered = merged;
    // From here on every neighbour is compared by the collator.
    sameKey = ordered.map((_, i) => i > 0);
    yield;
  }
  const rank = new Float64Array(distinct.length);
  let current = 0;
  for (let i = 0; i < ordered.length; i++) {
    const id = ordered[i] as number;
    if (i > 0 && !(sameKey[i] && byCollator(ordered[i - 1] as number, id) === 0)) current = i;
    rank[id] = current;
    if (i % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) yield;
  }
  return rank;
}

/**
 * Sorts ASCII strings by code unit, as `sort()` does, but first splits them by their first two
 * characters: the built-in sort then works on many small buckets, with far fewer comparisons. It
 * pauses (yields) after about every 4,096 strings split into buckets, and again as many placed back
 * (112,000 names split in one piece, with the last of their keys, took 28–43 ms in Node).
 */
function* sortAscii(list: string[]): Generator<void, void, void> {
  if (list.length < TEXTS_PER_STEP) {
    list.sort();
    return;
  }
  const buckets: (string[] | undefined)[] = new Array<string[] | undefined>(128 * 128);
  for (let i = 0; i < list.length; i++) {
    const text = list[i] as string;
    const index = (text.charCodeAt(0) & 127) * 128 + ((text.charCodeAt(1) || 0) & 127);
    const bucket = buckets[index];
    if (bucket === undefined) buckets[index] = [text];
    else bucket.push(text);
    if (i % TEXTS_PER_STEP === TEXTS_PER_STEP - 1) yield;
  }
  yield;
  let next = 0;
  let sinceYield = 0;
  for (const bucket of buckets) {
    if (bucket === undefined) continue;
    if (bucket.length > 1) bucket.sort();
    for (const text of bucket) list[next++] = text;
    sinceYield += bucket.length;
    if (sinceYield >= TEXTS_PER_STEP) {
      sinceYield = 0;
      yield;
    }
  }
}

function sortRun(
  ordered: number[],
  start: number,
  end: number,
  compare: (a: number, b: number) => number,
): void {
  const run = ordered.slice(start, end).sort(compare);
  for (let i = 0; i < run.length; i++) ordered[start + i] = run[i] as number;
}
