// Under the production server: its headers hold on every screen, and no screen trips the Content-Security-Policy.
import { expect, test, type Page } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

/** Records every CSP violation the page reports, from before any of its scripts runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = found;
    document.addEventListener('securitypolicyviolation', (event) => {
      found.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
    ...consoleErrors,
  ];
}

test('every screen runs under the policy with no violation', async ({ page, request }) => {
  const leagues = (await (
    await request.get('/v1/data/views/football_player_ratings/available_leagues', {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
    })
  ).json()) as { app_id: string }[];
  const appId = leagues[0]?.app_id ?? '';
  const players = (await (
    await request.get(`/v1/data/views/football_player_ratings/league_players?app_id=${appId}`, {
      headers: { Authorization: `Bearer ${DEMO_KEY}` },
    })
  ).json()) as { player_id: number }[];
  const playerId = players[0]?.player_id ?? 0;

  const violations = await watchViolations(page);
  const response = await page.goto('/fighters');
  const headers = response?.headers() ?? {};
  expect(headers['content-security-policy']).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  await signIn(page, '/fighters');
  await expect(page.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible();

  const screens: [string, RegExp | string][] = [
    ['/fighters?mode=by-date', /^Fighter rankings/],
    ['/football', 'Football'],
    [`/football/leagues/${appId}`, /Players of/],
    [`/football/players/${playerId}`, /Rating history of/],
    [`/explorer?hub=fighter_ratings&view=available_dates&run=1`, /Rows of/],
  ];
  for (const [path, name] of screens) {
    await page.goto(path);
    if (typeof name === 'string') {
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    } else {
      await expect(page.getByRole('table', { name })).toBeVisible();
    }
  }
  // The chart screen again, with a pointer over the chart so the tooltip renders too.
  await page.goto(`/football/players/${playerId}`);
  const point = page.getByTestId(`rating-point-${playerId}`).first();
  await expect(point).toBeAttached();
  await page.mouse.move(600, 400);
  expect(await violations()).toEqual([]);
});
