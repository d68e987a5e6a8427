// @vitest-environment node
// Reading a bare JSON array while it arrives: cut into any pieces, it gives the same objects
// JSON.parse would, in order; anything else makes it give up rather than guess.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ArrayStream } from '../../src/api/body/array-stream.ts';

/** Reads `text` cut at `cuts`, with small batches so that many are made. */
function read(text: string, cuts: number[], batchChars = 64) {
  const records: unknown[] = [];
  let batches = 0;
  const stream = new ArrayStream((batch) => {
    batches += 1;
    records.push(...batch);
  }, batchChars);
  let from = 0;
  for (const cut of [...cuts].sort((a, b) => a - b)) {
    stream.push(text.slice(from, Math.max(from, cut)));
    from = Math.max(from, cut);
  }
  stream.push(text.slice(from));
  return { ok: stream.end(), records, batches };
}

const record = fc.dictionary(
  fc.string(),
  fc.oneof(
    fc.string({ unit: 'grapheme' }),
    fc.constantFrom('"', '\\', '\\"', ']', '}', ',', '[{', '\u2028', '🥊'),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.oneof(fc.integer(), fc.string())),
    fc.dictionary(fc.string(), fc.string()),
  ),
  { minKeys: 1 },
);

describe('ArrayStream', () => {
  it('gives the objects of an array cut anywhere, in order, as JSON.parse does', () => {
    fc.assert(
      fc.property(
        fc.array(record, { minLength: 1, maxLength: 30 }),
        fc.constantFrom(0, 1, 2),
        fc.array(fc.nat(), { maxLength: 40 }),
        (rows, indent, cuts) => {
          const text = ` \n${JSON.stringify(rows, null, indent)}\r\n `;
          const { ok, records } = read(
            text,
            cuts.map((c) => c % (text.length + 1)),
          );
          expect(ok).toBe(true);
          expect(records).toEqual(JSON.parse(text));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('parses in batches as the array arrives, not all at the end', () => {
    const rows = Array.from({ length: 200 }, (_, i) => ({ i, name: `row ${i}` }));
    const text = JSON.stringify(rows);
    const records: unknown[] = [];
    const seen: number[] = [];
    const stream = new ArrayStream((batch) => {
      records.push(...batch);
      seen.push(records.length);
    }, 256);
    const piece = Math.ceil(text.length / 10);
    for (let at = 0; at < text.length; at += piece) {
      stream.push(text.slice(at, at + piece));
      // Each piece's complete elements are parsed before the next piece comes.
      if (at + piece < text.length) expect(records.length).toBeGreaterThan(at / 30 - 10);
    }
    expect(stream.end()).toBe(true);
    expect(records).toEqual(rows);
    expect(seen.length).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['not an array', '{"data": [{"a": 1}]}'],
    ['an empty array', '[]'],
    ['a trailing comma', '[{"a": 1},]'],
    ['an empty element', '[{"a": 1},,{"a": 2}]'],
    ['a leading comma', '[ ,{"a": 1}]'],
    ['an element that is not an object', '[{"a": 1}, [1, 2]]'],
    ['a number element', '[1, 2, 3]'],
    ['something after the array', '[{"a": 1}] x'],
    ['a second array', '[{"a": 1}][{"a": 2}]'],
    ['an unclosed array', '[{"a": 1}, {"a": 2}'],
    ['broken JSON inside', '[{"a": 1}, {"a": tru}]'],
    ['a stray closing brace', '[{"a": 1}}]'],
    ['an HTML page', '<!doctype html><p>[{"a": 1}]'],
    ['a space JSON does not allow', '\u00a0[{"a": 1}]'],
  ])('gives up on %s, for the whole parse to decide', (_what, text) => {
    for (const cuts of [[], [1], [3, 7, 11]]) {
      expect(read(text, cuts, 4).ok).toBe(false);
    }
  });
});
