// A service that echoes the bearer key inside its data (a name, a team, a league title, a country, a
// column's name, a header): the key shows on no screen, in no URL, storage, cached response, CSV,
// SVG or Watchlist file; each such text reads `[key removed]`. The rows are the demo API's, with the
// key put into them on the way (the demo API accepts only KEY here).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { QueryClient } from '@tanstack/react-query';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { resetWatchlistForTests, WATCHLIST_KEY } from '../../src/lib/watchlist.ts';
import { captureDownloads } from '../download-helpers.ts';
import { rankingsTable } from '../table-helpers.ts';
import { renderAppAt } from '../render-app.tsx';
import { readSvg } from '../svg-file.ts';
import { server, useDemoApi } from '../msw.ts';
import {
  demoDates,
  demoHistory,
  demoLatestFighters,
  demoLeaguePlayers,
  demoLeagues,
} from './demo-data.ts';

const KEY = 'sk_live_Q7x2Kz9w';
const REMOVED = '[key removed]';

useDemoApi({ apiKey: KEY });
const handle = createDemoApiHandler({ apiKey: KEY });

beforeAll(async () => {
  await Promise.all([
    import('../../src/features/fighters/fighters-routes.tsx'),
    import('../../src/features/fighters/panel/fighter-panel.tsx'),
    import('../../src/features/fighters/history/fighters-history.tsx'),
    import('../../src/features/football/football-routes.tsx'),
    import('../../src/features/watchlist/watchlist-routes.tsx'),
    import('../../src/features/explorer/explorer-routes.tsx'),
    import('../../src/components/watch-star.tsx'),
    import('../../src/components/chart-download.tsx'),
    import('../../src/lib/chart-image.ts'),
  ]);
});

beforeEach(() => {
  localStorage.clear();
  resetWatchlistForTests();
});

afterEach(() => {
  vi.restoreAllMocks();
});

type Rows = Record<string, unknown>[];

/** The demo API's answer for a view, changed by `change` before it is sent. */
function tamper(
  hub: string,
  view: string,
  change: (rows: Rows, url: URL) => void,
  init: { headers?: Record<string, string>; statusText?: string } = {},
): void {
  server.use(
    http.get(`*/v1/data/views/${hub}/${view}`, async ({ request }) => {
      const answer = await handle(request);
      if (!answer.ok) return answer;
      const rows = (await answer.json()) as Rows;
      change(rows, new URL(request.url));
      return HttpResponse.json(rows, init);
    }),
  );
}

/** The app at `path`, signed in with KEY. */
function renderAt(path: string) {
  return renderAppAt(path, { key: KEY });
}

/** The key is in none of the places a page can put a text: DOM, URL, storage, the query cache. */
function expectKeyNowhere(queryClient: QueryClient): void {
  expect(document.body.innerHTML).not.toContain(KEY);
  expect(document.title).not.toContain(KEY);
  expect(decodeURIComponent(window.location.href)).not.toContain(KEY);
  for (let i = 0; i < localStorage.length; i++) {
    expect(localStorage.getItem(localStorage.key(i) ?? '')).not.toContain(KEY);
  }
  for (let i = 0; i < sessionStorage.length; i++) {
    const name = sessionStorage.key(i) ?? '';
    if (name !== 'data-views.api-key') expect(sessionStorage.getItem(name)).not.toContain(KEY);
  }
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as
      | { rows?: unknown; columns?: unknown; headers?: unknown; statusText?: unknown }
      | unknown[]
      | null
      | undefined;
    // What was sent as it was sent (the body's text, the status line, the headers) is kept for
    // the Explorer, which removes the key where it shows them (checked in the DOM above).
    const kept = Array.isArray(data) ? data : data && { rows: data.rows, columns: data.columns };
    expect(JSON.stringify(kept ?? null)).not.toContain(KEY);
  }
}

/** The first fighters of the Flyweight class in the latest ratings, from the generators. */
function flyweights(): Rows {
  return demoLatestFighters().filter((f) => f.weight_class_code === 'FLY');
}

describe('the key in a fighter’s name and country', () => {
  it('is removed on the Fighters list, in its links, the star’s storage and the CSV', async () => {
    const [first, second, third] = flyweights() as [Rows[0], Rows[0], Rows[0]];
    tamper('fighter_ratings', 'fighters_view', (rows) => {
      for (const row of rows) {
        if (row.name === first.name) row.name = KEY;
        if (row.name === second.name) row.name = `Madro ${KEY}`;
        if (row.name === third.name) row.home_country = `${KEY}land`;
      }
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { queryClient } = renderAt('/fighters?class=FLY');
    const table = await screen.findByRole('table', { name: /^Fighter rankings/ });
    await within(table).findByRole('link', { name: third.name as string });
    expect(within(table).getAllByRole('link', { name: REMOVED })).toHaveLength(2);
    expectKeyNowhere(queryClient);

    // In the sortable table that replaces the preview (a star found in the preview is detached).
    const sortable = await rankingsTable();
    const star = (await within(sortable).findAllByRole('button', { name: `Watch ${REMOVED}` }))[0];
    await user.click(star as HTMLElement);
    await waitFor(() => expect(localStorage.getItem(WATCHLIST_KEY)).toContain(REMOVED));

    await user.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const csv = await downloads.lastText();
    expect(csv).toContain(REMOVED);
    expect(csv).toContain(third.name as string);
    expect(csv).not.toContain(KEY);
    expect(downloads.lastName()).not.toContain(KEY);

    const link = within(table).getAllByRole('link', { name: REMOVED })[0] as HTMLElement;
    expect(link.getAttribute('href')).toMatch(
      new RegExp(
        `^/fighters/fighter/FLY/${encodeURIComponent(REMOVED).replace(/[[\]%]/g, '\\$&')}(\\?|$)`,
      ),
    );
    expectKeyNowhere(queryClient);
  });
});

describe('the key in a weight class’s name', () => {
  const renameClass = (rows: Rows) => {
    for (const row of rows) if (row.weight_class_code === 'FLY') row.weight_class_name = KEY;
  };

  it('is removed on the fighter’s page', async () => {
    const name = flyweights()[0]?.name as string;
    tamper('fighter_ratings', 'fighters_view', renameClass);
    tamper('fighter_ratings', 'fighters_historical_view', renameClass);
    const { queryClient } = renderAt(`/fighters/fighter/FLY/${encodeURIComponent(name)}`);
    await screen.findAllByRole('button', { name: `Watch ${name}` });
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent(REMOVED));
    expectKeyNowhere(queryClient);
  });

  it('is removed from the division history’s SVG, its title and its file name', async () => {
    const span = demoDates().sort().slice(-4);
    const [from, to] = [span[0] as string, span.at(-1) as string];
    tamper('fighter_ratings', 'fighters_view', renameClass);
    tamper('fighter_ratings', 'fighters_historical_view', renameClass);
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { queryClient } = renderAt(`/fighters/history?class=FLY&top=5&from=${from}&to=${to}`);
    const menus = await screen.findAllByRole('button', { name: 'Download chart' });
    await user.click(menus[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
    const text = await downloads.lastText();
    expect(readSvg(text).words).toContain(`top 5 of \u2068${REMOVED}\u2069`);
    expect(downloads.lastName()).toBe(`key-removed-ranks-${from}-to-${to}.svg`);
    expect(text).not.toContain(KEY);
    expect(text.toLowerCase()).not.toContain(KEY.toLowerCase());
    expectKeyNowhere(queryClient);
  });
});

describe('the key in a league’s title and country, and in a player’s name', () => {
  it('is removed on the league’s screen and in its CSV', async () => {
    const appId = demoLeagues()[0]?.app_id as string;
    const otherId = demoLeaguePlayers(appId)[1]?.player_id;
    tamper('football_player_ratings', 'available_leagues', (rows) => {
      for (const row of rows) {
        if (row.app_id === appId) {
          row.app_title = KEY;
          row.country = `${KEY} Isles`;
        }
      }
    });
    tamper('football_player_ratings', 'league_players', (rows) => {
      for (const row of rows) if (row.player_id === otherId) row.player_name = `Al ${KEY}`;
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { queryClient } = renderAt(`/football/leagues/${appId}`);
    expect(await screen.findByRole('heading', { level: 1, name: REMOVED })).toBeVisible();
    const table = await screen.findByRole('table', { name: /Players of/ });
    await waitFor(() => expect(table).toHaveTextContent(REMOVED));
    expectKeyNowhere(queryClient);

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const csv = await downloads.lastText();
    expect(csv).toContain(REMOVED);
    expect(csv).not.toContain(KEY);
    expect(downloads.lastName()).not.toContain(KEY);
  });
});

describe('the key in a player’s name and team', () => {
  it('is removed on the player’s screen, its CSV and SVG, the star and the Watchlist file', async () => {
    const appId = demoLeagues()[0]?.app_id as string;
    const id = demoLeaguePlayers(appId)[0]?.player_id as number;
    const firstDate = demoHistory(id)[0]?.date as string;
    tamper('football_player_ratings', 'player_ratings_history', (rows) => {
      for (const row of rows) {
        row.player_name = KEY;
        row.team_name = row.date === firstDate ? `${KEY} United` : row.team_name;
      }
    });
    const downloads = captureDownloads();
    const user = userEvent.setup();
    const { queryClient, unmount } = renderAt(`/football/players/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: REMOVED })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: `Watch ${REMOVED}` }));
    await waitFor(() => expect(localStorage.getItem(WATCHLIST_KEY)).toContain(REMOVED));

    await user.click(await screen.findByRole('button', { name: 'Download chart' }));
    await user.click(screen.getByRole('button', { name: 'Download chart as SVG' }));
    const svg = await downloads.lastText();
    expect(readSvg(svg).words).toContain(REMOVED);
    expect(svg).not.toContain(KEY);
    expect(downloads.lastName()).not.toContain(KEY);
    expect(downloads.lastName()).not.toContain(KEY.toLowerCase());

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.lastName()).toMatch(/\.csv$/));
    const csv = await downloads.lastText();
    expect(csv).toContain(REMOVED);
    expect(csv).not.toContain(KEY);
    expectKeyNowhere(queryClient);
    unmount();

    const { queryClient: watchlistCache } = renderAt('/watchlist');
    const players = await screen.findByRole('table', { name: /^Watched players/ });
    await within(players).findByRole('link', { name: REMOVED });
    await user.click(screen.getByRole('button', { name: 'Export list' }));
    await waitFor(() => expect(downloads.lastName()).toMatch(/\.json$/));
    const file = await downloads.lastText();
    expect(file).toContain(REMOVED);
    expect(file).not.toContain(KEY);
    expectKeyNowhere(watchlistCache);
  });
});

describe('the key in a column’s name, a cell, a header and the status text', () => {
  it('is removed from the Explorer’s table, its headers, its status line and its history', async () => {
    tamper(
      'fighter_ratings',
      'available_dates',
      (rows) => {
        for (const row of rows) {
          row[`echo_${KEY}`] = 1;
          row.token = KEY;
        }
      },
      { headers: { 'X-Echo': `Bearer ${KEY}` }, statusText: `OK ${KEY}` },
    );
    const { queryClient } = renderAt('/explorer?hub=fighter_ratings&view=available_dates&run=1');
    const table = await screen.findByRole('table', { name: /available_dates/ });
    await waitFor(() => expect(table).toHaveTextContent(REMOVED));
    expect(
      within(table).getAllByRole('columnheader', {
        name: new RegExp(`^${REMOVED.replace(/[[\]]/g, '\\$&')}`),
      }).length,
    ).toBeGreaterThan(0);
    expect(screen.getByText(/Response headers/)).toBeInTheDocument();
    expectKeyNowhere(queryClient);
  });
});

describe('the demo key', () => {
  it('is in none of the demo API’s texts, so nothing of the demo is removed for it', () => {
    const leagues = demoLeagues();
    const players = leagues.flatMap((l) => demoLeaguePlayers(l.app_id as string));
    const histories = players.slice(0, 200).flatMap((p) => demoHistory(p.player_id as number));
    const texts = JSON.stringify([demoLatestFighters(), leagues, players, histories]);
    expect(texts).not.toMatch(/demo/);
  });
});
