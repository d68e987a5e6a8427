// A hostile upstream behind the proxy: per case, a page that still paints, no uncaught error, a message
// for a person, and the key nowhere but the Authorization header of requests to the app's origin.
import { expect, test, type Page } from '@playwright/test';
import { HOSTILE_KEY } from './hostile-upstream.ts';

// The whole Unicode Bidi_Control set.
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** Watches a page from before any of its scripts runs; `check()` asserts the four promises of every case. */
async function guard(page: Page, origin: string) {
  await page.addInitScript(() => {
    const state = { longest: 0 };
    (window as unknown as { longTasks: typeof state }).longTasks = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.longest = Math.max(state.longest, entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  const errors: string[] = [];
  const leaks: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { authorization, ...others } = request.headers();
    if (request.url().includes(HOSTILE_KEY) || JSON.stringify(others).includes(HOSTILE_KEY)) {
      leaks.push(`in ${request.url()}`);
    }
    if (authorization && new URL(request.url()).origin !== origin)
      leaks.push(`sent to ${request.url()}`);
  });
  /**
   * `freezeUntilNow`: Playwright's role queries run in the page too, and over a wide table they
   * make long tasks of their own; a test that asks many of them takes the app's figure first.
   */
  let frozenAt: number | null = null;
  const longestTask = () =>
    page.evaluate(
      () => (window as unknown as { longTasks: { longest: number } }).longTasks.longest,
    );
  const check = async () => {
    expect(errors).toEqual([]);
    // The page still answers (a frame is painted): a frozen tab fails here at the test's limit.
    // How long its longest task was is reported, not asserted: it depends on the machine, and
    // speed targets live in `npm run bench`.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => done(true))));
    test.info().annotations.push({
      type: 'longest task',
      description: `${Math.round(frozenAt ?? (await longestTask()))} ms`,
    });
    expect(leaks).toEqual([]);
    expect(await page.content()).not.toContain(HOSTILE_KEY);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(HOSTILE_KEY);
  };
  const freezeUntilNow = async () => {
    frozenAt = Math.max(frozenAt ?? 0, await longestTask());
  };
  return Object.assign(check, { freezeUntilNow });
}

async function signIn(page: Page, path: string): Promise<void> {
  await page.goto(path);
  const field = page.getByLabel('API key', { exact: true });
  await field.fill(HOSTILE_KEY);
  // Typed, but not in any attribute of the DOM.
  expect(await page.content()).not.toContain(HOSTILE_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/** Elements whose own text holds a bidi control. */
async function spoofed(page: Page): Promise<string[]> {
  return page.evaluate((source) => {
    const controls = new RegExp(source);
    return [...document.body.querySelectorAll('*')]
      .filter((el) =>
        [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && controls.test(n.textContent ?? ''),
        ),
      )
      .map((el) => el.tagName);
  }, CONTROLS.source);
}

/** Signed in on Fighters, every one of the hostile upstream's 407 rows in the table. */
async function hostileFighters(page: Page, origin: string) {
  const check = await guard(page, origin);
  await signIn(page, '/fighters');
  await page.waitForSelector('[aria-rowcount="407"] [aria-rowindex="2"]');
  await check.freezeUntilNow();
  const table = page.getByRole('table', { name: /^Fighter rankings/ });
  await expect(table).toHaveAttribute('aria-rowcount', '407');
  return { check, table };
}

test('digit floods, a 10,000-character country and overrides in Fighters', async ({
  page,
  baseURL,
}) => {
  const { check, table } = await hostileFighters(page, baseURL ?? '');
  const country = page.getByRole('button', { name: 'Country All countries', exact: true });
  const box = await country.boundingBox();
  expect(box?.width ?? Infinity).toBeLessThan(page.viewportSize()?.width ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  // Its list, with the 10,000-character name in it, stays inside the window too.
  await country.click();
  const panel = page.getByRole('group', { name: 'Country', exact: true });
  await expect(panel).toBeVisible();
  expect((await panel.boundingBox())?.width ?? Infinity).toBeLessThan(
    page.viewportSize()?.width ?? 0,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Search fighters' }).fill('gnp');
  await expect(table.getByRole('row').nth(1)).toContainText('Evil\uFFFDgnp.exe');
  expect(await spoofed(page)).toEqual([]);
  await check();
});

test('a name that echoes the key: shown, starred and exported as [key removed]', async ({
  page,
  baseURL,
}) => {
  const { check, table } = await hostileFighters(page, baseURL ?? '');
  await page.getByRole('searchbox', { name: 'Search fighters' }).fill('key removed');
  const row = table.getByRole('row').nth(1);
  await expect(row).toContainText('[key removed]');
  await row.getByRole('button', { name: 'Watch [key removed]' }).click();
  await expect(row.getByRole('button', { name: 'Stop watching [key removed]' })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).not.toContain(HOSTILE_KEY);
  const path = await file.path();
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile(path, 'utf8');
  expect(csv).toContain('[key removed]');
  expect(csv).not.toContain(HOSTILE_KEY);
  await check();
});

test('overrides in a league and a team name', async ({ page, baseURL }) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/football/leagues/rtl');
  await page.waitForSelector('h1 bdi');
  await check.freezeUntilNow();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Top\uFFFDflight');
  await expect(page.getByText('\uFFFDevil')).toBeVisible();
  expect(await spoofed(page)).toEqual([]);
  await page.goto('/football/players/7');
  await page.waitForSelector('[aria-label^="Rating history of"] [aria-rowindex="2"]');
  await check.freezeUntilNow();
  await expect(page.getByRole('table', { name: /Rating history of/ })).toContainText(
    'Evil\uFFFDgnp.exe',
  );
  expect(await spoofed(page)).toEqual([]);
  await check();
});

test('a body whose every row has its own keys: 50 extra columns and a notice', async ({
  page,
  baseURL,
}) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/explorer?hub=fighter_ratings&view=available_dates&p.case=keys&run=1');
  // Rendered, measured, then inspected with role queries (which are slow over 51 columns).
  await page.waitForSelector(
    '[aria-label^="Rows of"] [role="row"] + [role="row"], [aria-label^="Rows of"] [aria-rowindex="2"]',
  );
  await check.freezeUntilNow();
  const table = page.getByRole('table', { name: /Rows of/ });
  await expect(table.getByRole('columnheader')).toHaveCount(51);
  await expect(page.getByText(/19,950 more columns than the 50 extra ones/)).toBeVisible();
  await check();
});

test('a body that echoes the key: the raw view leaves it out', async ({ page, baseURL }) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(
    page,
    '/explorer?hub=fighter_ratings&view=available_dates&p.case=echo&run=1&tab=json',
  );
  const raw = page.getByLabel('Raw JSON response');
  await expect(raw).toContainText('[key removed]');
  await expect(raw).not.toContainText(HOSTILE_KEY);
  await check();
});

test('a body with no end stops at the limit with a message', async ({ page, baseURL }) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/explorer?hub=fighter_ratings&view=available_dates&p.case=huge&run=1');
  await expect(page.getByText(/The answer is larger than 150 MB/).first()).toBeVisible({
    timeout: 60_000,
  });
  await check();
});

test('a 404 and a truncated body are each requested once', async ({ page, baseURL }) => {
  const check = await guard(page, baseURL ?? '');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('league_players')) asked.push(new URL(request.url()).search);
  });
  await signIn(page, '/football/leagues/missing');
  await expect(page.getByText(/does not know a league with the ID/)).toBeVisible();
  await page.goto('/football/leagues/truncated');
  // Each error is shown once its request has settled (no retry follows a 404 or a bad body).
  await expect(page.getByText(/not a table of rows/)).toBeVisible();
  expect(asked.filter((s) => s.includes('missing'))).toHaveLength(1);
  expect(asked.filter((s) => s.includes('truncated'))).toHaveLength(1);
  await check();
});

test('a 429 says how long the service asked to wait, and Cancel stops', async ({
  page,
  baseURL,
}) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/football/leagues/slow');
  // Whichever retry it is on by the time it is read (each waits the 7 s asked): a loaded machine
  // may first read it on the second.
  await expect(
    page.getByText(/^The service asked us to wait 7 s; retrying \([123] of 3\)…$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('Stopped waiting for the answer.')).toBeVisible();
  await check();
});

test('an upstream that never responds is named within seconds', async ({ page, baseURL }) => {
  const check = await guard(page, baseURL ?? '');
  // The page's clock runs as it does, and is moved on past the ten seconds once the request is out
  // (the request itself is real, and never answered).
  await page.clock.install();
  await signIn(page, '/football/leagues/hang');
  await expect(page.getByRole('status', { name: /^Loading/ })).toBeVisible();
  await page.clock.fastForward(11_000);
  await expect(page.getByText(/No answer yet after 1\d s…/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await check();
});

test('a 403 on one view keeps the key and says the view is not included', async ({
  page,
  baseURL,
}) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/football/players/403');
  await expect(page.getByText(/has no access to this view/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await page.goto('/fighters');
  await expect(page.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible();
  await check();
});

test('numbers a double cannot hold read as sent; a 100,000-level body reads too', async ({
  page,
  baseURL,
}) => {
  const check = await guard(page, baseURL ?? '');
  await signIn(page, '/explorer?hub=fighter_ratings&view=available_dates&p.case=exact&run=1');
  const table = page.getByRole('table', { name: /available_dates/ });
  await expect(table).toContainText('123456789012345678901234567890');
  await expect(table).toContainText('9007199254740993');
  await page.getByRole('tab', { name: 'Raw JSON' }).click();
  const raw = page.getByLabel('Raw JSON response');
  await expect(raw).toContainText('"big": 123456789012345678901234567890,');
  await expect(raw).toContainText('"player_id": 9007199254740993,');
  await expect(raw).toContainText('"inf": 1e309,');
  await expect(raw).toContainText('"zero": -0');

  // A league's player whose ID a double cannot hold: the ID as sent, and linked to that player,
  // whose history is requested by the exact ID (never the rounded 9007199254740992).
  // Recorded from the start: the league screen may request the history ahead of the click.
  const asked: (string | null)[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.endsWith('/player_ratings_history'))
      asked.push(url.searchParams.get('player_id'));
  });
  await page.goto('/football/leagues/exact');
  const players = page.getByRole('table', { name: /players/i });
  await expect(players).toContainText('9007199254740993');
  await expect(players).not.toContainText('9007199254740992');
  await players.getByRole('link', { name: 'Big Id' }).click();
  await expect(page).toHaveURL(/\/football\/players\/9007199254740993\?league=exact$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Big Id');
  await expect(page.getByText('Exact FC').first()).toBeVisible();
  expect(asked).toContain('9007199254740993');
  expect(asked).not.toContain('9007199254740992');

  await page.goto('/explorer?hub=fighter_ratings&view=available_dates&p.case=deep&run=1&tab=json');
  await expect(page.getByText(/The body nests more than 100 levels deep/)).toBeVisible();
  await expect(page.getByLabel('Raw JSON response')).toContainText('"update_date": "2026-01-01"');
  await check();
});
