// Football end to end in Chromium: pick a league, find a player, see every appearance on the chart, compare, reload.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { footballView, openInApp, signIn, type Row } from './helpers.ts';

const view = footballView;

test('choose a league, find a player, chart every appearance, compare, and keep it on reload', async ({
  page,
  request,
}) => {
  const leagues = await view(request, 'available_leagues');
  const league = leagues[1] as Row;
  const appId = String(league.app_id);
  const players = await view(request, 'league_players', { app_id: appId });
  const seasons = [...new Set(players.map((p) => String(p.season)))].sort((a, b) =>
    b.localeCompare(a, 'en', { numeric: true }),
  );
  const inNewest = players.filter((p) => p.season === seasons[0]);
  const chosen = inNewest[3] as Row;
  const other = inNewest[7] as Row;
  const chosenId = Number(chosen.player_id);
  const otherId = Number(other.player_id);
  const [chosenHistory, otherHistory] = await Promise.all([
    view(request, 'player_ratings_history', { player_id: String(chosenId) }),
    view(request, 'player_ratings_history', { player_id: String(otherId) }),
  ]);

  await signIn(page, '/football');
  const picker = page.getByRole('combobox', { name: 'League' });
  await picker.fill(String(league.app_title));
  await expect(
    page.getByRole('option', { name: new RegExp(String(league.app_title)) }),
  ).toBeVisible();
  await picker.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/football/leagues/${appId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: String(league.app_title) }),
  ).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search players' }).fill(String(chosen.player_name));
  const table = page.getByRole('table', { name: /Players of/ });
  await table
    .getByRole('link', { name: String(chosen.player_name), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/football/players/${chosenId}\\?league=${appId}$`));
  await expect(
    page.getByRole('heading', { level: 1, name: String(chosen.player_name) }),
  ).toBeVisible();

  // As many points as the history has rows, and the table says the same.
  const chosenPoints = page.getByTestId(`rating-point-${chosenId}`);
  await expect(chosenPoints).toHaveCount(chosenHistory.length);
  const history = page.getByRole('table', { name: /Rating history of/ });
  await expect(history).toHaveAttribute('aria-rowcount', String(chosenHistory.length + 1));

  await page.getByRole('textbox', { name: 'Player ID to compare' }).fill(String(otherId));
  await page.getByRole('button', { name: 'Add to chart' }).click();
  // The compared player's colour slot is written beside their ID.
  await expect(page).toHaveURL(new RegExp(`compare=1(:|%3A)${otherId}`));
  await expect(page.getByTestId(`rating-point-${otherId}`)).toHaveCount(otherHistory.length);
  const key = page.getByRole('list', { name: 'Chart key' });
  await expect(key.getByText(String(other.player_name))).toBeVisible();

  await page.reload();
  await expect(page.getByTestId(`rating-point-${chosenId}`)).toHaveCount(chosenHistory.length);
  await expect(page.getByTestId(`rating-point-${otherId}`)).toHaveCount(otherHistory.length);
  await expect(key.getByText(String(chosen.player_name))).toBeVisible();
  await expect(key.getByText(String(other.player_name))).toBeVisible();
  await expect(
    page
      .getByRole('list', { name: 'Compared players' })
      .getByRole('button', { name: `Remove ${String(other.player_name)} from the comparison` }),
  ).toBeVisible();
});

test('a player opened by ID who has no history gets a clear message, not an empty chart', async ({
  page,
}) => {
  await signIn(page, '/football');
  await page.getByRole('textbox', { name: 'Player ID' }).fill('1');
  await page.getByRole('button', { name: 'Open player' }).click();
  await expect(page).toHaveURL(/\/football\/players\/1$/);
  await expect(page.getByText('There is no rating history for player 1.')).toBeVisible();
  await expect(page.locator('[data-testid^="rating-point-"]')).toHaveCount(0);
});

test('a league search typed just before opening a player is there again on Back', async ({
  page,
  request,
}) => {
  const leagues = await view(request, 'available_leagues');
  const appId = String((leagues[2] as Row).app_id);
  await signIn(page, `/football/leagues/${appId}`);
  const table = page.getByRole('table', { name: /Players of/ });
  const first = table.getByRole('link').first();
  await expect(first).toBeVisible();
  const wanted = (await first.textContent()) ?? '';
  const typed = wanted.slice(0, 3);
  const box = page.getByRole('searchbox', { name: 'Search players' });
  // Once there and back, so the player's screen has its code and data and opens at once.
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible();
  await page.goBack();
  await box.pressSequentially(typed);
  // At once, well before typing counts as paused (300 ms): the letters are not lost for that.
  await table.getByRole('link', { name: wanted, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: wanted })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('q')).toBeNull();

  await page.goBack();
  await expect(box).toHaveValue(typed);
  expect(new URL(page.url()).searchParams.get('q')).toBe(typed);
  await expect(table.getByRole('link', { name: wanted, exact: true }).first()).toBeVisible();
});

test('find a player by name from the landing page, typed in capitals', async ({
  page,
  request,
}) => {
  const leagues = await view(request, 'available_leagues');
  const last = leagues[leagues.length - 1] as Row;
  const players = await view(request, 'league_players', { app_id: String(last.app_id) });
  const wanted = players[players.length - 1] as Row;
  const name = String(wanted.player_name);
  await signIn(page, '/football');
  const finder = page.getByRole('combobox', { name: 'Player name' });
  // The index is built from every league's list; it says when it is complete.
  await expect(page.getByText(new RegExp(`players in ${leagues.length} leagues`))).toBeVisible({
    timeout: 60_000,
  });
  await finder.fill(name.toUpperCase());
  const option = page.getByRole('option', { name: new RegExp(`ID ${String(wanted.player_id)}`) });
  await expect(option).toContainText(String(last.app_title));
  await finder.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/football/players/${String(wanted.player_id)}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test('zoom the chart to one season and keep it on reload', async ({ page, request }) => {
  const leagues = await view(request, 'available_leagues');
  const players = await view(request, 'league_players', { app_id: String(leagues[0]?.app_id) });
  const id = Number(players[0]?.player_id);
  const history = await view(request, 'player_ratings_history', { player_id: String(id) });
  await signIn(page, `/football/players/${id}`);
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(history.length);
  const seasonBox = page.getByRole('combobox', { name: 'Season' });
  const labels = (await seasonBox.locator('option').allTextContents()).slice(1);
  const chosen = labels[1] as string;
  const year = Number(chosen.slice(0, 4));
  const inSeason = history.filter(
    (r) => String(r.date) >= `${year}-07-01` && String(r.date) <= `${year + 1}-06-30`,
  ).length;
  await seasonBox.selectOption(chosen);
  await expect(page).toHaveURL(new RegExp(`range=${year}(/|%2F)${year + 1}`));
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(inSeason);
  await page.reload();
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(inSeason);
  await expect(page.getByRole('combobox', { name: 'Season' })).toHaveValue(chosen);
  await expect(
    page.getByText(`${inSeason.toLocaleString('en-GB')} appearances (season ${chosen})`),
  ).toBeVisible();
});

/** `YYYY-MM-DD` moved by whole months, the day clamped to the month's last. */
function shiftMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, days)).padStart(2, '0')}`;
}

test('choose a team change: the chart shows six months either side, and Back returns', async ({
  page,
  request,
}) => {
  const leagues = await view(request, 'available_leagues');
  const players = await view(request, 'league_players', { app_id: String(leagues[0]?.app_id) });
  // The first listed player who changed teams, and their first move.
  let found: { id: number; history: Row[]; at: number } | null = null;
  for (const player of players.slice(0, 20)) {
    const id = Number(player.player_id);
    const history = await view(request, 'player_ratings_history', { player_id: String(id) });
    const at = history.findIndex((r, i) => i > 0 && r.team_name !== history[i - 1]?.team_name);
    if (at > 0) {
      found = { id, history, at };
      break;
    }
  }
  expect(found).not.toBeNull();
  const { id, history, at } = found!;
  const date = String(history[at]?.date);
  const [from, to] = [shiftMonths(date, -6), shiftMonths(date, 6)];
  const around = history.filter((r) => String(r.date) >= from && String(r.date) <= to).length;
  await signIn(page, `/football/players/${id}`);
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(history.length);
  const moves = page.getByRole('table', { name: /^Team changes of / });
  await moves.getByRole('row').nth(1).click();
  await expect(page).toHaveURL(new RegExp(`range=${from}\\.\\.${to}`));
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(around);
  await page.goBack();
  await expect(page).not.toHaveURL(/range=/);
  await expect(page.getByTestId(`rating-point-${id}`)).toHaveCount(history.length);
});

/** The first league (in the API's order) whose newest season lists at most 400 players. */
async function modestLeague(request: APIRequestContext): Promise<string> {
  for (const league of await view(request, 'available_leagues')) {
    const players = await view(request, 'league_players', { app_id: String(league.app_id) });
    const newest = players
      .map((p) => String(p.season))
      .sort()
      .at(-1);
    const ids = new Set(players.filter((p) => p.season === newest).map((p) => p.player_id));
    if (ids.size <= 400) return String(league.app_id);
  }
  throw new Error('No league of 400 players or fewer');
}

/** The first league whose newest season lists more than 400 players: ratings wait for a click. */
async function largeLeague(request: APIRequestContext): Promise<string> {
  for (const league of await view(request, 'available_leagues')) {
    const players = await view(request, 'league_players', { app_id: String(league.app_id) });
    const newest = players
      .map((p) => String(p.season))
      .sort()
      .at(-1);
    const ids = new Set(players.filter((p) => p.season === newest).map((p) => p.player_id));
    if (ids.size > 400) return String(league.app_id);
  }
  throw new Error('No league of more than 400 players');
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the first rows are on the first screen while ratings load and once in (each name beside its sorted rating), with the age and position filters set, and before Show ratings', async ({
    page,
    request,
  }) => {
    const modest = await modestLeague(request);
    const large = await largeLeague(request);
    const table = page.getByRole('table', { name: /Players of/ });
    const progress = page.getByRole('progressbar', {
      name: "Loading the players' rating histories",
    });
    const firstRowInside = async (what: string) => {
      expect(await page.evaluate(() => window.scrollY), what).toBe(0);
      const first = await table.locator('[role="row"][data-index="0"]').boundingBox();
      expect(first?.y ?? Infinity, what).toBeLessThanOrEqual(520);
      // The first five rows (or all, when fewer match), not just the top of the first: rows to
      // read, not a glimpse.
      const rows = await table.locator('[role="row"][data-index]').count();
      const fifth = table.locator(`[role="row"][data-index="${Math.min(4, rows - 1)}"]`);
      const box = await fifth.boundingBox();
      expect(box && box.y + box.height, what).toBeLessThanOrEqual(844);
    };
    // Filters set in the link: the note above the table is at its longest while the histories
    // arrive, and the filters fold behind one button that counts them.
    await signIn(page, `/football/leagues/${modest}?max_age=23&pos=MF`);
    await expect(progress).toBeVisible();
    await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
    // While they arrive: no arrow the rows do not follow yet, and a note that says when.
    await expect(table.getByRole('columnheader', { name: /Latest rating/ })).not.toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(
      page.getByText(/^Ranking and filtering by age and position when all [\d,]+ ratings are in/),
    ).toBeVisible();
    await firstRowInside('loading');
    await expect(progress).toBeHidden({ timeout: 90_000 });
    await expect(page.getByText(/ are under 23 and play MF$/)).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/^Filters \(2\)/);
    await firstRowInside('ranked');
    // Ranked: each name with the rating it is sorted by, beside it, inside the 390 px screen.
    await expect(table.getByRole('columnheader', { name: /Latest rating/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const row = table.getByRole('row').nth(1);
    // #, the watch star, the name, then the rating.
    const name = row.getByRole('cell').nth(2);
    const rating = row.getByRole('cell').nth(3);
    await expect(rating).toHaveText(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    const nameBox = (await name.boundingBox())!;
    const ratingBox = (await rating.boundingBox())!;
    expect(ratingBox.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
    expect(Math.abs(ratingBox.y - nameBox.y)).toBeLessThan(2);
    expect(ratingBox.x + ratingBox.width).toBeLessThanOrEqual(390);
    expect(await name.textContent()).not.toBe('');
    // A league too large to load unasked: name and its seasons here, the ID past the edge.
    await page.goto(`/football/leagues/${large}`);
    await expect(page.getByRole('button', { name: 'Show ratings' })).toBeVisible();
    await expect(table.locator('[role="row"][data-index="0"]')).toBeVisible();
    await firstRowInside('before Show ratings');
    const names = await table
      .locator('[role="columnheader"] .dv-table__header-label')
      .evaluateAll((labels) =>
        labels.map((l) => {
          const copy = l.cloneNode(true) as HTMLElement;
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
          return (copy.textContent ?? '').trim();
        }),
      );
    expect(names.slice(0, 4)).toEqual(['Watch', 'Player', 'Seasons here', 'First season']);
    const seasonsHere = table.getByRole('columnheader', { name: /Seasons here/ });
    const edge = (await seasonsHere.boundingBox())!;
    expect(edge.x + edge.width).toBeLessThanOrEqual(390);
  });

  test('the league filters sit behind Filters (n), which opens and closes from its button', async ({
    page,
    request,
  }) => {
    const appId = await largeLeague(request);
    await signIn(page, `/football/leagues/${appId}?season=all&q=an`);
    await expect(page.getByRole('table', { name: /Players of/ })).toBeVisible();
    const filters = page.getByRole('button', { name: /^Filters/ });
    await expect(filters).toHaveText(/^Filters \(2\)/);
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    const season = page.getByRole('combobox', { name: 'Season' });
    await expect(season).toBeHidden();
    await expect(page.getByRole('searchbox', { name: 'Search players' })).toBeHidden();
    // Show ratings stays in view: it is an action, not a filter.
    await expect(page.getByRole('button', { name: 'Show ratings' })).toBeVisible();
    await filters.focus();
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expect(season).toBeVisible();
    await expect(season).toHaveValue('all');
    await expect(page.getByRole('searchbox', { name: 'Search players' })).toHaveValue('an');
    await page.keyboard.press('Enter');
    await expect(filters).toHaveAttribute('aria-expanded', 'false');
    await expect(season).toBeHidden();
    await expect(filters).toBeFocused();
    // Back to the defaults, the count goes.
    await page.goto(`/football/leagues/${appId}`);
    await expect(page.getByRole('button', { name: /^Filters/ })).toHaveText(/^Filters\b(?! \()/);
  });

  test('no football screen scrolls sideways at 320 or 390 px', async ({ page, request }) => {
    const appId = await modestLeague(request);
    const players = await view(request, 'league_players', { app_id: appId });
    const id = String(players[0]?.player_id);
    // Each state is looked at 320 and 390 px wide: one walk, the window resized at each step.
    const noSideways = async (what: string) => {
      for (const width of [320, 390]) {
        await page.setViewportSize({ width, height: 844 });
        // Polled: the screen may lay itself out again for the new width.
        await expect
          .poll(
            () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
            `${what} at ${width} px`,
          )
          .toBeLessThanOrEqual(0);
      }
    };
    await signIn(page, '/football');
    await expect(page.getByRole('combobox', { name: 'League' })).toBeVisible();
    await noSideways('the landing page');
    await openInApp(page, `/football/leagues/${appId}`);
    await expect(page.getByRole('table', { name: /Players of/ })).toBeVisible();
    // While the histories arrive (the progress line is the widest thing then), and after.
    await expect(
      page.getByRole('progressbar', { name: "Loading the players' rating histories" }),
    ).toBeVisible();
    await noSideways('a league loading its ratings');
    await openInApp(page, `/football/leagues/${await largeLeague(request)}`);
    await expect(page.getByRole('button', { name: 'Show ratings' })).toBeVisible();
    await noSideways('a large league');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('combobox', { name: 'Season' })).toBeVisible();
    await noSideways('its filters open');
    await openInApp(page, `/football/leagues/${appId}?view=overall&season=all`);
    await expect(page.getByRole('columnheader', { name: /Number of seasons/ })).toBeVisible();
    await noSideways('every season');
    await openInApp(page, `/football/players/${id}?range=season`);
    await expect(page.getByRole('table', { name: /Seasons of/ })).toBeVisible();
    await noSideways('a player');
  });
});
