// The route loaders: what each screen's URL starts downloading before the screen's code runs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { prefetchExplorer } from '../../src/features/explorer/explorer-prefetch.ts';
import { prefetchFighters } from '../../src/features/fighters/fighters-prefetch.ts';
import { prefetchFootball } from '../../src/features/football/football-prefetch.ts';
import { ratingChart } from '../../src/features/football/rating-chart-loader.ts';
import { connectionOf } from '../../src/api/key-id.ts';

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

describe('route loaders', () => {
  it('Fighters: the dates, the latest rows, and by date the chosen date in its class', () => {
    const dates = '["fighter_ratings","available_dates",{}]';
    const latest = '["fighter_ratings","fighters_view",{}]';
    prefetchFighters(client, conn, at('/fighters'));
    expect(started()).toEqual([dates, latest]);
    client.clear();
    // One class: the latest too, for the complete class list to choose from.
    prefetchFighters(client, conn, at('/fighters?mode=by-date&date=2024-03-01&class=LW'));
    expect(started()).toEqual([
      dates,
      '["fighter_ratings","fighters_historical_view",{"date":"2024-03-01","weight_class":"LW"}]',
      latest,
    ]);
    client.clear();
    // Every class: not the latest beside the rows shown (their rows name the classes meanwhile).
    prefetchFighters(client, conn, at('/fighters?mode=by-date&date=2024-03-01'));
    expect(started()).toEqual([
      dates,
      '["fighter_ratings","fighters_historical_view",{"date":"2024-03-01"}]',
    ]);
    client.clear();
    // No real date in the address: the screen takes the newest, once the dates are in.
    prefetchFighters(client, conn, at('/fighters?mode=by-date&date=2024-02-30'));
    expect(started()).toEqual([dates]);
  });

  it('a league: its players and the league list; a player: their history and the valid compared', () => {
    prefetchFootball(client, conn, at('/football/leagues/eng.1'));
    expect(started()).toEqual(
      [
        '["football_player_ratings","available_leagues",{}]',
        '["football_player_ratings","league_players",{"app_id":"eng.1"}]',
      ].sort(),
    );
    client.clear();
    prefetchFootball(client, conn, at('/football/players/12?compare=13,abc,12,13'));
    expect(started()).toEqual(
      [
        '["football_player_ratings","player_ratings_history",{"player_id":"12"}]',
        '["football_player_ratings","player_ratings_history",{"player_id":"13"}]',
      ].sort(),
    );
    client.clear();
    prefetchFootball(client, conn, at('/football/players/not-a-number'));
    expect(started()).toEqual([]);
  });

  it('a league whose app_id holds /, ?, # or %: decoded once, as the screen reads it', () => {
    const appId = 'a/b?c#d%e';
    prefetchFootball(client, conn, at(`/football/leagues/${encodeURIComponent(appId)}`));
    expect(started()).toContain(
      JSON.stringify(['football_player_ratings', 'league_players', { app_id: appId }]),
    );
  });

  it("a player: the chart's code through the screen's own loader, so the screen finds it loaded", async () => {
    prefetchFootball(client, conn, at('/football/players/12'));
    // Not asked for by anything but the prefetch: the screen's first pass with the history has the
    // chart's code at hand, instead of a loading state and a second pass.
    await vi.waitFor(() => expect(ratingChart.loaded()?.default).toBeDefined(), {
      timeout: 10_000,
    });
  });

  it('Explorer: only a link that asks to run, and only a request the form would send', () => {
    prefetchExplorer(client, conn, at('/explorer?hub=football_player_ratings&view=league_players'));
    expect(started()).toEqual([]);
    // league_players requires app_id.
    prefetchExplorer(
      client,
      conn,
      at('/explorer?hub=football_player_ratings&view=league_players&run=1'),
    );
    expect(started()).toEqual([]);
    prefetchExplorer(
      client,
      conn,
      at('/explorer?hub=football_player_ratings&view=league_players&p.app_id=eng.1&run=1'),
    );
    expect(started()).toEqual(['["football_player_ratings","league_players",{"app_id":"eng.1"}]']);
  });

  it('asks only once for a query the cache has seen, even one that failed', async () => {
    prefetchFighters(client, conn, at('/fighters'));
    const before = client.getQueryCache().findAll().length;
    await Promise.allSettled(
      client
        .getQueryCache()
        .findAll()
        .map((q) => q.promise),
    );
    prefetchFighters(client, conn, at('/fighters'));
    expect(client.getQueryCache().findAll()).toHaveLength(before);
    expect(client.isFetching()).toBe(0);
  });
});

describe('runSectionLoader (what the entry starts before the first render)', () => {
  it('runs the loader of the section the URL is in, and nothing elsewhere', async () => {
    const { runSectionLoader } = await import('../../src/app/app-routes.tsx');
    runSectionLoader(client, conn, at('/fighters'));
    expect(started()).toEqual(
      ['["fighter_ratings","available_dates",{}]', '["fighter_ratings","fighters_view",{}]'].sort(),
    );
    client.clear();
    // `/` leads to Fighters: its requests start at once, as the first script's do.
    runSectionLoader(client, conn, at('/'));
    expect(started()).toEqual(
      ['["fighter_ratings","available_dates",{}]', '["fighter_ratings","fighters_view",{}]'].sort(),
    );
    client.clear();
    runSectionLoader(client, conn, at('/nowhere'));
    expect(started()).toEqual([]);
    // A player's history starts at once, as Fighters' rows do: the chart waits on it.
    runSectionLoader(client, conn, at('/football/players/12'));
    expect(started()).toEqual([
      '["football_player_ratings","player_ratings_history",{"player_id":"12"}]',
    ]);
    client.clear();
    // A deferred section's loader arrives with its own small module.
    runSectionLoader(client, conn, at('/explorer?hub=fighter_ratings&view=available_dates&run=1'));
    await expect.poll(started).toEqual(['["fighter_ratings","available_dates",{}]']);
  });
});
