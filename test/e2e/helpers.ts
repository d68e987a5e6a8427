// Shared steps for the end-to-end tests.
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

export const DEMO_KEY = 'demo';

/** Opens `path`, enters the demo key on the key form, and waits for the shell (any width). */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  // "Search Ctrl K", or "Search" on a phone, where the shortcut is not shown.
  await expect(page.getByRole('button', { name: /^Search( Ctrl K)?$/ })).toBeVisible();
}
