// Find a player by name across every league: the index built from each league's list (at most four
// requests at a time), accent- and case-insensitive, from the landing page and the compare box.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

type League = RowOf<'football_player_ratings', 'available_leagues'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;

const LEAGUE_PLAYERS_URL = '*/v1/data/views/football_player_ratings/league_players';
// An invented name with accents, capitals and letters Unicode does not decompose.
const ACCENTED = 'Zoë Ørjansdóttir-Łukać';

let leagues: League[];
let lists: Map<string, LeaguePlayer[]>;

beforeAll(async () => {
  await import('../../src/features/football/football-routes.tsx');
  leagues = demoLeagues();
  lists = new Map();
  for (const league of leagues) {
    const appId = league.app_id as string;
    lists.set(appId, demoLeaguePlayers(appId));
  }
});

function titleOf(appId: string): string {
  return leagues.find((l) => l.app_id === appId)?.app_title as string;
}

/**
 * League lists through the demo API, slowed a little, counting the requests in flight; one player
 * of the last league renamed to an accented name.
 */
function instrumentedLists() {
  const demo = createDemoApiHandler();
  const last = leagues[leagues.length - 1]?.app_id as string;
  const renamed = lists.get(last)?.[0]?.player_id as number;
  const stats = { inFlight: 0, most: 0, requests: 0 };
  server.use(
    http.get(LEAGUE_PLAYERS_URL, async ({ request }) => {
      stats.inFlight += 1;
      stats.requests += 1;
      stats.most = Math.max(stats.most, stats.inFlight);
      await delay(20);
      const response = await demo(request);
      const rows = (await response.json()) as LeaguePlayer[];
      stats.inFlight -= 1;
      return HttpResponse.json(
        rows.map((row) => (row.player_id === renamed ? { ...row, player_name: ACCENTED } : row)),
      );
    }),
  );
  return { stats, renamed, last };
}

describe('Find a player', () => {
  it('finds a player by part of a name without accents or capitals, across every league, and opens them', async () => {
    const { stats, renamed, last } = instrumentedLists();
    const user = userEvent.setup({ delay: null });
    renderAppAt('/football');
    const box = await screen.findByRole('combobox', { name: 'Player name' });
    // The index builds while the page is open, with progress, never more than 4 lists at a time.
    expect(
      await screen.findByRole('progressbar', { name: 'Building the player index' }),
    ).toBeInTheDocument();
    await screen.findByText(/players in 20 leagues\./, {});
    expect(stats.requests).toBe(leagues.length);
    expect(stats.most).toBeLessThanOrEqual(4);
    expect(stats.most).toBeGreaterThan(1);

    await user.type(box, 'zoe ORJANS lukac');
    const option = await screen.findByRole('option', { name: new RegExp(ACCENTED) });
    expect(option).toHaveTextContent(`ID ${renamed}`);
    expect(option).toHaveTextContent(titleOf(last));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe(`/football/players/${renamed}`));
  });

  it('shows every league a player is listed in, with the seasons', async () => {
    // A player listed in two leagues (a transfer), worked out from the lists themselves.
    const where = new Map<number, Set<string>>();
    for (const [appId, rows] of lists) {
      for (const row of rows) {
        const id = row.player_id as number;
        where.set(id, (where.get(id) ?? new Set()).add(appId));
      }
    }
    const [movedId, movedLeagues] = [...where].find(([, set]) => set.size > 1) as [
      number,
      Set<string>,
    ];
    const user = userEvent.setup({ delay: null });
    renderAppAt('/football');
    await screen.findByText(/players in 20 leagues\./, {});
    await user.type(screen.getByRole('combobox', { name: 'Player name' }), String(movedId));
    const option = await screen.findByRole('option', { name: new RegExp(`ID ${movedId}`) });
    for (const appId of movedLeagues) expect(option).toHaveTextContent(titleOf(appId));
    expect(option).toHaveTextContent(/\d{4}\/\d{4}/);
  });

  it('adds a player found by name to the comparison', async () => {
    const first = lists.get(leagues[0]?.app_id as string) as LeaguePlayer[];
    const main = first[0] as LeaguePlayer;
    const other = lists.get(leagues[3]?.app_id as string)?.[5] as LeaguePlayer;
    const user = userEvent.setup({ delay: null });
    renderAppAt(`/football/players/${main.player_id}`);
    const panel = await screen.findByRole('region', { name: 'Compare' });
    const box = within(panel).getByRole('combobox', { name: 'Find a player to compare' });
    await user.type(box, (other.player_name as string).toLowerCase());
    const option = await within(panel).findByRole('option', {
      name: new RegExp(`ID ${other.player_id}`),
    });
    await user.click(option);
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('compare')).toBe(
        `1:${other.player_id}`,
      ),
    );
    expect(
      await within(panel).findByRole('link', { name: other.player_name as string }),
    ).toBeVisible();
  });
});
