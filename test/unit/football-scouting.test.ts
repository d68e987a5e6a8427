// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ageAt, formOf, positionOf, FORM_WINDOW } from '../../src/features/football/scouting.ts';
import type { HistoryRow } from '../../src/features/football/player/history-row.ts';

function row(fields: Partial<Record<string, unknown>>): HistoryRow {
  return { date: '2024-01-01', rating: null, position: null, ...fields } as unknown as HistoryRow;
}

describe('formOf', () => {
  it('is the mean of the last five rated appearances minus the mean of all, skipping unrated rows', () => {
    const ratings = [6, 7, 8, null, 6, 7, 9, 8];
    const rows = ratings.map((rating) => row({ rating }));
    const rated = [6, 7, 8, 6, 7, 9, 8];
    const all = rated.reduce((a, b) => a + b, 0) / rated.length;
    const last = rated.slice(-5).reduce((a, b) => a + b, 0) / 5;
    const form = formOf(rows);
    expect(form.value).toBeCloseTo(last - all, 10);
    expect(form.rated).toBe(7);
  });

  it('gives no figure, and says why, with fewer than five rated appearances', () => {
    const form = formOf([7, 8, 'x', 6, 9].map((rating) => row({ rating })));
    expect(form.value).toBeNull();
    expect(form.rated).toBe(FORM_WINDOW - 1);
    expect(form.value === null && form.why).toMatch(/Only 4 rated appearances/);
    const none = formOf([]);
    expect(none.value === null && none.why).toMatch(/No rated appearances/);
  });
});

describe('ageAt', () => {
  it('counts whole years: the day before the birthday and the day of it', () => {
    expect(ageAt('2001-03-03', '2025-03-02')).toBe(23);
    expect(ageAt('2001-03-03', '2025-03-03')).toBe(24);
  });

  it('is null for a missing or unparsable birthday or date', () => {
    expect(ageAt(null, '2025-03-03')).toBeNull();
    expect(ageAt('soon', '2025-03-03')).toBeNull();
    expect(ageAt('2001-02-30', '2025-03-03')).toBeNull();
    expect(ageAt('2001-03-03', null)).toBeNull();
  });
});

describe('positionOf', () => {
  it('is the newest non-empty position', () => {
    expect(
      positionOf([row({ position: 'DF' }), row({ position: 'MF' }), row({ position: ' ' })]),
    ).toBe('MF');
    expect(positionOf([row({})])).toBeNull();
  });
});
