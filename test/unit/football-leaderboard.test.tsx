// A league's leaderboard against the demo API: each player's figures from their history, at most
// four requests at a time, sortable and filtered, in the URL, and instant the second time.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchView } from '../../src/api/client.ts';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { columnTexts } from '../table-helpers.ts';

useDemoApi();

afterEach(() => {
  server.events.removeAllListeners();
});

type League = RowOf<'football_player_ratings', 'available_leagues'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;
type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

const conn = { origin: '', apiKey: 'demo' };

let league: League;
let seasonRows: LeaguePlayer[];
let season: string;

beforeAll(async () => {
  await import('../../src/features/football/football-routes.tsx');
  const leagues = (await fetchView<League>(conn, 'football_player_ratings', 'available_leagues'))
    .rows;
  // The league with the fewest players in its newest season keeps the test quick.
  let best: { league: League; rows: LeaguePlayer[]; season: string } | null = null;
  for (const l of leagues) {
    const rows = (
      await fetchView<LeaguePlayer>(conn, 'football_player_ratings', 'league_players', {
        app_id: l.app_id as string,
      })
    ).rows;
    const newest = [...new Set(rows.map((r) => r.season as string))].sort().reverse()[0] as string;
    const inSeason = rows.filter((r) => r.season === newest);
    if (!best || inSeason.length < best.rows.length)
      best = { league: l, rows: inSeason, season: newest };
  }
  league = best!.league;
  seasonRows = best!.rows;
  season = best!.season;
});

/** The season's figures for one player, worked out here from the API's rows: July to June. */
async function figures(playerId: number) {
  const rows = (
    await fetchView<Appearance>(conn, 'football_player_ratings', 'player_ratings_history', {
      player_id: playerId,
    })
  ).rows;
  const year = Number(season.slice(0, 4));
  const inSeason = rows
    .filter(
      (r) => (r.date as string) >= `${year}-07-01` && (r.date as string) <= `${year + 1}-06-30`,
    )
    .sort((a, b) => ((a.date as string) < (b.date as string) ? -1 : 1));
  const last = inSeason[inSeason.length - 1] as Appearance;
  return {
    latest: last.rating as number,
    peak: Math.max(...inSeason.map((r) => r.rating as number)),
    appearances: inSeason.length,
    minutes: inSeason.reduce((sum, r) => sum + (r.minutes as number), 0),
    team: last.team_name as string,
  };
}

const PROGRESS = "Loading the players' rating histories";

/** Waits until every history asked for has arrived: the progress bar is gone. */
async function allHistoriesLoaded() {
  await waitFor(
    () => expect(screen.queryByRole('progressbar', { name: PROGRESS })).not.toBeInTheDocument(),
    { timeout: 30_000 },
  );
}

const two = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (n: number) => n.toLocaleString('en-GB');
const ratingOf = (text: string) => Number(text.replace(/,/g, ''));

describe('Football: a league leaderboard', () => {
  it('adds each player’s season figures, best first, at most 4 requests at a time, and keeps them', async () => {
    let inFlight = 0;
    let most = 0;
    let histories = 0;
    server.events.on('request:start', ({ request }) => {
      if (!request.url.includes('player_ratings_history')) return;
      histories += 1;
      inFlight += 1;
      most = Math.max(most, inFlight);
    });
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('player_ratings_history')) inFlight -= 1;
    });
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${encodeURIComponent(league.app_id as string)}`);
    await user.click(
      await screen.findByRole('button', { name: 'Show ratings' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByRole('progressbar', { name: "Loading the players' rating histories" }),
    ).toBeInTheDocument();
    const params = () => new URLSearchParams(window.location.search);
    // The address follows the click once nuqs writes it, a moment later.
    await waitFor(() => expect(params().get('ratings')).toBe('true'));
    expect(params().get('sort')).toBe('-latest_rating');
    await allHistoriesLoaded();
    const distinct = new Set(seasonRows.map((r) => r.player_id)).size;
    expect(histories).toBe(distinct);
    expect(most).toBeLessThanOrEqual(4);

    // Best first by latest rating, and the top player's figures are the API's.
    const table = screen.getByRole('table', { name: /Players of/ });
    const latest = columnTexts(table, 'Latest rating').map(ratingOf);
    expect(latest.length).toBeGreaterThan(5);
    for (let i = 1; i < latest.length; i++)
      expect(latest[i]).toBeLessThanOrEqual(latest[i - 1] as number);
    const topName = columnTexts(table, 'Player')[0] as string;
    const top = seasonRows.find((r) => r.player_name === topName) as LeaguePlayer;
    const expected = await figures(top.player_id as number);
    expect(columnTexts(table, 'Latest rating')[0]).toBe(two(expected.latest));
    expect(columnTexts(table, 'Peak')[0]).toBe(two(expected.peak));
    expect(columnTexts(table, 'Appearances')[0]).toBe(whole(expected.appearances));
    expect(columnTexts(table, 'Minutes')[0]).toBe(whole(expected.minutes));
    expect(columnTexts(table, 'Team')[0]).toBe(expected.team);

    // A minimum of appearances filters, and lives in the URL.
    const apps = columnTexts(table, 'Appearances').map(ratingOf);
    const threshold = Math.max(...apps);
    await user.type(
      screen.getByRole('spinbutton', { name: 'Minimum appearances' }),
      String(threshold),
    );
    await waitFor(() => expect(params().get('min_apps')).toBe(String(threshold)));
    await waitFor(() =>
      expect(columnTexts(table, 'Appearances').every((t) => ratingOf(t) >= threshold)).toBe(true),
    );

    // Hidden and shown again: everything comes from the cache, nothing is asked again.
    const before = histories;
    await user.click(screen.getByRole('button', { name: 'Hide ratings' }));
    expect(
      within(table).queryByRole('columnheader', { name: /Latest rating/ }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show ratings' }));
    expect(
      await within(screen.getByRole('table', { name: /Players of/ })).findAllByRole(
        'columnheader',
        { name: /Latest rating/ },
      ),
    ).toHaveLength(1);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(histories).toBe(before);
  });

  it('stops on Cancel, says how far it got, and loads the rest on request', async () => {
    const user = userEvent.setup();
    renderAppAt(
      `/football/leagues/${encodeURIComponent(league.app_id as string)}?ratings=true&sort=-latest_rating`,
    );
    const progress = await screen.findByRole(
      'progressbar',
      { name: "Loading the players' rating histories" },
      { timeout: 5000 },
    );
    expect(progress).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const stopped = await screen.findByText(/^Stopped after \d+ of \d+ players\./);
    expect(stopped).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    await allHistoriesLoaded();
    expect(screen.queryByText(/^Stopped after/)).not.toBeInTheDocument();
  });
});
