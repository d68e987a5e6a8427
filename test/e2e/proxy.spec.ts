// Through the proxy against a separate demo-api process that pages (DRF body links or Link headers,
// 250 rows a page) and writes positions as codes: every screen shows every row the service holds,
// a position filter finds its codes, and the key goes nowhere else.
import { expect, test, type Page } from '@playwright/test';
import { createDemoApiHandler } from '../../demo-api/handler.ts';
import { DEMO_KEY, signIn } from './helpers.ts';
import { E2E_PAGE_SIZE } from '../../playwright.config.ts';

type Row = Record<string, unknown>;

/** What the service holds: the same generated data, requested in one piece in-process. */
const service = createDemoApiHandler({ scale: 'normal', positions: 'codes' });
async function held(path: string): Promise<Row[]> {
  const response = await service(
    new Request(`http://service.test${path}`, { headers: { Authorization: `Bearer ${DEMO_KEY}` } }),
  );
  return (await response.json()) as Row[];
}

/** Every request the page sends to any origin other than its own, and every one carrying the key. */
function watchRequests(page: Page, appOrigin: string) {
  const foreign: string[] = [];
  const keyed: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).origin !== appOrigin) foreign.push(request.url());
    if (request.headers().authorization) keyed.push(new URL(request.url()).origin);
  });
  // Nothing known to fail is requested (each failure would be logged in the console).
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  return { foreign, keyed, failed };
}

test('Fighters Latest shows every fighter of every page', async ({ page, baseURL }) => {
  const latest = await held('/v1/data/views/fighter_ratings/fighters_view');
  expect(latest.length).toBeGreaterThan(E2E_PAGE_SIZE * 4);
  const seen = watchRequests(page, baseURL ?? '');
  await signIn(page, '/fighters');
  const table = page.getByRole('table', { name: /^Fighter rankings/ });
  await expect(table).toHaveAttribute('aria-rowcount', String(latest.length + 1));
  await expect(page.getByText(/did not send|reported .* rows but sent/)).toHaveCount(0);
  expect(seen.foreign).toEqual([]);
  expect(new Set(seen.keyed)).toEqual(new Set([baseURL]));
  expect(seen.failed).toEqual([]);
});

test("a league's players, every season, from every page", async ({ page }) => {
  const [league] = await held('/v1/data/views/football_player_ratings/available_leagues');
  const appId = String(league?.app_id);
  const players = await held(
    `/v1/data/views/football_player_ratings/league_players?app_id=${appId}`,
  );
  expect(players.length).toBeGreaterThan(E2E_PAGE_SIZE * 4);
  await signIn(page, `/football/leagues/${appId}?season=all`);
  const table = page.getByRole('table', { name: /Players of/ });
  await expect(table).toHaveAttribute('aria-rowcount', String(players.length + 1));
});

test('a long history: every appearance charted and listed', async ({ page }) => {
  const [league] = await held('/v1/data/views/football_player_ratings/available_leagues');
  const players = await held(
    `/v1/data/views/football_player_ratings/league_players?app_id=${String(league?.app_id)}`,
  );
  // The first of the league's players whose history spans more than one page of appearances
  // (asking for all 150 first histories to take the longest proved nothing more).
  let longest = { id: 0, rows: 0 };
  for (const id of [...new Set(players.map((p) => Number(p.player_id)))].slice(0, 150)) {
    const rows = (
      await held(`/v1/data/views/football_player_ratings/player_ratings_history?player_id=${id}`)
    ).length;
    if (rows > longest.rows) longest = { id, rows };
    if (rows > E2E_PAGE_SIZE) break;
  }
  expect(longest.rows).toBeGreaterThan(E2E_PAGE_SIZE);
  await signIn(page, `/football/players/${longest.id}`);
  const history = page.getByRole('table', { name: /Rating history of/ });
  await expect(history).toHaveAttribute('aria-rowcount', String(longest.rows + 1));
  await expect(page.getByTestId(`rating-point-${longest.id}`)).toHaveCount(longest.rows);
});

test('the proxy announces its upstream and refuses a walk out of the views path', async ({
  request,
}) => {
  const response = await request.get('/v1/data/views/fighter_ratings/available_dates', {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['x-data-views-upstream']).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
  const walk = await request.get('/v1/data/views/%2e%2e/%2e%2e/__demo-api', {
    headers: { Authorization: `Bearer ${DEMO_KEY}` },
  });
  expect(walk.status()).toBe(400);
});

test("a division's history: every date's rows through the proxy, the reigns counted from them", async ({
  page,
  baseURL,
}) => {
  const dates = (await held('/v1/data/views/fighter_ratings/available_dates'))
    .map((row) => String(row.update_date))
    .sort()
    .slice(-6);
  const firsts = new Set<string>();
  for (const date of dates) {
    const rows = await held(
      `/v1/data/views/fighter_ratings/fighters_historical_view?date=${date}&weight_class=LW`,
    );
    for (const row of rows) if (Number(row.rank) === 1) firsts.add(String(row.name));
  }
  const seen = watchRequests(page, baseURL ?? '');
  await signIn(page, `/fighters/history?class=LW&from=${dates[0]}&to=${dates.at(-1)}`);
  const count = firsts.size;
  await expect(
    page.getByText(count === 1 ? '1 fighter at #1' : `${count} fighters at #1`, { exact: true }),
  ).toBeVisible({ timeout: 60_000 });
  expect(seen.foreign).toEqual([]);
  expect(new Set(seen.keyed)).toEqual(new Set([baseURL]));
  expect(seen.failed).toEqual([]);
});

test('the Watchlist reads a watched fighter’s rank and points through the proxy', async ({
  page,
}) => {
  const latest = await held('/v1/data/views/fighter_ratings/fighters_view');
  const fighter = latest.find((row) => row.weight_class_code === 'LW' && Number(row.rank) === 1);
  expect(fighter).toBeDefined();
  const name = String(fighter?.name);
  await page.addInitScript(
    (list) => {
      if (!localStorage.getItem('dv.watchlist.v1')) localStorage.setItem('dv.watchlist.v1', list);
    },
    JSON.stringify({ version: 1, fighters: [{ name, classCode: 'LW' }], players: [] }),
  );
  await signIn(page, '/watchlist');
  const table = page.getByRole('table', { name: /^Watched fighters/ });
  const row = table.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  const points = Number(fighter?.points).toLocaleString('en-GB', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(row).toContainText(points, { timeout: 60_000 });
  await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();
});

test('a service that writes positions as codes: the leaderboard filters and counts MF', async ({
  page,
}) => {
  const appId = 'sco-1';
  const players = await held(
    `/v1/data/views/football_player_ratings/league_players?app_id=${appId}`,
  );
  const season = players
    .map((p) => String(p.season))
    .sort()
    .at(-1) as string;
  const year = Number(season.slice(0, 4));
  const ids = [...new Set(players.filter((p) => p.season === season).map((p) => p.player_id))];
  // Each player's position at their last appearance of the season, as the service writes it.
  const positions = await Promise.all(
    ids.map(async (id) => {
      const history = (
        await held(`/v1/data/views/football_player_ratings/player_ratings_history?player_id=${id}`)
      )
        .filter((r) => String(r.date) >= `${year}-07-01` && String(r.date) <= `${year + 1}-06-30`)
        .sort((a, b) => (String(a.date) < String(b.date) ? -1 : 1));
      return String(history.at(-1)?.position);
    }),
  );
  expect(new Set(positions)).toEqual(new Set(['GK', 'DF', 'MF', 'FW']));
  const midfielders = positions.filter((p) => p === 'MF').length;
  expect(midfielders).toBeGreaterThan(0);

  await signIn(page, `/football/leagues/${appId}?pos=MF`);
  const label = `${midfielders.toLocaleString('en-GB')} of ${ids.length.toLocaleString('en-GB')} players in ${season} play MF`;
  await expect(page.getByText(label)).toBeVisible({ timeout: 90_000 });
  const table = page.getByRole('table', { name: /Players of/ });
  await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Position MF/ })).toBeVisible();
});
