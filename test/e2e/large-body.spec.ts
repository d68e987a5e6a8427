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

test('a large response is parsed off the main thread and shown whole', async ({ page }) => {
  // Two 3 MB parses (Fighters, then the Explorer's raw view) on a CI machine running two browsers.
  const text = body();
  expect(text.length).toBeGreaterThan(1024 * 1024);
  await page.route('**/v1/data/views/fighter_ratings/fighters_view*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: text }),
  );
  await signIn(page, '/fighters');
  // 3 MB parsed in the worker on a CI machine running two browsers at once: given time.
  await expect(page.getByText(`${ROWS.toLocaleString('en-US')} fighters`).first()).toBeVisible({
    timeout: 60_000,
  });
  // Opened by class, then rank: the first row is class C0's number 1, its points a number.
  const first = page
    .getByRole('table', { name: /^Fighter rankings/ })
    .getByRole('row')
    .nth(1);
  await expect(first).toContainText('Testfighter 00000');
  await expect(first).toContainText('2,000.00');
  const scripts = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  expect(scripts.some((path) => /\/parse-worker-[\w-]+\.js$/.test(path))).toBe(true);

  await page.goto('/explorer?hub=fighter_ratings&view=fighters_view&run=1&tab=json');
  await expect(page.getByLabel('Raw JSON response')).toContainText('"name": "Testfighter 00000"', {
    timeout: 60_000,
  });
});

test('a history of thousands of appearances is painted on a canvas, and the tooltip still reads each one', async ({
  page,
}) => {
  const appearances = 2_400;
  const start = Date.UTC(2016, 0, 2);
  const rows = Array.from({ length: appearances }, (_, i) => ({
    player_id: '4242',
    player_name: 'Testplayer Canvas',
    birthday: '1990-05-05',
    position: 'Midfielder',
    team_name: i < 1_200 ? 'Testtown Rovers' : 'Sampleford United',
    date: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    minutes: 90,
    rating: 1500 + Math.round(Math.sin(i / 40) * 100),
    peak: false,
  }));
  await page.route('**/v1/data/views/football_player_ratings/player_ratings_history*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(rows) }),
  );
  await signIn(page, '/football/players/4242');
  const chart = page.getByRole('group', { name: /Rating over time/ });
  await expect(chart.locator(`canvas[data-points="${appearances}"]`)).toBeVisible();
  await expect(chart.locator('circle[data-testid^="rating-point-"]')).toHaveCount(0);
  // The canvas is painted: some of its pixels are not transparent.
  const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
    const data = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
    let count = 0;
    for (let i = 3; data && i < data.length; i += 4) if (data[i] !== 0) count += 1;
    return count;
  });
  expect(painted).toBeGreaterThan(1000);
  const box = await chart.locator('svg').first().boundingBox();
  if (!box) throw new Error('no chart');
  await page.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.6);
  // The day under the pointer, read from the data: 2,400 days from 2 January 2016, the middle one
  // within a few days (the plot starts right of the y axis).
  const tooltip = chart.getByRole('tooltip');
  await expect(tooltip).toContainText(/Rating/);
  await expect(tooltip).toContainText(/Testtown Rovers|Sampleford United/);
  // The keys read the days one by one from the first.
  await chart.getByLabel(/arrow keys/).focus();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Home');
  await expect(tooltip).toContainText('2 Jan 2016');
  await page.keyboard.press('ArrowRight');
  await expect(tooltip).toContainText('3 Jan 2016');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});
