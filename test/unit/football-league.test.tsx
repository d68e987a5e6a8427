// Football leagues as a person uses them, against the demo API through MSW: picker, seasons, search, errors.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { RowOf } from '../../src/api/catalog.ts';
import { createQueryClient } from '../../src/api/query-client.ts';
import { renderAppAt } from '../render-app.tsx';
import { server, useDemoApi } from '../msw.ts';
import { columnTexts, headerText, headers } from '../table-helpers.ts';
import { demoLeaguePlayers, demoLeagues } from './demo-data.ts';

useDemoApi();

// The football screens' code, transformed before the first test: on a busy machine its first
// import outlasts a query's one-second wait, which would fail whichever test came first.
beforeAll(async () => {
  await import('../../src/features/football/football-routes.tsx');
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

type League = RowOf<'football_player_ratings', 'available_leagues'>;
type LeaguePlayer = RowOf<'football_player_ratings', 'league_players'>;

// The expectations come from the demo API's generators, not from the app's own client.
async function leagues(): Promise<League[]> {
  return demoLeagues();
}

async function leaguePlayers(appId: string): Promise<LeaguePlayer[]> {
  return demoLeaguePlayers(appId);
}

/** An independent accent and case fold, so the test does not use the code it checks. */
function plain(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function count(n: number): string {
  return n.toLocaleString('en-GB');
}

function newestSeason(rows: readonly LeaguePlayer[]): string {
  const seasons = [...new Set(rows.map((r) => r.season as string))];
  return seasons.sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))[0] as string;
}

function recordRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    urls.push(new URL(request.url));
  });
  return urls;
}

describe('Football: leagues', () => {
  it('fills the League picker from available_leagues, grouped by country', async () => {
    const expected = await leagues();
    const user = userEvent.setup();
    renderAppAt('/football');
    const picker = await screen.findByRole('combobox', { name: 'League' });
    await user.click(picker);
    const list = screen.getByRole('listbox', { name: 'League' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(expected.length));
    const first = expected[0] as League;
    const group = within(list).getByRole('group', { name: first.country as string });
    const inCountry = expected.filter((l) => l.country === first.country);
    expect(within(group).getAllByRole('option')).toHaveLength(inCountry.length);
    expect(
      within(group).getByRole('option', { name: new RegExp(first.app_title as string) }),
    ).toBeInTheDocument();
  });

  it('choosing a league opens its screen and requests its players by app_id', async () => {
    const all = await leagues();
    const league = all[all.length - 1] as League;
    const requests = recordRequests();
    const user = userEvent.setup();
    renderAppAt('/football');
    const picker = await screen.findByRole('combobox', { name: 'League' });
    // Typed without accents and in capitals: the picker folds both.
    await user.type(picker, plain(league.app_title as string).toUpperCase());
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/football/leagues/${league.app_id as string}`),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: league.app_title as string }),
    ).toBeVisible();
    await waitFor(() =>
      expect(
        requests.some(
          (url) =>
            url.pathname.endsWith('/football_player_ratings/league_players') &&
            url.searchParams.get('app_id') === league.app_id,
        ),
      ).toBe(true),
    );
    expect(await screen.findByRole('table', { name: /Players of/ })).toBeInTheDocument();
  });

  it('lists the newest season by default, and every season or an older one on request', async () => {
    const appId = (await leagues())[0]?.app_id as string;
    const rows = await leaguePlayers(appId);
    const newest = newestSeason(rows);
    const seasons = [...new Set(rows.map((r) => r.season as string))];
    const older = seasons.find((s) => s !== newest) as string;
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${appId}`);

    const newestCount = rows.filter((r) => r.season === newest).length;
    expect(await screen.findByText(`${count(newestCount)} players in ${newest}`)).toBeVisible();
    const select = screen.getByRole('combobox', { name: 'Season' });
    expect(select).toHaveValue(newest);

    await user.selectOptions(select, 'All seasons');
    expect(
      await screen.findByText(`${count(rows.length)} player-season rows in all seasons`),
    ).toBeVisible();
    // The screen follows a choice at once; the URL once nuqs writes it, a moment later.
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('season')).toBe('all'),
    );

    await user.selectOptions(select, older);
    const olderCount = rows.filter((r) => r.season === older).length;
    expect(await screen.findByText(`${count(olderCount)} players in ${older}`)).toBeVisible();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('season')).toBe(older),
    );

    // Once overall: one row per player across the seasons.
    await user.selectOptions(select, 'All seasons');
    await user.click(screen.getByRole('radio', { name: 'Once overall' }));
    const players = new Set(rows.map((r) => r.player_id)).size;
    expect(await screen.findByText(`${count(players)} players in all seasons`)).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /Number of seasons/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('view')).toBe('overall'),
    );

    // The screen as it stands is shared with Copy link, beside Export CSV as on every screen.
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await waitFor(() =>
      expect(new URLSearchParams(window.location.search).get('season')).toBe('all'),
    );
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(String((writeText.mock.calls as unknown as string[][])[0]?.[0])).toContain(
      'view=overall',
    );
  });

  it('before ratings, says how long each player has been in the league, and counts the filters set', async () => {
    // The league with the most players in its newest season: above 400, its ratings wait for a click.
    let big: { appId: string; rows: LeaguePlayer[]; players: number } | null = null;
    for (const l of await leagues()) {
      const rows = await leaguePlayers(l.app_id as string);
      const newest = newestSeason(rows);
      const players = new Set(rows.filter((r) => r.season === newest).map((r) => r.player_id)).size;
      if (!big || players > big.players) big = { appId: l.app_id as string, rows, players };
    }
    const { appId, rows, players } = big!;
    expect(players).toBeGreaterThan(400);
    const newest = newestSeason(rows);
    const inNewest = rows.filter((r) => r.season === newest);
    const first = [...inNewest].sort((a, b) =>
      (a.player_name as string).localeCompare(b.player_name as string, 'en'),
    )[0] as LeaguePlayer;
    const seasons = [
      ...new Set(rows.filter((r) => r.player_id === first.player_id).map((r) => r.season)),
    ].sort((a, b) => (a as string).localeCompare(b as string, 'en', { numeric: true }));
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${appId}`);
    const table = await screen.findByRole('table', { name: /Players of/ });
    expect(await screen.findByRole('button', { name: 'Show ratings' })).toBeInTheDocument();
    // The star and Player, then what the list tells without a history, then Player ID.
    expect(headers(table).map(headerText)).toEqual([
      'Watch',
      'Player',
      'Seasons here',
      'First season',
      'Player ID',
    ]);
    await user.type(
      screen.getByRole('searchbox', { name: 'Search players' }),
      String(first.player_id),
    );
    await waitFor(() => expect(columnTexts(table, 'Player ID')).toEqual([String(first.player_id)]));
    expect(columnTexts(table, 'Seasons here')).toEqual([count(seasons.length)]);
    expect(columnTexts(table, 'First season')).toEqual([seasons[0]]);
    // The phone's Filters button says how many are set: the search, then the season too.
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters \(1\)/);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'All seasons');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Filters/ })).toHaveTextContent(/^Filters \(2\)/),
    );
  });

  it('searches players by name ignoring case and accents, and opens the one chosen', async () => {
    const appId = (await leagues())[0]?.app_id as string;
    const rows = await leaguePlayers(appId);
    const newest = newestSeason(rows);
    const inSeason = rows.filter((r) => r.season === newest);
    // Prefer a name with an accent, so the fold is really tested.
    const target =
      inSeason.find(
        (r) => plain(r.player_name as string) !== (r.player_name as string).toLowerCase(),
      ) ?? (inSeason[0] as LeaguePlayer);
    const name = target.player_name as string;
    const query = plain(name).toUpperCase();
    const matching = inSeason.filter((r) => plain(r.player_name as string).includes(plain(name)));

    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${appId}`);
    const search = await screen.findByRole('searchbox', { name: 'Search players' });
    await screen.findByText(/players in/);
    await user.type(search, query);
    expect(
      await screen.findByText(
        `${count(matching.length)} of ${count(inSeason.length)} players in ${newest} match “${query}”`,
        { selector: 'p' },
      ),
    ).toBeVisible();
    // The URL follows the typing a moment later (its writes are batched).
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('q')).toBe(query));

    const table = screen.getByRole('table', { name: /Players of/ });
    const link = within(table).getAllByRole('link', { name })[0] as HTMLElement;
    // eslint-disable-next-line testing-library/no-node-access -- the row around a link
    const row = link.closest('[role="row"]') as HTMLElement;
    await user.click(within(row).getAllByRole('cell')[1] as HTMLElement);
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/football/players/${target.player_id as number}`),
    );
    expect(new URLSearchParams(window.location.search).get('league')).toBe(appId);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
  });

  it('a search that matches no one says so, and Clear the filters brings every player back', async () => {
    const appId = (await leagues())[0]?.app_id as string;
    const rows = await leaguePlayers(appId);
    const inSeason = rows.filter((r) => r.season === newestSeason(rows));
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${appId}`);
    const search = await screen.findByRole('searchbox', { name: 'Search players' });
    await screen.findByText(/players in/);
    await user.type(search, 'zzzqx');
    expect(await screen.findByText(/No player matches “zzzqx”/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(search).toHaveValue('');
    const table = await screen.findByRole('table', { name: /Players of/ });
    await waitFor(() =>
      expect(within(table).getAllByRole('row').length).toBeGreaterThan(
        Math.min(inSeason.length, 5),
      ),
    );
    // The URL follows once typing would have paused.
    await waitFor(() => expect(new URLSearchParams(window.location.search).has('q')).toBe(false));
  });

  it('says so, with a way out, when the players cannot be loaded', async () => {
    server.use(
      http.get('*/v1/data/views/football_player_ratings/league_players', () =>
        HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }),
      ),
    );
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    const appId = (await leagues())[0]?.app_id as string;
    renderAppAt(`/football/leagues/${appId}`, { queryClient });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The service had a problem answering.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose another league' })).toHaveAttribute(
      'href',
      '/football',
    );
  });

  it('explains an app_id the service does not know', async () => {
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false } });
    renderAppAt('/football/leagues/no-such-league', { queryClient });
    expect(await screen.findByText(/does not know a league with the ID/)).toHaveTextContent(
      'no-such-league',
    );
  });
});
