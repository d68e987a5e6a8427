// What the chart draws, worked out without it: a thinned line keeps its shape; team names never overlap.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  chartLines,
  chartPoints,
  decimatePoints,
  placeLabels,
} from '../../src/features/football/chart/chart-data.ts';
import { nearestDay, pointsOn, stepDay } from '../../src/features/football/chart/chart-days.ts';

import type { ChartPoint } from '../../src/features/football/chart/chart-data.ts';
import type { HistoryRow } from '../../src/features/football/player/player-history.ts';

function point(t: number, rating: number, peak: number): ChartPoint {
  return { t, series: 0, row: { rating, peak } as unknown as HistoryRow };
}

describe('decimatePoints', () => {
  // 5,000 points with a sine wave, a spike and a running-best peak.
  const points = Array.from({ length: 5000 }, (_, i) => {
    const rating = i === 2345 ? 2000 : 1500 + 100 * Math.sin(i / 50);
    return { i, rating };
  }).map(({ i, rating }, _, all) =>
    point(i, rating, Math.max(...all.slice(0, i + 1).map((p) => p.rating))),
  );

  it('keeps at most a few points per bucket, the ends, the spike and every peak change', () => {
    const thinned = decimatePoints(points, 0, 4999, 200);
    expect(thinned.length).toBeLessThan(points.length / 5);
    expect(thinned[0]).toBe(points[0]);
    expect(thinned.at(-1)).toBe(points.at(-1));
    expect(thinned).toContain(points[2345]);
    const peakChanges = points.filter((p, i) => i > 0 && p.row.peak !== points[i - 1]?.row.peak);
    for (const change of peakChanges) expect(thinned).toContain(change);
    // Date order is kept.
    expect(thinned.map((p) => p.t)).toEqual([...thinned.map((p) => p.t)].sort((a, b) => a - b));
  });

  it('leaves a short line alone', () => {
    const short = points.slice(0, 100);
    expect(decimatePoints(short, 0, 99, 200)).toEqual(short);
  });
});

describe('placeLabels', () => {
  const widthOf = (text: string) => text.length * 7;

  it('never lets two labels in a lane overlap, and thins what does not fit', () => {
    // 40 team changes crowded into 400 px: far more than two lanes can hold.
    const spots = Array.from({ length: 40 }, (_, i) => ({ x: 10 + i * 10, text: `Team ${i}` }));
    const placed = placeLabels(spots, widthOf, 2, 420);
    expect(placed.length).toBeGreaterThan(2);
    expect(placed.length).toBeLessThan(spots.length);
    for (const a of placed) {
      expect(a.start).toBeGreaterThanOrEqual(0);
      expect(a.end).toBeLessThanOrEqual(420);
      for (const b of placed) {
        if (a === b || a.lane !== b.lane) continue;
        expect(a.end <= b.start || b.end <= a.start).toBe(true);
      }
    }
  });

  it('keeps every label when there is room, and turns one at the right edge to the left', () => {
    const placed = placeLabels(
      [
        { x: 0, text: 'Alpha' },
        { x: 200, text: 'Beta' },
        { x: 395, text: 'Gamma' },
      ],
      widthOf,
      2,
      400,
    );
    expect(placed.map((p) => p.lane)).toEqual([0, 0, 0]);
    expect(placed[2]?.end).toBeLessThanOrEqual(395);
  });
});

describe('chartLines', () => {
  const series = (playerId: number, rows: { date: string; rating: number; peak: number }[]) => ({
    playerId: String(playerId),
    name: `Player ${playerId}`,
    colour: '#000',
    rows: rows as unknown as HistoryRow[],
  });
  const a = series(1, [
    { date: '2024-01-01', rating: 1500, peak: 1500 },
    { date: '2024-02-01', rating: 1490, peak: 1500 },
    { date: '2024-03-01', rating: 1520, peak: 1520 },
  ]);
  const b = series(2, [
    { date: '2024-01-15', rating: 1400, peak: 1400 },
    { date: '2024-02-15', rating: 1410, peak: 1410 },
  ]);

  it('draws one line per player from its own points only, and the first player’s numeric peak', () => {
    const points = chartPoints([a, b]);
    const domain = [points[0]?.t ?? 0, points.at(-1)?.t ?? 0] as const;
    const lines = chartLines([a, b], points, 'number', domain, 800);
    expect(lines.map((l) => l.testId)).toEqual(['peak-line', 'rating-line-1', 'rating-line-2']);
    expect(lines[1]?.points.map((p) => p.value)).toEqual([1500, 1490, 1520]);
    expect(lines[2]?.points.map((p) => p.value)).toEqual([1400, 1410]);
    expect(lines[0]?.points.map((p) => p.value)).toEqual([1500, 1500, 1520]);
    expect(lines[0]?.step).toBe(true);
    // No peak line when peaks are flags or absent.
    const flags = chartLines([a, b], points, 'flag', domain, 800);
    expect(flags.map((l) => l.testId)).toEqual(['rating-line-1', 'rating-line-2']);
  });
});

describe('the hovered day', () => {
  const day = (d: string) => Date.UTC(2024, 0, Number(d));
  const rows = (player: number, days: string[]) => ({
    playerId: String(player),
    name: `Player ${player}`,
    colour: '#000',
    rows: days.map((d) => ({
      date: `2024-01-${d}`,
      rating: 1500,
      minutes: 90,
    })) as unknown as HistoryRow[],
  });
  // Player 1 on the 2nd, 5th and 9th; player 2 on the 5th too.
  const points = chartPoints([rows(1, ['02', '05', '09']), rows(2, ['05'])]);

  it('snaps to the nearest day with an appearance, the earlier on a tie', () => {
    expect(nearestDay(points, day('01'))).toBe(day('02'));
    expect(nearestDay(points, day('03'))).toBe(day('02'));
    expect(nearestDay(points, day('04'))).toBe(day('05'));
    expect(nearestDay(points, day('07'))).toBe(day('05'));
    expect(nearestDay(points, day('08'))).toBe(day('09'));
    expect(nearestDay(points, day('30'))).toBe(day('09'));
    expect(nearestDay([], day('05'))).toBeNull();
  });

  it('reads every player’s appearance on that day', () => {
    expect(pointsOn(points, day('05')).map((p) => p.series)).toEqual([0, 1]);
    expect(pointsOn(points, day('02'))).toHaveLength(1);
    expect(pointsOn(points, day('03'))).toEqual([]);
  });

  it('steps day by day with the keys, staying put at either end', () => {
    expect(stepDay(points, null, 'next')).toBe(day('02'));
    expect(stepDay(points, null, 'previous')).toBe(day('09'));
    expect(stepDay(points, day('02'), 'next')).toBe(day('05'));
    // Two appearances on the 5th are one step.
    expect(stepDay(points, day('05'), 'next')).toBe(day('09'));
    expect(stepDay(points, day('09'), 'next')).toBe(day('09'));
    expect(stepDay(points, day('05'), 'previous')).toBe(day('02'));
    expect(stepDay(points, day('02'), 'previous')).toBe(day('02'));
    expect(stepDay(points, day('05'), 'first')).toBe(day('02'));
    expect(stepDay(points, day('05'), 'last')).toBe(day('09'));
    expect(stepDay([], null, 'next')).toBeNull();
  });
});
