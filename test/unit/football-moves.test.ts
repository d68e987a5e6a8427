// The player page's moves as pure figures: where a team or position change falls, the means either
// side, and the chart's window around a move.
import { describe, expect, it } from 'vitest';
import type { RowOf } from '../../src/api/catalog.ts';
import {
  moveWindow,
  positionMoves,
  shiftMonths,
  teamMoves,
} from '../../src/features/football/player/moves.ts';

type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

function row(date: string | null, team: string | null, rating: number | null): Appearance {
  return { date, team_name: team, rating, position: 'Defender' } as Appearance;
}

describe('Football: a player’s moves', () => {
  it('finds a move past rows without a team, and means over at most 5 rated appearances', () => {
    const rows = [
      row('2024-01-01', 'A', 10),
      row('2024-01-08', 'A', 20),
      row('2024-01-15', '', 30),
      row('2024-01-22', 'A', null),
      row('2024-01-29', 'B', 40),
      row('2024-02-05', null, 50),
      row(null, 'C', 99),
    ];
    expect(teamMoves(rows)).toEqual([
      {
        date: '2024-01-29',
        from: 'A',
        to: 'B',
        before: 20,
        before_count: 3,
        after: 45,
        after_count: 2,
        difference: 25,
      },
    ]);
    // Seven rated before: only the last five count.
    const long = [1, 2, 3, 4, 5, 6, 7].map((r, i) => row(`2024-03-0${i + 1}`, 'A', r));
    const [move] = teamMoves([...long, row('2024-03-09', 'B', 10)]);
    expect(move).toMatchObject({ before: 5, before_count: 5, after: 10, difference: 5 });
  });

  it('lists position changes, ignoring an empty position', () => {
    const rows = [
      { ...row('2024-01-01', 'A', 1), position: 'Defender' },
      { ...row('2024-01-08', 'A', 1), position: ' ' },
      { ...row('2024-01-15', 'A', 1), position: 'Midfielder' },
    ] as Appearance[];
    expect(positionMoves(rows)).toEqual([
      { date: '2024-01-15', from: 'Defender', to: 'Midfielder' },
    ]);
  });

  it('zooms to six months either side, the day kept where the month has it', () => {
    expect(moveWindow('2024-03-15')).toEqual({ from: '2023-09-15', to: '2024-09-15' });
    expect(shiftMonths('2023-08-31', 6)).toBe('2024-02-29');
    expect(shiftMonths('2024-08-31', -6)).toBe('2024-02-29');
    expect(shiftMonths('2024-12-31', 6)).toBe('2025-06-30');
  });
});
