// @vitest-environment node
// The leaderboard's pure scouting helpers: position codes, the age and position filters, the
// position counts and percentiles within a position, with literal rows.
import { describe, expect, it } from 'vitest';
import {
  formatPercentile,
  ofPositions,
  positionCode,
  positionFacet,
  withinAge,
  withPercentile,
} from '../../src/features/football/league/league-scouting.ts';

const row = (position: string | null, latest_rating: number | null, age: number | null = null) => ({
  position,
  position_code: positionCode(position),
  latest_rating,
  age,
});

describe('leaderboard scouting helpers', () => {
  it('codes positions as the usual abbreviations, and keeps an unknown one as written', () => {
    expect(
      ['Goalkeeper', 'Defender', 'midfielder', ' Forward ', 'M', 'FW'].map(positionCode),
    ).toEqual(['GK', 'DF', 'MF', 'FW', 'MF', 'FW']);
    // Codes and words as services write them, any case, with or without accents.
    expect(
      [
        'GK',
        'df',
        'Mid',
        'FWD',
        'Portero',
        'Défenseur',
        'MITTELFELD',
        'Stürmer',
        'Milieu  de terrain',
      ].map(positionCode),
    ).toEqual(['GK', 'DF', 'MF', 'FW', 'GK', 'DF', 'MF', 'FW', 'MF']);
    expect(positionCode('Sweeper')).toBe('Sweeper');
    expect(positionCode('constructor')).toBe('constructor');
    expect(positionCode('  ')).toBeNull();
    expect(positionCode(null)).toBeNull();
  });

  it('keeps rows of a known age under the limit, and of the chosen positions', () => {
    const rows = [row('Midfielder', 1, 20), row('Midfielder', 1, 21), row('Forward', 1, null)];
    // U21 is under 21: 20 is in, 21 is not.
    expect(withinAge(rows, 21)).toEqual([rows[0]]);
    expect(withinAge(rows, null)).toBe(rows);
    expect(ofPositions(rows, ['FW'])).toEqual([rows[2]]);
    expect(ofPositions(rows, [])).toBe(rows);
  });

  it('counts rows per position from the goal out, listing a chosen one no row has', () => {
    const { options, counts } = positionFacet(
      [row('Forward', 1), row('Goalkeeper', 1), row('Forward', 1), row(null, 1)],
      ['DF'],
    );
    expect(options.map((o) => o.label)).toEqual(['Goalkeeper (GK)', 'DF', 'Forward (FW)']);
    expect(Object.fromEntries(counts)).toEqual({ GK: 1, DF: 0, FW: 2 });
  });

  it('gives the share of the same position rated strictly higher, rounded up; ties share it', () => {
    const rows = [
      row('Midfielder', 1500),
      row('Midfielder', 1400),
      row('Midfielder', 1400),
      row('Forward', 1400),
      row('Forward', 1300),
      row('Forward', 1200),
      row('Midfielder', null),
    ];
    const shown = withPercentile(rows, () => '').map((r) => formatPercentile(r.percentile));
    // Midfielders: 0 of 3 higher, 1 of 3 (33.3 → 34) twice; forwards: 0, 1 and 2 of 3.
    expect(shown).toEqual(['Best', 'Top 34 %', 'Top 34 %', 'Best', 'Top 34 %', 'Top 67 %', '—']);
  });
});
