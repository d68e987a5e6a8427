// The shell end to end: key form, signed-in shell, reload, navigation and sign out in Chromium.
import { expect, test } from '@playwright/test';
import { DEMO_KEY, signIn } from './helpers.ts';

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

  await signIn(page);
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
