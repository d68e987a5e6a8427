// A league's leaderboard against the demo API: each player's figures from their history, without a
// click for a league of modest size, at most four requests at a time, rows that keep their order
// while the histories arrive, a rank, sortable and filtered, in the URL, and instant the second time.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RowOf } from '../../src/api/catalog.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { columnTexts } from '../table-helpers.ts';
import { demoHistory, demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

afterEach(() => {
  server.events.removeAllListeners();
});

type League = RowOf<'football_player_ratings', 'available_leagues'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;
type Appearance = RowOf<'football_player_ratings', 'player_ratings_history'>;

let league: League;
let seasonRows: LeaguePlayer[];
let season: string;
/** The league with the most players in its newest season: too many to load without asking. */
let bigLeague: { league: League; players: number };

beforeAll(async () => {
  await import('../../src/features/football/football-routes.tsx');
  const leagues: League[] = demoLeagues();
  // The league with the fewest players in its newest season keeps the test quick.
  let best: { league: League; rows: LeaguePlayer[]; season: string } | null = null;
  for (const l of leagues) {
    const rows: LeaguePlayer[] = demoLeaguePlayers(l.app_id as string);
    const newest = [...new Set(rows.map((r) => r.season as string))].sort().reverse()[0] as string;
    const inSeason = rows.filter((r) => r.season === newest);
    if (!best || inSeason.length < best.rows.length)
      best = { league: l, rows: inSeason, season: newest };
    const players = new Set(inSeason.map((r) => r.player_id)).size;
    if (!bigLeague || players > bigLeague.players) bigLeague = { league: l, players };
  }
  league = best!.league;
  seasonRows = best!.rows;
  season = best!.season;
});

/** The season's figures for one player, worked out here from the API's rows: July to June. */
async function figures(playerId: number) {
  const rows: Appearance[] = demoHistory(playerId);
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

/** Waits until every history requested has arrived: the progress bar is gone. */
async function allHistoriesLoaded() {
  await waitFor(
    () => expect(screen.queryByRole('progressbar', { name: PROGRESS })).not.toBeInTheDocument(),
    { timeout: 80_000 },
  );
}

const two = (n: number) =>
  n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const whole = (n: number) => n.toLocaleString('en-GB');
const ratingOf = (text: string) => Number(text.replace(/,/g, ''));

// Hundreds of histories through MSW in jsdom: 10–30 s on a busy machine.
describe('Football: a league leaderboard', { timeout: 90_000 }, () => {
  it('shows each player’s season figures without a click, best first and ranked, at most 4 requests at a time, and keeps them', async () => {
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
    // A league this size (the demo's smallest) loads its ratings without being asked.
    expect(seasonRows.length).toBeLessThanOrEqual(400);
    expect(await screen.findByRole('progressbar', { name: PROGRESS })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide ratings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await allHistoriesLoaded();
    const distinct = new Set(seasonRows.map((r) => r.player_id)).size;
    expect(histories).toBe(distinct);
    expect(most).toBeLessThanOrEqual(4);
    // The default needs no parameter: a link to the league opens its leaderboard.
    const params = () => new URLSearchParams(window.location.search);
    expect(params().get('ratings')).toBeNull();
    expect(params().get('sort')).toBeNull();

    // Best first by latest rating, ranked 1, 2, … (ties share a rank), and the top player's
    // figures are the API's.
    const table = screen.getByRole('table', { name: /Players of/ });
    const latest = columnTexts(table, 'Latest rating').map(ratingOf);
    expect(latest.length).toBeGreaterThan(5);
    for (let i = 1; i < latest.length; i++)
      expect(latest[i]).toBeLessThanOrEqual(latest[i - 1] as number);
    const ranks = columnTexts(table, '#').map(Number);
    expect(ranks[0]).toBe(1);
    for (let i = 1; i < ranks.length; i++)
      expect(ranks[i]).toBe(latest[i] === latest[i - 1] ? ranks[i - 1] : i + 1);
    const topName = columnTexts(table, 'Player')[0] as string;
    const top = seasonRows.find((r) => r.player_name === topName) as LeaguePlayer;
    const expected = await figures(top.player_id as number);
    expect(columnTexts(table, 'Latest rating')[0]).toBe(two(expected.latest));
    expect(columnTexts(table, 'Peak')[0]).toBe(two(expected.peak));
    expect(columnTexts(table, 'Appearances')[0]).toBe(whole(expected.appearances));
    expect(columnTexts(table, 'Minutes')[0]).toBe(whole(expected.minutes));
    expect(columnTexts(table, 'Team')[0]).toBe(expected.team);

    // One season of one league: both named once, above the table, not on every row.
    expect(within(table).queryByRole('columnheader', { name: /^Season/ })).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: /^League/ })).not.toBeInTheDocument();
    expect(screen.getByText(`${whole(seasonRows.length)} players in ${season}`)).toBeVisible();
    expect(
      screen.getByRole('heading', { level: 1, name: league.app_title as string }),
    ).toBeVisible();

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

    // Hidden (which the URL keeps) and shown again: everything comes from the cache.
    const before = histories;
    await user.click(screen.getByRole('button', { name: 'Hide ratings' }));
    expect(
      within(table).queryByRole('columnheader', { name: /Latest rating/ }),
    ).not.toBeInTheDocument();
    await waitFor(() => expect(params().get('ratings')).toBe('false'));
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

  it('keeps every row where it is while the histories arrive, and orders them once all are in', async () => {
    renderAppAt(`/football/leagues/${encodeURIComponent(league.app_id as string)}`);
    const table = await screen.findByRole('table', { name: /Players of/ });
    // Every order the reader could see while the progress bar shows, read at each DOM change.
    const seen: string[] = [];
    let filled = 0;
    // What the header and the rank said while the rows were not in that order yet.
    const sortsShown = new Set<string>();
    const ranksShown = new Set<string>();
    const latestHeader = () =>
      within(table)
        .getAllByRole('columnheader')
        .find((h) => h.textContent?.includes('Latest rating'));
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('progressbar', { name: PROGRESS })) return;
      sortsShown.add(latestHeader()?.getAttribute('aria-sort') ?? 'none');
      for (const rank of columnTexts(table, '#')) ranksShown.add(rank);
      const names = columnTexts(table, 'Player');
      if (names.length === 0) return;
      const order = names.join('\n');
      if (seen[seen.length - 1] !== order) seen.push(order);
      filled = Math.max(
        filled,
        columnTexts(table, 'Latest rating').filter((t) => t !== '—').length,
      );
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    await screen.findByRole('progressbar', { name: PROGRESS });
    const players = new Set(seasonRows.map((r) => r.player_id)).size;
    expect(
      screen.getByText(`Ranking when all ${whole(players)} ratings are in.`, { exact: false }),
    ).toBeInTheDocument();
    await allHistoriesLoaded();
    observer.disconnect();
    // No arrow the rows contradict, no rank that reads as "none", while they arrived.
    expect([...sortsShown]).toEqual(['none']);
    expect(ranksShown.has('—')).toBe(false);
    // Once all are in: ordered, and the header and the caption say so.
    expect(latestHeader()).toHaveAttribute('aria-sort', 'descending');
    expect(
      screen.getByText(`# is the rank by latest rating in ${season}.`, { exact: false }),
    ).toBeInTheDocument();
    // Figures arrived row by row on screen, and the rows stayed put all along.
    expect(filled).toBeGreaterThan(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(new Set(seen).size).toBe(1);
    // Then ordered once, best first.
    const latest = columnTexts(table, 'Latest rating').map(ratingOf);
    for (let i = 1; i < latest.length; i++)
      expect(latest[i]).toBeLessThanOrEqual(latest[i - 1] as number);
  });

  it('asks before loading the histories of a large league, then loads them', async () => {
    let histories = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('player_ratings_history')) histories += 1;
    });
    const user = userEvent.setup();
    expect(bigLeague.players).toBeGreaterThan(400);
    renderAppAt(`/football/leagues/${encodeURIComponent(bigLeague.league.app_id as string)}`);
    await screen.findByRole('table', { name: /Players of/ });
    expect(
      screen.getByText(
        new RegExp(`^Show ratings to load the ${whole(bigLeague.players)} players’ ratings`),
      ),
    ).toBeVisible();
    // Long enough for a start after the first paint, had there been one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(histories).toBe(0);
    const show = screen.getByRole('button', { name: 'Show ratings' });
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);
    expect(await screen.findByRole('progressbar', { name: PROGRESS })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('ratings')).toBe('true'),
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(histories).toBeGreaterThan(0);
  });

  it('loads the histories of a large league at once when the URL filters by age or position, which need them', async () => {
    const user = userEvent.setup();
    renderAppAt(
      `/football/leagues/${encodeURIComponent(bigLeague.league.app_id as string)}?max_age=21`,
    );
    expect(await screen.findByRole('progressbar', { name: PROGRESS })).toBeInTheDocument();
    expect(screen.getByText(/^Ranking and filtering by age when all/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide ratings' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
  });

  it('stops on Cancel, says how far it got, and loads the rest on request', async () => {
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${encodeURIComponent(league.app_id as string)}`);
    const progress = await screen.findByRole('progressbar', { name: PROGRESS });
    expect(progress).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const stopped = await screen.findByText(/^Stopped after \d+ of \d+ players\./);
    expect(stopped).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Load the rest' }));
    await allHistoriesLoaded();
    expect(screen.queryByText(/^Stopped after/)).not.toBeInTheDocument();
  });
});
