// Football end to end in Chromium: pick a league, find a player, see every appearance on the chart, compare, reload.
import { expect, test } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

type Row = Record<string, unknown>;

/** The demo API's own answer, so expectations come from the data and not from the screen. */
async function view(request: APIRequestContext, name: string, params: Record<string, string> = {}) {
  const query = new URLSearchParams(params).toString();
  const response = await request.get(
    `/v1/data/views/football_player_ratings/${name}${query ? `?${query}` : ''}`,
    { headers: { Authorization: `Bearer ${DEMO_KEY}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

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
  await expect(page).toHaveURL(new RegExp(`compare=${otherId}`));
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
