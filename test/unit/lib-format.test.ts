// @vitest-environment node
// Number, date, size and duration formatting: fixed locale, nulls as an em dash, no time-zone shifts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CELL,
  formatBytes,
  changeDirection,
  formatCell,
  formatChange,
  formatDate,
  formatDuration,
  formatNumber,
  isNumericType,
} from '../../src/lib/format.ts';

describe('formatNumber', () => {
  it('writes what Intl.NumberFormat en-GB writes, without building one', () => {
    const value = fc.oneof(
      fc.double({ noNaN: true }),
      fc.integer({ min: -1e9, max: 1e9 }).map((n) => n / 1000),
      fc.integer({ min: -1e6, max: 1e6 }).map((n) => n + 0.5),
      fc.constantFrom(0, -0, 0.005, 1.005, -1.005, 2.5, -2.5, 999.995, 1e21, 9.99e20, -1e-7),
    );
    const digits = fc.integer({ min: 0, max: 20 });
    fc.assert(
      fc.property(value, digits, digits, (v, a, b) => {
        const [minimumFractionDigits, maximumFractionDigits] = a <= b ? [a, b] : [b, a];
        const intl = new Intl.NumberFormat('en-GB', {
          minimumFractionDigits,
          maximumFractionDigits,
        });
        expect(formatNumber(v, { minimumFractionDigits, maximumFractionDigits })).toBe(
          intl.format(v),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('groups thousands and limits decimals', () => {
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatNumber(1523.456)).toBe('1,523.46');
    expect(formatNumber(1523.456, { maximumFractionDigits: 0 })).toBe('1,523');
    expect(formatNumber(12, { minimumFractionDigits: 1, maximumFractionDigits: 2 })).toBe('12.0');
    expect(formatNumber(-0.5, { maximumFractionDigits: 1 })).toBe('-0.5');
  });

  it('shows NaN as missing', () => {
    expect(formatNumber(Number.NaN)).toBe(EMPTY_CELL);
  });
});

describe('formatCell', () => {
  it('shows null and undefined as an em dash, never zero', () => {
    expect(formatCell(null)).toBe('—');
    expect(formatCell(undefined, 'number')).toBe('—');
  });

  it('shows flags as Yes / No', () => {
    expect(formatCell(true)).toBe('Yes');
    expect(formatCell(false, 'number-or-flag')).toBe('No');
  });

  it('formats integers and ratings', () => {
    expect(formatCell(12345, 'integer')).toBe('12,345');
    expect(formatCell(1523.456, 'number')).toBe('1,523.46');
    expect(formatCell(1500, 'number')).toBe('1,500.00');
    expect(formatCell(2178.1, 'number')).toBe('2,178.10');
    expect(formatCell(87.25, 'number-or-flag')).toBe('87.25');
    expect(formatCell(7)).toBe('7');
  });

  it('formats dates and leaves other text alone', () => {
    expect(formatCell('2024-03-01', 'date')).toBe('1 Mar 2024');
    expect(formatCell('2024-03-01', 'string')).toBe('2024-03-01');
    expect(formatCell('José Aldo')).toBe('José Aldo');
  });
});

describe('formatDate', () => {
  it('reads YYYY-MM-DD by its parts, so no time zone moves the day', () => {
    expect(formatDate('2024-03-01')).toBe('1 Mar 2024');
    expect(formatDate('2023-12-31')).toBe('31 Dec 2023');
    expect(formatDate('2000-01-01')).toBe('1 Jan 2000');
  });

  it('returns anything that is not a real date unchanged', () => {
    expect(formatDate('2024-02-31')).toBe('2024-02-31');
    expect(formatDate('yesterday')).toBe('yesterday');
    expect(formatDate('')).toBe('');
  });
});

describe('formatBytes and formatDuration', () => {
  it('formats sizes', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(-1)).toBe('—');
  });

  it('formats durations', () => {
    expect(formatDuration(350)).toBe('350 ms');
    expect(formatDuration(1200)).toBe('1.2 s');
    expect(formatDuration(125_000)).toBe('2 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
    expect(formatDuration(3_720_000)).toBe('1 h 2 min');
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('isNumericType', () => {
  it('marks number columns for right alignment', () => {
    expect(isNumericType('integer')).toBe(true);
    expect(isNumericType('number')).toBe(true);
    expect(isNumericType('number-or-flag')).toBe(true);
    expect(isNumericType('string')).toBe(false);
    expect(isNumericType('date')).toBe(false);
    expect(isNumericType(undefined)).toBe(false);
  });
});

describe('identifier columns', () => {
  it('shows an id as written, without thousands separators', () => {
    expect(formatCell(100001, 'id')).toBe('100001');
    expect(formatCell(100001, 'integer')).toBe('100,001');
    expect(formatCell(null, 'id')).toBe('—');
  });
});

describe('month names', () => {
  it('writes every month with three letters', () => {
    expect(formatDate('2026-09-01')).toBe('1 Sep 2026');
    expect(formatDate('2024-12-31')).toBe('31 Dec 2024');
  });
});

describe('formatChange', () => {
  const MINUS = '\u2212';

  it('signs every change with "+" or the minus sign U+2212, never a hyphen', () => {
    expect(formatChange(35.4)).toBe('+35.40');
    expect(formatChange(-24.8)).toBe(`${MINUS}24.80`);
    expect(formatChange(-24.8)).not.toContain('-');
    expect(formatChange(276.5, { digits: 1 })).toBe('+276.5');
    expect(formatChange(-144.8, { digits: 1 })).toBe(`${MINUS}144.8`);
  });

  it('groups thousands and rounds half away from zero to a fixed number of decimals', () => {
    expect(formatChange(1234.5)).toBe('+1,234.50');
    expect(formatChange(-1234.567)).toBe(`${MINUS}1,234.57`);
    expect(formatChange(0.125)).toBe('+0.13');
    expect(formatChange(-0.125)).toBe(`${MINUS}0.13`);
    expect(formatChange(7, { digits: 0 })).toBe('+7');
  });

  it('gives no sign to nothing, or to what rounds to nothing', () => {
    expect(formatChange(0)).toBe('0.00');
    expect(formatChange(-0)).toBe('0.00');
    expect(formatChange(0.004)).toBe('0.00');
    expect(formatChange(-0.004)).toBe('0.00');
    expect(changeDirection(-0.004)).toBe('none');
    expect(changeDirection(0.005)).toBe('up');
    expect(changeDirection(-3)).toBe('down');
  });

  it('shows null, undefined, text that is no number and infinities as the empty cell', () => {
    for (const value of [null, undefined, '', '  ', 'abc', true, Number.NaN, Infinity])
      expect(formatChange(value as never)).toBe(EMPTY_CELL);
    expect(changeDirection(null)).toBe('none');
  });

  it('reads numbers written as text, with a hyphen or a minus sign', () => {
    expect(formatChange('35.4')).toBe('+35.40');
    expect(formatChange(' -24.8 ')).toBe(`${MINUS}24.80`);
    expect(formatChange(`${MINUS}24.8`)).toBe(`${MINUS}24.80`);
    expect(changeDirection('-1')).toBe('down');
  });
});
