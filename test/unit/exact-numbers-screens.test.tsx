// Numbers a double cannot hold and 100,000-level bodies on the screens: shown as the service sent
// them, in the tables and the Explorer's "as sent" views, and never the screen's error boundary.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { TOO_DEEP_CELL } from '../../src/api/coerce.ts';
import { renderAppAt } from '../render-app.tsx';
import { columnIndex, columnTexts, headers, rankingsTable } from '../table-helpers.ts';
import { server, useDemoApi } from '../msw.ts';
import { demoLeagues } from './demo-data.ts';

useDemoApi();

beforeAll(async () => {
  // The lazily imported screens, loaded once so the first test does not pay for them.
  await import('../../src/features/fighters/fighters-routes.tsx');
  await import('../../src/features/explorer/explorer-routes.tsx');
});

afterEach(() => {
  server.events.removeAllListeners('request:start');
});

const LATEST = '*/v1/data/views/fighter_ratings/fighters_view';
const DATES = '*/v1/data/views/fighter_ratings/available_dates';
const BIG = '123456789012345678901234567890';
const ABOVE_2_53 = '9007199254740993';
const DEPTH = 100_000;

/** A body as text: JSON.stringify could not write these literals. */
function sent(text: string): Response {
  return new HttpResponse(text, { headers: { 'Content-Type': 'application/json' } });
}

function fighter(rank: number, name: string, points: string, glicko = '1500'): string {
  return `{"rank":${rank},"name":"${name}","weight_class_code":"LW","weight_class_name":"Lightweight",
    "home_country":"Brazil","country_code":"BR","points":${points},"r_glicko1":${glicko},
    "r_elok170":1500,"r_elomod1":1500,"update_date":"2024-03-01"}`;
}

describe('Fighters: a number a double cannot hold', () => {
  it('is shown as sent, not rounded, and sorts by its value among the others', async () => {
    server.use(
      http.get(LATEST, () =>
        sent(
          `[${fighter(1, 'Al', '1713.1')},${fighter(2, 'Bo', BIG, '1e309')},${fighter(3, 'Cy', '-0', '-0')}]`,
        ),
      ),
    );
    const user = userEvent.setup();
    renderAppAt('/fighters?hide=none');
    await rankingsTable();
    // Found afresh each time: the preview table drawn first gives way to the full one.
    const grid = () => screen.getByRole('table', { name: /^Fighter rankings/ });
    expect(columnTexts(grid(), 'Points')).toEqual(['1,713.10', BIG, '-0']);
    expect(columnTexts(grid(), 'Glicko-1')).toEqual(['1,500.00', '1e309', '-0']);
    // Best first on the first click: the 30-digit figure is the largest; -0 is below 1,713.1.
    const sortPoints = () =>
      user.click(
        // eslint-disable-next-line testing-library/no-node-access -- the sort button inside a column header
        headers(grid())[columnIndex(grid(), 'Points')]?.querySelector('button') as Element,
      );
    // The full table (its actions with it) has taken over from the preview.
    await screen.findByRole('button', { name: 'Export CSV' });
    await sortPoints();
    await waitFor(() => expect(columnTexts(grid(), 'Fighter')).toEqual(['Bo', 'Al', 'Cy']));
    await sortPoints();
    await waitFor(() => expect(columnTexts(grid(), 'Fighter')).toEqual(['Cy', 'Al', 'Bo']));
  });

  it('is within a range that its value is within', async () => {
    server.use(
      http.get(LATEST, () =>
        sent(`[${fighter(1, 'Al', '1713.1')},${fighter(2, 'Bo', BIG)},${fighter(3, 'Cy', '-0')}]`),
      ),
    );
    renderAppAt('/fighters?hide=none&min_points=2000');
    const grid = await rankingsTable();
    await waitFor(() => expect(columnTexts(grid, 'Fighter')).toEqual(['Bo']));
  });
});

describe('Explorer: the "as sent" views', () => {
  it('show the body’s own text: 30 digits, 2^53 + 1, 1e309 and -0 as written', async () => {
    const body = `[{"update_date":"2026-01-01","big":${BIG},"player_id":${ABOVE_2_53},"inf":1e309,"zero":-0,"ok":1.50}]`;
    server.use(http.get(DATES, () => sent(body)));
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1');
    const grid = await screen.findByRole('table', { name: /available_dates/ });
    expect(columnTexts(grid, 'big')).toEqual([BIG]);
    expect(columnTexts(grid, 'player_id')).toEqual([ABOVE_2_53]);
    await user.click(screen.getByRole('radio', { name: 'Raw (as sent)' }));
    await waitFor(() => expect(columnTexts(grid, 'inf')).toEqual(['1e309']));
    expect(columnTexts(grid, 'zero')).toEqual(['-0']);
    expect(columnTexts(grid, 'player_id')).toEqual([ABOVE_2_53]);

    const tabs = screen.getByRole('tablist', { name: 'Result' });
    await user.click(within(tabs).getByRole('tab', { name: 'Raw JSON' }));
    const raw = await screen.findByLabelText('Raw JSON response');
    expect(raw.textContent).toContain(`"big": ${BIG},`);
    expect(raw.textContent).toContain(`"player_id": ${ABOVE_2_53},`);
    expect(raw.textContent).toContain('"inf": 1e309,');
    expect(raw.textContent).toContain('"zero": -0,');
    expect(raw.textContent).toContain('"ok": 1.50');
  });

  it('a body nested 100,000 levels deep: the table notes the cell, the Raw JSON says so', async () => {
    const deep = `${'['.repeat(DEPTH)}"bottom"${']'.repeat(DEPTH)}`;
    server.use(http.get(DATES, () => sent(`[{"update_date":"2026-01-01","deep":${deep}}]`)));
    const user = userEvent.setup();
    renderAppAt('/explorer?hub=fighter_ratings&view=available_dates&run=1');
    const grid = await screen.findByRole('table', { name: /available_dates/ });
    expect(columnTexts(grid, 'deep')).toEqual([TOO_DEEP_CELL]);
    const tabs = screen.getByRole('tablist', { name: 'Result' });
    await user.click(within(tabs).getByRole('tab', { name: 'Raw JSON' }));
    const raw = await screen.findByLabelText('Raw JSON response');
    expect(screen.getByText(/The body nests more than 100 levels deep/)).toBeInTheDocument();
    expect(raw.textContent?.startsWith('[\n  {\n    "update_date": "2026-01-01",')).toBe(true);
    expect(screen.getByText(/Showing the first 200,000 characters/)).toBeInTheDocument();
    expect(screen.queryByText(/Something went wrong/i)).not.toBeInTheDocument();
  });
});

describe('Football: a player ID beyond 2^53', () => {
  it('links the league’s player by the exact ID, requests their history by it, and keeps it in the URL', async () => {
    const LEAGUE_PLAYERS = '*/v1/data/views/football_player_ratings/league_players';
    const HISTORY = '*/v1/data/views/football_player_ratings/player_ratings_history';
    // A league the demo API lists, so the league screen knows it.
    const appId = demoLeagues()[0]?.app_id as string;
    // 2^53 + 1 and 2^53: one double, two players.
    server.use(
      http.get(LEAGUE_PLAYERS, () =>
        sent(
          `[{"app_id":"${appId}","season":"2025","player_id":${ABOVE_2_53},"player_name":"Big Id"},` +
            `{"app_id":"${appId}","season":"2025","player_id":9007199254740992,"player_name":"Rounded"}]`,
        ),
      ),
      http.get(HISTORY, ({ request }) =>
        new URL(request.url).searchParams.get('player_id') === ABOVE_2_53
          ? sent(
              `[{"player_id":${ABOVE_2_53},"player_name":"Big Id","team_name":"Exact FC",` +
                `"date":"2025-03-01","minutes":90,"rating":7.1,"peak":7.1}]`,
            )
          : sent('[]'),
      ),
    );
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/player_ratings_history'))
        asked.push(url.searchParams.get('player_id') ?? '');
    });
    const user = userEvent.setup();
    renderAppAt(`/football/leagues/${appId}`);
    const table = await screen.findByRole('table', { name: /^Players of/ });
    const big = await within(table).findByRole('link', { name: 'Big Id' });
    expect(big).toHaveAttribute('href', `/football/players/${ABOVE_2_53}?league=${appId}`);
    expect(within(table).getByRole('link', { name: 'Rounded' })).toHaveAttribute(
      'href',
      `/football/players/9007199254740992?league=${appId}`,
    );
    await user.click(big);
    await waitFor(() => expect(window.location.pathname).toBe(`/football/players/${ABOVE_2_53}`));
    expect(await screen.findByRole('heading', { level: 1, name: /Big Id/ })).toBeInTheDocument();
    expect((await screen.findAllByText('Exact FC')).length).toBeGreaterThan(0);
    // Asked by its exact text (the other player's history may be requested too, by theirs).
    expect(asked).toContain(ABOVE_2_53);
  });
});
