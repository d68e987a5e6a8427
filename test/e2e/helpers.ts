// Shared steps for the end-to-end tests.
import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';

/** The build folder the servers serve (playwright.config.ts). */
const BUILD_DIR = process.env.E2E_DIST ?? 'dist';

/**
 * Whether the served build has a step of build/ that a check depends on: the stock build
 * (STOCK_BUILD=1) or BUILD_WITHOUT=<name> leaves it out, and the check is then skipped.
 */
export function builtWith(step: 'precompress'): boolean {
  return (
    step === 'precompress' && readdirSync(join(BUILD_DIR, 'assets')).some((f) => f.endsWith('.br'))
  );
}

export const DEMO_KEY = 'demo';

export type Row = Record<string, unknown>;

/** The demo API's own response for a football view, so expectations come from the data, not the screen. */
export async function footballView(
  request: APIRequestContext,
  name: string,
  params: Record<string, string> = {},
): Promise<Row[]> {
  const query = new URLSearchParams(params).toString();
  const response = await request.get(
    `/v1/data/views/football_player_ratings/${name}${query ? `?${query}` : ''}`,
    { headers: { Authorization: `Bearer ${DEMO_KEY}` } },
  );
  expect(response.ok()).toBe(true);
  return (await response.json()) as Row[];
}

/**
 * Opens `path` signed in with the demo key, as a reload of a signed-in tab does: the key is put
 * where the key form leaves it (this tab's sessionStorage) first, and the test waits for the shell
 * (any width). The key form itself is walked in shell.spec.ts; `signInWithForm` walks it here.
 */
export async function signIn(page: Page, path = '/'): Promise<void> {
  // A same-origin document that is not the app, to reach the tab's sessionStorage.
  await page.goto('/healthz');
  await page.evaluate((key) => sessionStorage.setItem('data-views.api-key', key), DEMO_KEY);
  await page.goto(path);
  await expect(page.getByRole('button', { name: /^Search( Ctrl K)?$/ })).toBeVisible();
}

/** Opens `path`, enters the demo key on the key form, and waits for the shell (any width). */
export async function signInWithForm(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  // "Search Ctrl K", or "Search" on a phone, where the shortcut is not shown.
  await expect(page.getByRole('button', { name: /^Search( Ctrl K)?$/ })).toBeVisible();
}

/**
 * Moves the open app to `path` as its own links do, without loading the page again: the address
 * changes and the router draws the screen from what it already holds. For walks over many screens
 * that look at each one's layout; a test of how a screen first loads uses `page.goto`.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  const wanted = new URL(path, page.url());
  await expect
    .poll(() => {
      const now = new URL(page.url());
      return now.pathname + now.search;
    })
    .toBe(wanted.pathname + wanted.search);
}

/** Opens the Download menu (in `scope`) and saves the chart as `format`; the file's name and bytes. */
export async function downloadChart(
  page: Page,
  format: 'SVG' | 'PNG',
  scope: Page | Locator = page,
) {
  const menu = scope.getByRole('button', { name: 'Download chart', exact: true });
  if ((await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Download chart as ${format}` }).click(),
  ]);
  const path = await file.path();
  return { name: file.suggestedFilename(), bytes: await readFile(path) };
}

/** The words and title of an SVG file, as the browser's XML parser reads it. */
export function readSvgIn(page: Page, xml: string) {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      title: doc.querySelector('title')?.textContent ?? '',
      words: [...doc.getElementsByTagName('text')].map((t) => t.textContent).join(' '),
    };
  }, xml);
}
