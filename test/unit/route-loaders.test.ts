// The route loader: what each section's URL starts downloading before the screen's code runs (each
// section's firstRequests, started through the query cache by runSectionLoader).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { runSectionLoader } from '../../src/app/sections.tsx';
import { firstRequests as fightersFirst } from '../../src/features/fighters/first-requests.ts';
import { ratingChart } from '../../src/features/football/chart/rating-chart-loader.ts';
import { connectionOf } from '../../src/api/key-id.ts';
import { landingSection } from '../../src/routes.ts';

const conn = connectionOf(window.location.origin, 'demo');
let client = new QueryClient();

afterEach(() => {
  client.clear();
  client = new QueryClient();
});

/** The views (and their params) whose requests a loader started, in no particular order. */
function started(): string[] {
  return client
    .getQueryCache()
    .findAll()
    .map((query) => JSON.stringify(query.queryKey.slice(2)))
    .sort();
}

const at = (path: string) => new URL(path, window.location.origin);

/** The route loader for `path`. */
const load = (path: string) => runSectionLoader(client, conn, at(path));

// Each section's loader module arrives on its first use; from then on the loader starts its
// requests at once, which the tests below check synchronously.
beforeAll(async () => {
  for (const path of [
    '/fighters',
    '/football/leagues/eng.1',
    '/explorer?hub=fighter_ratings&view=available_dates&run=1',
  ]) {
    load(path);
    await vi.waitFor(() => expect(started().length).toBeGreaterThan(0));
    client.clear();
  }
});

describe('route loaders', () => {
  it('Fighters: the dates, the latest rows, and by date the chosen date in its class', () => {
    const dates = '["fighter_ratings","available_dates",{}]';
    const latest = '["fighter_ratings","fighters_view",{}]';
    load('/fighters');
    expect(started()).toEqual([dates, latest]);
    client.clear();
    // One class: the latest too, for the complete class list to choose from.
    load('/fighters?mode=by-date&date=2024-03-01&class=LW');
    expect(started()).toEqual([
      dates,
      '["fighter_ratings","fighters_historical_view",{"date":"2024-03-01","weight_class":"LW"}]',
      latest,
    ]);
    client.clear();
    // Every class: not the latest beside the rows shown (their rows name the classes meanwhile).
    load('/fighters?mode=by-date&date=2024-03-01');
    expect(started()).toEqual([
      dates,
      '["fighter_ratings","fighters_historical_view",{"date":"2024-03-01"}]',
    ]);
    client.clear();
    // No real date in the URL: the screen takes the newest, once the dates are in.
    load('/fighters?mode=by-date&date=2024-02-30');
    expect(started()).toEqual([dates]);
  });

  it('a league: its players and the league list; a player: their history and the valid compared', () => {
    load('/football/leagues/eng.1');
    expect(started()).toEqual(
      [
        '["football_player_ratings","available_leagues",{}]',
        '["football_player_ratings","league_players",{"app_id":"eng.1"}]',
      ].sort(),
    );
    client.clear();
    load('/football/players/12?compare=13,abc,12,13');
    expect(started()).toEqual(
      [
        '["football_player_ratings","player_ratings_history",{"player_id":"12"}]',
        '["football_player_ratings","player_ratings_history",{"player_id":"13"}]',
      ].sort(),
    );
    client.clear();
    load('/football/players/not-a-number');
    expect(started()).toEqual([]);
  });

  it('a league whose app_id holds /, ?, # or %: decoded once, as the screen reads it', () => {
    const appId = 'a/b?c#d%e';
    load(`/football/leagues/${encodeURIComponent(appId)}`);
    expect(started()).toContain(
      JSON.stringify(['football_player_ratings', 'league_players', { app_id: appId }]),
    );
  });

  it("a player: the chart's code through the screen's own loader, so the screen finds it loaded", async () => {
    load('/football/players/12');
    // Not requested by anything but the prefetch: the screen's first pass with the history has the
    // chart's code at hand, instead of a loading state and a second pass.
    await vi.waitFor(() => expect(ratingChart.loaded()?.default).toBeDefined(), {
      timeout: 10_000,
    });
  });

  it('Explorer: only a link that asks to run, and only a request the form would send', () => {
    load('/explorer?hub=football_player_ratings&view=league_players');
    expect(started()).toEqual([]);
    // league_players requires app_id.
    load('/explorer?hub=football_player_ratings&view=league_players&run=1');
    expect(started()).toEqual([]);
    load('/explorer?hub=football_player_ratings&view=league_players&p.app_id=eng.1&run=1');
    expect(started()).toEqual(['["football_player_ratings","league_players",{"app_id":"eng.1"}]']);
  });

  it('asks only once for a query the cache has seen, even one that failed', async () => {
    load('/fighters');
    const before = client.getQueryCache().findAll().length;
    await Promise.allSettled(
      client
        .getQueryCache()
        .findAll()
        .map((q) => q.promise),
    );
    load('/fighters');
    expect(client.getQueryCache().findAll()).toHaveLength(before);
    expect(client.isFetching()).toBe(0);
  });
});

describe('runSectionLoader: which section a URL is in', () => {
  it('`/` is Fighters (its requests, as the early script sends them); elsewhere, nothing', () => {
    load('/');
    expect(started()).toEqual(
      ['["fighter_ratings","available_dates",{}]', '["fighter_ratings","fighters_view",{}]'].sort(),
    );
    client.clear();
    for (const path of ['/nowhere', '/fighterspace', '/footballers/players/12']) load(path);
    expect(started()).toEqual([]);
    // A player's history, and the league list when the URL names the league the player came from.
    load('/football/players/12?league=eng.1');
    expect(started()).toEqual(
      [
        '["football_player_ratings","available_leagues",{}]',
        '["football_player_ratings","player_ratings_history",{"player_id":"12"}]',
      ].sort(),
    );
  });
});

describe('firstRequests (pure: the views a URL needs first)', () => {
  const url = (path: string) => new URL(path, 'https://dashboard.example');

  it('Fighters By date of one class: the dates, the latest (for the class list), that date in that class', () => {
    expect(fightersFirst(url('/fighters?mode=by-date&date=2024-01-05&class=LW'))).toEqual([
      { hub: 'fighter_ratings', view: 'available_dates' },
      { hub: 'fighter_ratings', view: 'fighters_view' },
      {
        hub: 'fighter_ratings',
        view: 'fighters_historical_view',
        params: { date: '2024-01-05', weight_class: 'LW' },
      },
    ]);
  });

  it('reads the URL as the screen does: unknown mode is latest, a class is trimmed', () => {
    expect(fightersFirst(url('/fighters?mode=sideways&date=2024-01-05'))).toEqual([
      { hub: 'fighter_ratings', view: 'available_dates' },
      { hub: 'fighter_ratings', view: 'fighters_view' },
    ]);
    expect(fightersFirst(url('/?mode=by-date&date=2024-01-05&class=%20HW%20'))[2]).toEqual({
      hub: 'fighter_ratings',
      view: 'fighters_historical_view',
      params: { date: '2024-01-05', weight_class: 'HW' },
    });
  });

  it("the manifest's landing section is Fighters, whose firstRequests the early script sends", () => {
    expect(landingSection()).toMatchObject({
      path: 'fighters',
      loader: 'src/features/fighters/first-requests.ts',
    });
  });
});
