// The shell end to end: key form, signed-in shell, reload, navigation and sign out in Chromium.
import { expect, test } from '@playwright/test';
import { DEMO_KEY, signIn, signInWithForm } from './helpers.ts';

test('a new user enters the demo key, stays signed in on reload, and signs out', async ({
  page,
}) => {
  const requests: { url: string; auth: string | undefined }[] = [];
  page.on('request', (request) =>
    requests.push({ url: request.url(), auth: request.headers()['authorization'] }),
  );

  await page.goto('/');
  await expect(page.getByLabel('API key', { exact: true })).toHaveAttribute('type', 'password');
  await expect(page.getByText('The bundled demo API is answering here')).toBeVisible();

  await signInWithForm(page);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const name of ['Fighters', 'Football', 'Explorer']) {
    await expect(nav.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByText('demo API')).toBeVisible();
  await expect(page.getByText('Key set')).toBeVisible();
  await expect(page).toHaveURL(/\/fighters/);

  const stored = await page.evaluate(() => ({
    session: Object.values(sessionStorage),
    local: Object.values(localStorage),
  }));
  expect(stored.session).toContain(DEMO_KEY);
  expect(stored.local.join('')).not.toContain(DEMO_KEY);

  await nav.getByRole('link', { name: 'Explorer' }).click();
  await expect(page).toHaveURL(/\/explorer/);
  await page.goBack();
  await expect(page).toHaveURL(/\/fighters/);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  expect(page.url()).not.toContain(DEMO_KEY);

  // The key only ever travels to the app's own origin.
  const origin = new URL(page.url()).origin;
  for (const r of requests.filter((r) => r.auth)) {
    expect(new URL(r.url).origin).toBe(origin);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => Object.values(sessionStorage).join(''))).not.toContain(DEMO_KEY);
});

test('an unknown address shows a way back, not a blank page', async ({ page }) => {
  await signIn(page, '/no-such-screen');
  await expect(page.getByRole('heading', { name: 'No such screen' })).toBeVisible();
  await page.getByRole('link', { name: 'go to the fighter rankings' }).click();
  await expect(page).toHaveURL(/\/fighters/);
});

test('a refused key brings back the key form with the reason, then the same screen', async ({
  page,
}) => {
  await page.goto('/football');
  await page.getByLabel('API key', { exact: true }).fill('not-the-key');
  await page.getByRole('button', { name: 'Continue' }).click();
  // The first call to a view is refused; the form returns and says why.
  await expect(page.getByRole('alert')).toContainText('did not accept this key');
  await expect(page).toHaveURL(/\/football$/);
  expect(await page.evaluate(() => Object.values(sessionStorage).join(''))).not.toContain(
    'not-the-key',
  );
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('combobox', { name: 'League' })).toBeVisible();
  await expect(page).toHaveURL(/\/football$/);
});

test('a link opened in a second tab takes the key from the first; signing out there signs out both', async ({
  context,
  page,
}) => {
  await signIn(page, '/fighters');
  const link = page
    .getByRole('table', { name: /^Fighter rankings/ })
    .getByRole('link')
    .first();
  const name = (await link.textContent()) ?? '';
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toContain('/fighters/fighter/');

  // A tab whose address was typed or pasted, or opened by a script: no tab answers it, since
  // nothing tells it from a hostile page on the same origin (src/session/key-share.ts).
  const typed = await context.newPage();
  await typed.goto(href);
  await expect(typed.getByLabel('API key', { exact: true })).toBeVisible();
  await typed.close();

  // The person opens the link in a new tab: that tab, and only it, is given the key.
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(second.getByLabel('API key', { exact: true })).toHaveCount(0);
  await expect(second.getByRole('heading', { name })).toBeVisible();
  const stored = await second.evaluate(() => ({
    session: Object.values(sessionStorage).join(''),
    local: Object.values(localStorage).join(''),
    cookie: document.cookie,
  }));
  expect(stored.session).toContain(DEMO_KEY);
  expect(stored.local).not.toContain(DEMO_KEY);
  expect(stored.cookie).not.toContain(DEMO_KEY);
  expect(second.url()).not.toContain(DEMO_KEY);

  await second.getByRole('button', { name: 'Sign out' }).click();
  await expect(second.getByLabel('API key', { exact: true })).toBeVisible();
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  await expect(
    page.getByText('You signed out in another tab. The key is forgotten.'),
  ).toBeVisible();
  expect(await page.evaluate(() => Object.values(sessionStorage).join(''))).not.toContain(DEMO_KEY);
});

test('a same-origin script that asks the app’s tabs for the key gets no response, and one that listens sees it only sealed', async ({
  context,
  page,
}) => {
  await signIn(page, '/fighters');
  // Another document of this origin, running its own script (as an upstream's page would): it
  // listens on the app's channel and notes every message, its bytes read as text too.
  const hostile = await context.newPage();
  await hostile.goto('/favicon.svg');
  await hostile.evaluate(() => {
    const heard: string[] = [];
    const text = (value: unknown): string =>
      value instanceof ArrayBuffer || ArrayBuffer.isView(value)
        ? new TextDecoder().decode(value as ArrayBuffer)
        : value && typeof value === 'object'
          ? Object.values(value).map(text).join(' ')
          : String(value);
    const channel = new BroadcastChannel('data-views.session');
    channel.onmessage = (event: MessageEvent) => heard.push(text(event.data));
    Object.assign(window, { heard, channel });
  });
  const heard = () => hostile.evaluate(() => (window as unknown as { heard: string[] }).heard);

  // It asks, as a new tab of the app would, while the person is only reading: no tab answers.
  await hostile.evaluate(async () => {
    const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, false, [
      'deriveKey',
    ]);
    const publicKey = await crypto.subtle.exportKey('raw', pair.publicKey);
    const { channel } = window as unknown as { channel: BroadcastChannel };
    channel.postMessage({ type: 'key-request', id: 'hostile', publicKey });
  });
  // The app's tab has had time to answer when a new tab it opened has been answered (below).

  // The person opens a link in a new tab: that tab gets the key, sealed; the listener sees it
  // cross the channel but cannot read it.
  const link = page
    .getByRole('table', { name: /^Fighter rankings/ })
    .getByRole('link')
    .first();
  const [second] = await Promise.all([
    context.waitForEvent('page'),
    link.click({ modifiers: ['ControlOrMeta'] }),
  ]);
  await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const messages = await heard();
  expect(messages.filter((m) => m.startsWith('key ')).length).toBe(1);
  expect(messages.some((m) => m.startsWith('key hostile'))).toBe(false);
  expect(messages.join(' ')).not.toContain(DEMO_KEY);
});

test('a first visit shows one calm state, then the key form', async ({ page }) => {
  // Every text the page shows until the key form is there, as it changes.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seenStates: string[] }).seenStates = seen;
    const record = () => {
      if (document.getElementById('api-key')) return;
      const text = document.body?.innerText.trim() ?? '';
      if (seen[seen.length - 1] !== text) seen.push(text);
    };
    new MutationObserver(record).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  await page.goto('/fighters');
  await expect(page.getByLabel('API key', { exact: true })).toBeVisible();
  const states = await page.evaluate(
    () => (window as unknown as { seenStates: string[] }).seenStates,
  );
  // An empty page, then at most the card with the dashboard's name: no second waiting message.
  expect(states.filter((text) => text !== '')).toEqual(
    states.some((text) => text !== '') ? ['Data Views dashboard'] : [],
  );
});

test('after Continue the screen’s frame shows at once, never a blank page', async ({ page }) => {
  await page.goto('/football/players/100005');
  await page.getByLabel('API key', { exact: true }).fill(DEMO_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Within 100 ms: a heading and either a loading state or the screen itself under the header.
  const frame = await page.evaluate(
    () =>
      new Promise<{ heading: string; busy: boolean; text: number }>((resolve) => {
        setTimeout(() => {
          const main = document.querySelector('main');
          resolve({
            heading: main?.querySelector('h1')?.textContent ?? '',
            busy: Boolean(main?.querySelector('[role="status"], [aria-busy="true"]')),
            text: (main?.textContent ?? '').trim().length,
          });
        }, 100);
      }),
  );
  expect(frame.heading).not.toBe('');
  expect(frame.busy || frame.text > 100).toBe(true);
});

test('a section whose code is still on its way says so at once, then shows the section', async ({
  page,
}) => {
  await signIn(page, '/fighters');
  await expect(page.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible();
  // The Football screen's code held back, as a slow network would.
  let release = (): void => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/football-routes-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const link = page.getByRole('navigation', { name: 'Sections' }).getByRole('link', {
    name: 'Football',
  });
  // Pointing at the link already requests the section's code.
  const asked = page.waitForRequest(/\/assets\/football-routes-[\w-]+\.js$/, {
    timeout: 60_000,
  });
  await link.hover();
  await asked;

  await link.click();
  // The router keeps the screen and its address until the new screen can be drawn; the click is
  // acknowledged at once.
  await expect(page.getByRole('progressbar', { name: 'Loading Football…' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');

  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
  await expect(page).toHaveURL(/\/football$/);
  await expect(page.getByRole('progressbar', { name: 'Loading Football…' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toHaveAttribute('aria-busy', 'true');
});

test('a section whose code cannot be fetched says so beside the header, with a way to try again', async ({
  page,
}) => {
  await page.route(/\/assets\/football-routes-[\w-]+\.js$/, (route) => route.abort());
  await signIn(page, '/fighters');
  await expect(page.getByRole('table', { name: /^Fighter rankings/ })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Football' })
    .click();
  const alert = page.getByRole('alert');
  await expect(
    alert.getByRole('heading', { name: 'This screen could not be loaded' }),
  ).toBeVisible();
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible();
  // The shell stays: every other section is one click away.
  await expect(page.getByRole('navigation', { name: 'Sections' })).toBeVisible();
  await page.unroute(/\/assets\/football-routes-[\w-]+\.js$/);
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Football' })).toBeVisible();
});

test('at 320 and 390 px the key form fits the screen, with no sideways scrolling', async ({
  page,
}) => {
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/fighters');
    const field = page.getByLabel('API key', { exact: true });
    await expect(field).toBeVisible();
    const form = await page.locator('form').filter({ has: field }).boundingBox();
    expect(form?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((form?.x ?? 0) + (form?.width ?? 999)).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    const button = await page.getByRole('button', { name: 'Show key' }).boundingBox();
    expect((button?.x ?? 0) + (button?.width ?? 999)).toBeLessThanOrEqual(width);
  }
});

test('at 390 px the header is one compact row, with the sections in a menu', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, '/fighters');
  const header = page.locator('header');
  const box = await header.boundingBox();
  expect(box?.height ?? 999).toBeLessThanOrEqual(56);
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await expect(nav).toBeHidden();
  await page.getByRole('button', { name: /Menu/ }).click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Football' }).click();
  await expect(page).toHaveURL(/\/football$/);
  await expect(nav).toBeHidden();
  // Ctrl+K opens the palette here too.
  await page.keyboard.press('Control+k');
  await expect(page.getByRole('dialog', { name: 'Go to' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Go to' })).toBeHidden();
});
