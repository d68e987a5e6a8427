// @vitest-environment node
// Reading `YYYY-MM-DD`: exactly the real calendar dates written that way, nothing else, whatever
// the text (the service's date cells may hold anything).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateToTime, isIsoDate } from '../../src/lib/date.ts';

/** The rule, written as plainly as possible: the pattern, then a check against Date itself. */
function plainRule(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return (
    month >= 1 &&
    month <= 12 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

describe('isIsoDate', () => {
  it('accepts exactly the real dates written YYYY-MM-DD', () => {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    const written = fc
      .tuple(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 0, max: 13 }),
        fc.integer({ min: 0, max: 32 }),
      )
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    const text = fc.oneof(
      written,
      fc.string({ maxLength: 12 }),
      written.map((t) => `${t}\n`),
      written.map((t) => t.replace(/\d/, '٣')),
      written.map((t) => ` ${t.slice(1)}`),
    );
    fc.assert(
      fc.property(text, (t) => {
        expect(isIsoDate(t)).toBe(plainRule(t));
        expect(dateToTime(t) !== null).toBe(plainRule(t));
      }),
      { numRuns: 5000 },
    );
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate(null)).toBe(false);
    expect(dateToTime('1970-01-02')).toBe(86_400_000);
  });
});
