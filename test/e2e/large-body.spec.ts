// A body of several megabytes is parsed in the parse worker, in real Chromium: the rows arrive
// whole and coerced, the worker's script is what parsed them, and the Explorer still shows the
// body as sent. The body is generated here (invented names), in place of the demo's answer.
import { expect, test } from '@playwright/test';
import { signIn } from './helpers.ts';

const ROWS = 12_000;

function body(): string {
  const rows = Array.from({ length: ROWS }, (_, i) => ({
    rank: String((i % 400) + 1),
    name: `Testfighter ${String(i).padStart(5, '0')}`,
    weight_class_code: `C${Math.floor(i / 400)}`,
    weight_class_name: `Class ${Math.floor(i / 400)}`,
    home_country: 'Nowhere',
    country_code: 'XX',
    points: (2000 - (i % 400)).toFixed(2),
    r_glicko1: 1500,
    r_elok170: 1500,
    r_elomod1: 1500,
    update_date: '2026-10-01T00:00:00Z',
  }));
  return JSON.stringify(rows);
}

test('a large answer is parsed off the main thread and shown whole', async ({ page }) => {
  const text = body();
  expect(text.length).toBeGreaterThan(1024 * 1024);
  await page.route('**/v1/data/views/fighter_ratings/fighters_view*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: text }),
  );
  await signIn(page, '/fighters');
  await expect(page.getByText(`${ROWS.toLocaleString('en-US')} fighters`).first()).toBeVisible();
  // Opened by class, then rank: the first row is class C0's number 1, its points a number.
  const first = page.getByRole('row').nth(1);
  await expect(first).toContainText('Testfighter 00000');
  await expect(first).toContainText('2,000.00');
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts.some((path) => /\/parse-worker-[\w-]+\.js$/.test(path))).toBe(true);

  await page.goto('/explorer?hub=fighter_ratings&view=fighters_view&run=1&tab=json');
  await expect(page.getByLabel('Raw JSON response')).toContainText('"name": "Testfighter 00000"');
});
