// What a hostile upstream must never get through the proxy to the browser, nor hold on to
// (issue 39): only data reaches the app's origin, no password prompt, sockets let go.
import { expect, test } from '@playwright/test';
import { ports } from '../../playwright.config.ts';
import { HOSTILE_KEY } from './hostile-upstream.ts';

const upstream = `http://127.0.0.1:${ports.hostileApi}`;
const view = (name: string) => `/v1/data/views/hostile/${name}`;

/** How many of a case's requests the upstream still has open. */
async function openAt(request: import('@playwright/test').APIRequestContext, name: string) {
  const response = await request.get(`${upstream}/__hostile/open?case=${name}`);
  return ((await response.json()) as { open: number }).open;
}

test('an upstream page or script is never served on the app origin', async ({ page, baseURL }) => {
  // A tab of the app holds the key, as it would when the hostile page is opened beside it.
  await page.goto('/fighters');
  await page.getByLabel('API key', { exact: true }).fill(HOSTILE_KEY);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const errors: string[] = [];
  const other = await page.context().newPage();
  other.on('pageerror', (error) => errors.push(error.message));
  for (const name of ['html', 'script', 'svg']) {
    const response = await other.goto(`${baseURL}${view(name)}`);
    expect(response?.status()).toBe(502);
    const headers = response?.headers() ?? {};
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(headers['x-content-type-options']).toBe('nosniff');
    await expect(other.locator('body')).toContainText('not data');
    expect(await other.evaluate(() => 'hostileRan' in window)).toBe(false);
  }
  expect(errors).toEqual([]);
});

test('no Basic or Digest challenge reaches the browser', async ({ request }) => {
  for (const name of ['basic', 'digest']) {
    const response = await request.get(view(name));
    expect(response.status()).toBe(401);
    expect(response.headers()['www-authenticate']).toBeUndefined();
  }
});

test("a redirect's endless body is closed, not drained", async ({ request }) => {
  const response = await request.get(view('redirect-flood'), { maxRedirects: 0 });
  expect(response.status()).toBe(502);
  await expect.poll(() => openAt(request, 'redirect-flood')).toBe(0);
});

test('a client that gives up frees the upstream request', async ({ page, request }) => {
  await page.goto('/healthz');
  const asked = page.evaluate(async (path) => {
    const controller = new AbortController();
    const pending = fetch(path, { signal: controller.signal }).catch(() => 'aborted');
    (window as unknown as { giveUp: () => void }).giveUp = () => controller.abort();
    return pending.then(() => 'settled');
  }, view('hang'));
  await expect.poll(() => openAt(request, 'hang')).toBe(1);
  await page.evaluate(() => (window as unknown as { giveUp: () => void }).giveUp());
  await asked;
  await expect.poll(() => openAt(request, 'hang')).toBe(0);
});

test('query values with ../ are data, passed as encoded; a bad % is the app server’s 400', async ({
  request,
}) => {
  const query = '?v=..%2F..%2Fadmin&w=%2F..&x=a/../b';
  const response = await request.get(`${view('query')}${query}`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual([{ query }]);
  const bad = await request.get(`${view('query')}?v=100%`);
  expect(bad.status()).toBe(400);
  expect(bad.headers()['x-data-views-refused-by']).toBe('app-server');
  expect(((await bad.json()) as { message: string }).message).toMatch(
    /^The app's own server refused the request/,
  );
});

test('other methods are 405; HEAD is a 200 without a body', async ({ request }) => {
  for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH']) {
    const response = await request.fetch(view('query'), { method, data: '' });
    expect(response.status()).toBe(405);
    expect(response.headers().allow).toBe('GET, HEAD');
  }
  const head = await request.head(view('query'));
  expect(head.status()).toBe(200);
  expect(await head.body()).toHaveLength(0);
});
