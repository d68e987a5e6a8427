// The route loaders: which requests each URL starts as the router enters it, before the screen's
// code has run (each section's loader, run by the app's own route table on a memory router). The
// requests are observed as the demo API (under MSW) receives them, as `hub/view?params`.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type DataRouter } from 'react-router';
import { appRoutes } from '../../src/app/app.tsx';
import { ratingChart } from '../../src/features/football/chart/rating-chart-loader.ts';
import { server, useDemoApi } from '../msw.ts';

useDemoApi();

// No retries: a failed request is answered once, so a test waits for one try only.

const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
let router: DataRouter;

/** Every request the demo API received since the last `requestsFor`, as `hub/view?params`. */
const received: string[] = [];
const VIEWS = '/v1/data/views/';

beforeAll(() => {
  server.events.on('request:start', ({ request }) => {
    const { pathname, search } = new URL(request.url);
    received.push(pathname.startsWith(VIEWS) ? pathname.slice(VIEWS.length) + search : pathname);
  });
});

afterAll(() => {
  server.events.removeAllListeners();
});

beforeAll(() => {
  router = createMemoryRouter(appRoutes(client), { initialEntries: ['/nowhere'] });
});

// The tab's key, where the loaders read it (sessionStorage, as the session keeps it).
beforeEach(() => sessionStorage.setItem('data-views.api-key', 'demo'));

afterEach(() => client.clear());

afterAll(() => router.dispose());

/**
 * Enters each path in turn on the app's route table, waits until every request their loaders
 * started is answered, and returns those requests, sorted. A loader starts its queries before the
 * navigation ends, so isFetching() is above 0 once it has whenever it started anything.
 */
async function requestsFor(...paths: string[]): Promise<string[]> {
  received.length = 0;
  for (const path of paths) await router.navigate(path);
  await vi.waitFor(() => expect(client.isFetching()).toBe(0), { timeout: 30_000 });
  return [...received].sort();
}

const DATES = 'fighter_ratings/available_dates';
const LATEST = 'fighter_ratings/fighters_view';
const LEAGUES = 'football_player_ratings/available_leagues';
const ENG1_PLAYERS = 'football_player_ratings/league_players?app_id=eng.1';
const history = (playerId: number) =>
  `football_player_ratings/player_ratings_history?player_id=${playerId}`;

describe('route loaders', () => {
  it('Fighters: the dates, the latest rows, and by date the chosen date in its class', async () => {
    expect(await requestsFor('/fighters')).toEqual([DATES, LATEST]);
    client.clear();
    // One class: the latest too, for the complete class list to choose from.
    expect(await requestsFor('/fighters?mode=by-date&date=2024-03-01&class=LW')).toEqual([
      DATES,
      'fighter_ratings/fighters_historical_view?date=2024-03-01&weight_class=LW',
      LATEST,
    ]);
    client.clear();
    // Every class: not the latest beside the rows shown (their rows name the classes meanwhile).
    expect(await requestsFor('/fighters?mode=by-date&date=2024-03-01')).toEqual([
      DATES,
      'fighter_ratings/fighters_historical_view?date=2024-03-01',
    ]);
    client.clear();
    // No real date in the URL: the screen takes the newest, once the dates are in.
    expect(await requestsFor('/fighters?mode=by-date&date=2024-02-30')).toEqual([DATES]);
  });

  it('a league: its players and the league list; a player: their history and the valid compared', async () => {
    expect(await requestsFor('/football/leagues/eng.1')).toEqual([LEAGUES, ENG1_PLAYERS]);
    client.clear();
    expect(await requestsFor('/football/players/12?compare=13,abc,12,13')).toEqual([
      history(12),
      history(13),
    ]);
    client.clear();
    // No player id: nothing, while a valid player loaded in the same step is requested.
    expect(await requestsFor('/football/players/not-a-number', '/football/players/14')).toEqual([
      history(14),
    ]);
  });

  it('a league whose app_id holds /, ?, # or %: decoded once, as the screen reads it', async () => {
    const appId = 'a/b?c#d%e';
    expect(await requestsFor(`/football/leagues/${encodeURIComponent(appId)}`)).toContain(
      'football_player_ratings/league_players?app_id=a%2Fb%3Fc%23d%25e',
    );
  });

  it("a player: the chart's code through the screen's own loader, so the screen finds it loaded", async () => {
    expect(await requestsFor('/football/players/12')).toEqual([history(12)]);
    // Not requested by anything but the prefetch: the screen's first pass with the history has the
    // chart's code at hand, instead of a loading state and a second pass.
    await vi.waitFor(() => expect(ratingChart.loaded()?.default).toBeDefined(), {
      timeout: 30_000,
    });
  });

  it('Explorer: only a link that asks to run, and only a request the form would send', async () => {
    const link = '/explorer?hub=football_player_ratings&view=league_players';
    expect(await requestsFor(link)).toEqual([]);
    expect(await requestsFor(`${link}&p.app_id=eng.1`)).toEqual([]);
    // league_players requires app_id.
    expect(await requestsFor(`${link}&run=1`)).toEqual([]);
    expect(await requestsFor(`${link}&p.app_id=eng.1&run=1`)).toEqual([ENG1_PLAYERS]);
  });

  it('asks only once for a query the cache has seen, even one that failed', async () => {
    server.use(
      http.get('*/v1/data/views/fighter_ratings/fighters_view', () =>
        HttpResponse.json({ error: 'not_found', message: 'No such view.' }, { status: 404 }),
      ),
    );
    expect(await requestsFor('/fighters')).toEqual([DATES, LATEST]);
    const statuses = client
      .getQueryCache()
      .findAll()
      .map((query) => query.state.status);
    expect(statuses.sort()).toEqual(['error', 'success']);
    // Again, with a league in the same step: its requests go out, the Fighters ones do not.
    expect(await requestsFor('/fighters', '/football/leagues/eng.1')).toEqual([
      LEAGUES,
      ENG1_PLAYERS,
    ]);
  });
});

describe('which section a URL is in', () => {
  it('a URL in no section starts nothing; a player names the league they came from', async () => {
    expect(
      await requestsFor(
        '/nowhere',
        '/fighterspace',
        '/footballers/players/12',
        '/football/leagues/eng.1',
      ),
    ).toEqual([LEAGUES, ENG1_PLAYERS]);
    client.clear();
    // A player's history, and the league list when the URL names the league the player came from.
    expect(await requestsFor('/football/players/12?league=eng.1')).toEqual([LEAGUES, history(12)]);
  });

  it('reads the Fighters URL as the screen does: an unknown mode is Latest, a class is trimmed', async () => {
    expect(await requestsFor('/fighters?mode=sideways&date=2024-01-05')).toEqual([DATES, LATEST]);
    client.clear();
    expect(await requestsFor('/fighters?mode=by-date&date=2024-01-05&class=%20HW%20')).toEqual([
      DATES,
      'fighter_ratings/fighters_historical_view?date=2024-01-05&weight_class=HW',
      LATEST,
    ]);
  });

  it('without a key, starts nothing', async () => {
    sessionStorage.removeItem('data-views.api-key');
    expect(await requestsFor('/fighters?mode=latest', '/football/leagues/eng.2')).toEqual([]);
  });
});
