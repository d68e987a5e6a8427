// Shared steps for the end-to-end tests.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/** The build folder the servers serve (playwright.config.ts). */
const BUILD_DIR = process.env.E2E_DIST ?? 'dist';

/**
 * Whether the served build has a step of build/ that a check depends on: the stock build
 * (STOCK_BUILD=1) or BUILD_WITHOUT=<name> leaves it out, and the check is then skipped.
 */
export function builtWith(step: 'early-script' | 'precompress'): boolean {
  if (step === 'precompress') {
    return readdirSync(join(BUILD_DIR, 'assets')).some((file) => file.endsWith('.br'));
  }
  return readFileSync(join(BUILD_DIR, 'index.html'), 'utf8').includes(
    '<script type="module" async',
  );
}

export const DEMO_KEY = 'demo';

/** Opens `path`, enters the demo key on the key form, and waits for the shell (any width). */
export async function signIn(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  // "Search Ctrl K", or "Search" on a phone, where the shortcut is not shown.
  await expect(page.getByRole('button', { name: /^Search( Ctrl K)?$/ })).toBeVisible();
}
