// The Watchlist end to end: star a fighter in the Fighters table and a player on their page,
// reload, and find both on the Watchlist with their figures; the list survives signing out.
import { expect, test } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

test('star a fighter and a player, reload, and find both on the Watchlist', async ({ page }) => {
  await signIn(page, '/fighters?class=LW');
  const rankings = page.getByRole('table', { name: /^Fighter rankings/ });
  const star = rankings.getByRole('button', { name: /^Watch / }).first();
  const fighter = ((await star.getAttribute('aria-label')) ?? '').replace(/^Watch /, '');
  expect(fighter).not.toBe('');
  await star.click();
  await expect(
    rankings.getByRole('button', { name: `Stop watching ${fighter}`, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/football/players/100001');
  const playerStar = page.getByRole('button', { name: /^Watch / });
  const player = ((await playerStar.getAttribute('aria-label')) ?? '').replace(/^Watch /, '');
  await playerStar.click();
  await expect(page.getByRole('button', { name: `Stop watching ${player}` })).toBeVisible();

  await page.reload();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Watchlist' })
    .click();
  await expect(page).toHaveURL(/\/watchlist$/);
  const fighters = page.getByRole('table', { name: /^Watched fighters/ });
  const fighterRow = fighters.getByRole('row', { name: new RegExp(fighter) });
  await expect(fighterRow.getByRole('link', { name: fighter })).toBeVisible();
  await expect(fighterRow.getByRole('cell').nth(3)).toHaveText(/^\d+$/);
  const players = page.getByRole('table', { name: /^Watched players/ });
  const playerRow = players.getByRole('row', { name: new RegExp(player) });
  await expect(playerRow.getByRole('link', { name: player })).toBeVisible();
  await expect(playerRow.getByRole('cell').nth(3)).toHaveText(/^\d{1,3}(,\d{3})*(\.\d+)?$/);
  // The sparklines follow.
  await expect(playerRow.getByRole('img', { name: /^Last 10 ratings/ })).toBeVisible();
  await expect(fighterRow.getByRole('img', { name: /^Rank over the last 8 dates/ })).toBeVisible();

  // Names and IDs only: no key in localStorage; and signing out keeps the list.
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  expect(stored).not.toContain(`"${DEMO_KEY}"`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await signIn(page, '/watchlist');
  await expect(
    page.getByRole('table', { name: /^Watched fighters/ }).getByRole('link', { name: fighter }),
  ).toBeVisible();
});
