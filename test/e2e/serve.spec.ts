// `npm run serve` as Chromium meets it (issue 39): a route whose last segment has a dot reloads
// into the app, and pages are never cached, whatever encoding the browser accepts.
import { expect, test } from '@playwright/test';
import { builtWith, signIn } from './helpers.ts';

test('a league ID with a dot reloads into the app, never cached', async ({ page }) => {
  await signIn(page, '/football/leagues/eng.1');
  await expect(page.getByText(/does not know a league with the ID/)).toBeVisible();
  const response = await page.reload();
  expect(response?.status()).toBe(200);
  // Chromium asked with its own Accept-Encoding (gzip, deflate, br, zstd): the build's brotli copy
  // (none without build/precompress.ts).
  if (builtWith('precompress')) expect(response?.headers()['content-encoding']).toBe('br');
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByText(/does not know a league with the ID/)).toBeVisible();
});

test("a fighter's link with a dot in the name opens the app", async ({ page }) => {
  const response = await page.goto('/fighters/fighter/WW/Georges%20St.Pierre');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['cache-control']).toBe('no-store');
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
});
