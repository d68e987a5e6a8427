// A leaderboard whose every figure would be a dash says why, and offers the way on (issue 51): a
// service whose histories have no appearance dated in the league's newest season.
import { expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { columnTexts } from '../table-helpers.ts';

useDemoApi();

const PLAYERS = [
  [1, 1480.25],
  [2, 1530.5],
  [3, 1390],
] as const;

it('says no appearance is dated in the season and, on one click, shows the whole history', async () => {
  await import('../../src/features/football/football-routes.tsx');
  server.use(
    http.get('*/v1/data/views/football_player_ratings/league_players', () =>
      HttpResponse.json(
        PLAYERS.map(([id]) => ({
          app_id: 'fixture',
          season: '2025/2026',
          player_id: id,
          player_name: `Player ${id}`,
        })),
      ),
    ),
    // Every appearance is two seasons older than the list says.
    http.get('*/v1/data/views/football_player_ratings/player_ratings_history', ({ request }) => {
      const id = Number(new URL(request.url).searchParams.get('player_id'));
      const [, rating] = PLAYERS.find(([p]) => p === id)!;
      return HttpResponse.json([
        {
          player_id: id,
          player_name: `Player ${id}`,
          position: 'Midfielder',
          team_name: 'Fixture FC',
          date: '2023-09-01',
          minutes: 90,
          rating,
          peak: rating,
        },
      ]);
    }),
  );
  const user = userEvent.setup();
  renderAppAt('/football/leagues/fixture');
  // The status line (the season's name is isolated in it, as service text).
  const noFigures = () =>
    screen
      .queryAllByRole('status')
      .find((el) => el.textContent?.startsWith('No appearance dated in'));
  await waitFor(() => expect(noFigures()).toBeDefined(), { timeout: 10_000 });
  expect(noFigures()).toHaveTextContent(
    'No appearance dated in 2025/2026, so no rating or rank for it.',
  );
  expect(screen.queryByText(/ratings are in/)).not.toBeInTheDocument();
  const table = screen.getByRole('table', { name: /Players of/ });
  expect(columnTexts(table, 'Latest rating')).toEqual(['—', '—', '—']);

  await user.click(screen.getByRole('button', { name: 'Switch to All seasons, once overall' }));
  // Best first, each from the player's whole history.
  await waitFor(
    () => expect(columnTexts(table, 'Latest rating')).toEqual(['1,530.50', '1,480.25', '1,390.00']),
    { timeout: 10_000 },
  );
  expect(columnTexts(table, 'Player')).toEqual(['Player 2', 'Player 1', 'Player 3']);
  expect(noFigures()).toBeUndefined();
  expect(screen.getByText(/^All 3 ratings are in/)).toBeInTheDocument();
});
