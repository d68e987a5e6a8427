// The Explorer end to end: pick a league from the picker, run league_players, see rows, JSON and the copied call.
import { expect, test } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

test('runs league_players for a league chosen from the picker and shows its rows', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-write']);
  // The server's Permissions-Policy denies clipboard reading (the app never reads), so what the
  // app writes is recorded as it is written.
  await page.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string[] }).copied = [
        ...((window as unknown as { copied?: string[] }).copied ?? []),
        text,
      ];
      return write(text);
    };
  });
  await signIn(page, '/explorer');

  const form = page.getByRole('form', { name: 'Request' });
  await form.getByLabel('Hub').selectOption('football_player_ratings');
  await form.getByLabel('View', { exact: true }).selectOption('league_players');
  await expect(page).toHaveURL(/hub=football_player_ratings&view=league_players/);

  const picker = form.getByRole('combobox', { name: 'app_id (required)' });
  // The picker is filled from available_leagues: wait for it, then take the second league listed.
  await expect(picker.locator('option')).not.toHaveCount(2);
  const option = picker.locator('option').nth(2);
  const appId = await option.getAttribute('value');
  expect(appId).toBeTruthy();
  await picker.selectOption(appId as string);

  await form.getByRole('button', { name: 'Run' }).click();
  await expect(page).toHaveURL(new RegExp(`p\\.app_id=${appId}&run=1`));

  const table = page.getByRole('table', { name: 'Rows of football_player_ratings/league_players' });
  await expect(table).toBeVisible();
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow.getByRole('cell').first()).toHaveText(appId as string);
  await expect(page.getByText(/^[\d,]+ rows$/).first()).toBeVisible();
  await expect(page.getByText(/^\d+(\.\d)? (ms|s)$/)).toBeVisible();

  await page.getByRole('tab', { name: 'Raw JSON' }).click();
  await expect(page.getByLabel('Raw JSON response')).toContainText(`"app_id": "${appId}"`);

  await page.getByRole('button', { name: 'Copy as curl' }).click();
  await expect(page.getByText('curl command copied')).toBeVisible();
  const curl = await page.evaluate(
    () => (window as unknown as { copied: string[] }).copied.at(-1) ?? '',
  );
  expect(curl).toContain('"Authorization: Bearer $DATA_VIEWS_API_KEY"');
  expect(curl).toContain(`league_players?app_id=${appId}'`);
  expect(curl).not.toContain(`Bearer ${DEMO_KEY}`);

  // The link restores the screen after a reload.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Raw JSON' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByLabel('Raw JSON response')).toContainText(`"app_id": "${appId}"`);
  await expect(picker).toHaveValue(appId as string);
  await page.getByRole('tab', { name: 'Table' }).click();
  await expect(firstRow.getByRole('cell').first()).toHaveText(appId as string);
});

test('typed hub and view names and free-form parameters stay as typed after Run', async ({
  page,
}) => {
  await signIn(page, '/explorer?hub=fighter_ratings&view=fighters_view');
  await page.getByLabel('Hub').selectOption({ label: 'Other hub…' });
  await page.getByLabel('Hub name').fill('fighter_ratings');
  await page.getByLabel('View name').fill('fighters_view');
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await page.keyboard.type('limit');
  await page.getByLabel('Parameter 1 value').fill('5');
  await page.getByRole('button', { name: 'Add parameter' }).click();
  await page.getByRole('button', { name: 'Run' }).click();

  await expect(page).toHaveURL(/view=fighters_view&p\.limit=5&run=1$/);
  await expect(
    page.getByRole('table', { name: 'Rows of fighter_ratings/fighters_view' }),
  ).toBeVisible();
  await expect(page.getByLabel('Hub name')).toHaveValue('fighter_ratings');
  await expect(page.getByLabel('Parameter 2 name')).toHaveValue('');
});

test('a header shows whole when the table has room for it (1440 wide)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // fighters_view has long column names ("Home country", "Country code") among short figures.
  await signIn(page, '/explorer?hub=fighter_ratings&view=fighters_view&run=1');
  const table = page.getByRole('table', { name: 'Rows of fighter_ratings/fighters_view' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const labels = table.locator('[role="columnheader"] .dv-table__header-label');
  const clipped = await labels.evaluateAll((list) =>
    list.filter((l) => l.scrollWidth > l.clientWidth).map((l) => l.textContent),
  );
  expect(await labels.count()).toBeGreaterThan(8);
  expect(clipped).toEqual([]);
  // And the table fits the window: no sideways scroll was bought for the headers.
  const fits = await page
    .locator('.dv-table__scroll')
    .first()
    .evaluate((s) => s.scrollWidth <= s.clientWidth);
  expect(fits).toBe(true);
});
