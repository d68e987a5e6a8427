// @vitest-environment node
// The division history's figures from small literal fixtures: lines of the bump chart, reigns and
// their runs (a date not loaded breaks a run), depth, and the span of dates.
import { describe, expect, it } from 'vitest';
import {
  bumpLines,
  depth,
  reigns,
  selectTop,
  spanDates,
  type DateTop,
} from '../../src/features/fighters/history/history-data.ts';
import type { FighterRow } from '../../src/features/fighters/data/fighter-data.ts';

const day = (...rows: [string, number, number | null][]): DateTop => ({
  rows: rows.map(([name, rank, points]) => ({ name, rank, points })),
  className: 'Lightweight',
  count: rows.length,
});

const DATES = ['2020-01-01', '2020-02-01', '2020-03-01', '2020-04-01', '2020-05-01'];
const TOPS: (DateTop | undefined)[] = [
  day(['Ann', 1, 300], ['Bea', 2, 200], ['Cy', 3, 100]),
  day(['Bea', 1, 310], ['Ann', 2, 250], ['Cy', 3, 90]),
  day(['Ann', 1, 320], ['Cy', 2, 220], ['Dee', 3, 80]),
  undefined,
  day(['Ann', 1, 330], ['Dee', 2, 230], ['Bea', 3, 130]),
];

describe('division history figures', () => {
  it('draws one line per fighter in the top N at any date, with their rank at each', () => {
    const lines = bumpLines(TOPS, 2, 'LW');
    expect(lines.map((l) => [l.name, l.ranks, l.best, l.dates])).toEqual([
      ['Ann', [1, 2, 1, null, 1], 1, 4],
      ['Bea', [2, 1, null, null, null], 1, 2],
      ['Cy', [null, null, 2, null, null], 2, 1],
      ['Dee', [null, null, null, null, 2], 2, 1],
    ]);
    expect(bumpLines(TOPS, 3, 'LW')).toHaveLength(4);
  });

  it('counts reigns at #1, their first and last dates and the longest unbroken run', () => {
    expect(reigns(DATES, TOPS)).toEqual([
      // Ann: 1 Jan, 1 Mar, 1 May; April is not loaded, so no two of them are consecutive.
      { name: 'Ann', dates: 3, first: '2020-01-01', last: '2020-05-01', longest: 1 },
      { name: 'Bea', dates: 1, first: '2020-02-01', last: '2020-02-01', longest: 1 },
    ]);
    const all = [...TOPS];
    all[3] = day(['Ann', 1, 325]);
    expect(reigns(DATES, all)[0]).toEqual({
      name: 'Ann',
      dates: 4,
      first: '2020-01-01',
      last: '2020-05-01',
      longest: 3,
    });
  });

  it('gives the mean points of the top N and the gap from #1 to #N per loaded date', () => {
    expect(depth(DATES, TOPS, 3)).toEqual([
      { date: '2020-01-01', mean: 200, gap: 200 },
      { date: '2020-02-01', mean: 650 / 3, gap: 220 },
      { date: '2020-03-01', mean: 620 / 3, gap: 240 },
      { date: '2020-05-01', mean: 230, gap: 200 },
    ]);
    // Fewer than N fighters: no #N, so no gap; points missing are left out of the mean.
    expect(depth(['2020-01-01'], [day(['Ann', 1, 10], ['Bea', 2, null])], 5)).toEqual([
      { date: '2020-01-01', mean: 10, gap: null },
    ]);
  });

  it('keeps ranks 1 to 25 of a response, best first, whatever the order sent', () => {
    const row = (name: string, rank: number | null): FighterRow =>
      ({ name, rank, points: rank, weight_class_name: 'Lightweight' }) as unknown as FighterRow;
    const top = selectTop({
      rows: [row('C', 3), row('A', 1), row('X', 26), row('N', null), row('B', 2)],
    });
    expect(top.rows.map((r) => r.name)).toEqual(['A', 'B', 'C']);
    expect(top.count).toBe(5);
    expect(top.className).toBe('Lightweight');
  });

  it('takes the span from the published dates (newest first), oldest first, ends either way', () => {
    const published = [...DATES].reverse();
    expect(spanDates(published, null, null)).toEqual(DATES);
    expect(spanDates(published, '2020-02-01', '2020-04-01')).toEqual(DATES.slice(1, 4));
    expect(spanDates(published, '2020-04-01', '2020-02-01')).toEqual(DATES.slice(1, 4));
  });
});
