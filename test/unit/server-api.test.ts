// @vitest-environment node
// The `/v1` handling over real sockets: the demo API, the proxy's hygiene, paging headers, path confinement.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { confineViewPath } from '../../server/api.ts';
import { createDataViewsMiddleware, dataViewsApi } from '../../server/vite-plugin.ts';

const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An app server with the middleware in front, and a marker response when it passes a request on. */
async function appWith(env: Record<string, string | undefined>): Promise<string> {
  const { handle, close } = await createDataViewsMiddleware(env);
  closers.push(close);
  return listen(
    createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 299;
        res.end('passed on');
      }),
    ),
  );
}

/** A GET with the path exactly as written: fetch would normalise `..` and `%2e%2e` away. */
function rawGet(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, headers, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  await Promise.all(
    servers.splice(0).map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))),
  );
});

describe('the demo API through the middleware', () => {
  it('answers /v1/ through the demo handler, with its status, headers and body', async () => {
    const app = await appWith({});
    const response = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`, {
      headers: { Authorization: 'Bearer demo' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { update_date: string }[];
    expect(body.at(-1)).toEqual({ update_date: '2026-11-01' });

    const denied = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`);
    expect(denied.status).toBe(401);
    const posted = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`, {
      method: 'POST',
      body: 'x',
    });
    expect(posted.status).toBe(405);
    expect(posted.headers.get('allow')).toBe('GET, HEAD');
  });

  it('answers /__demo-api and passes every other path on to Vite', async () => {
    const app = await appWith({ DEMO_API_KEY: 'from-env' });
    expect(await (await fetch(`${app}/__demo-api`)).json()).toEqual({
      demo: true,
      key: 'from-env',
    });
    const other = await fetch(`${app}/fighters?date=2026-11-01`);
    expect(other.status).toBe(299);
    expect(await other.text()).toBe('passed on');
  });

  it('sends no CORS headers to another origin', async () => {
    const app = await appWith({});
    const response = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`, {
      headers: { Authorization: 'Bearer demo', Origin: 'http://localhost:9999' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('builds absolute next links from the Host it was asked on', async () => {
    const app = await appWith({ DEMO_API_SHAPE: 'paged', DEMO_API_PAGE_SIZE: '10' });
    const body = (await (
      await fetch(`${app}/v1/data/views/fighter_ratings/fighters_view`, {
        headers: { Authorization: 'Bearer demo' },
      })
    ).json()) as { next: string; count: number; results: unknown[] };
    expect(body.results).toHaveLength(10);
    expect(body.next).toBe(`${app}/v1/data/views/fighter_ratings/fighters_view?page=2`);
  });

  it('describes its settings without the key', async () => {
    const { api, close } = await createDataViewsMiddleware({
      DEMO_API_KEY: 'top-secret',
      DEMO_API_SHAPE: 'paged',
    });
    closers.push(close);
    expect(api.description).toContain('demo API');
    expect(api.description).toContain('paged');
    expect(api.description).not.toContain('top-secret');
  });

  it('is a Vite plugin with dev and preview hooks', () => {
    const plugin = dataViewsApi({});
    expect(plugin.name).toBe('data-views-api');
    expect(plugin.configureServer).toBeTypeOf('function');
    expect(plugin.configurePreviewServer).toBeTypeOf('function');
  });
});

interface Seen {
  url: string;
  headers: IncomingHttpHeaders;
}

/** A stand-in upstream that records what reached it and responds with `respond`. */
async function upstream(
  respond: (req: Seen, res: import('node:http').ServerResponse) => void = (_req, res) => {
    res.statusCode = 429;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Retry-After', '7');
    res.setHeader('Set-Cookie', 'tracker=1');
    res.setHeader('X-Upstream-Internal', 'yes');
    res.setHeader('Link', '<https://up.example/v1/data/views/a/b?page=2>; rel="next"');
    res.setHeader('X-Total-Count', '15');
    res.end(JSON.stringify({ error: 'slow down' }));
  },
): Promise<{ url: string; seen: Seen[] }> {
  const seen: Seen[] = [];
  const url = await listen(
    createServer((req, res) => {
      const entry = { url: req.url ?? '', headers: req.headers };
      seen.push(entry);
      respond(entry, res);
    }),
  );
  return { url, seen };
}

describe('the upstream proxy', () => {
  const PATH =
    '/v1/data/views/fighter_ratings/fighters_historical_view?date=2026-11-01&weight_class=LW';

  it('forwards path, query, Authorization, Accept; returns status, type and paging headers', async () => {
    const real = await upstream();
    const app = await appWith({ DATA_VIEWS_UPSTREAM: `${real.url}/` });
    const response = await fetch(`${app}${PATH}`, {
      headers: {
        Authorization: 'Bearer real-key',
        Accept: 'application/json',
        Cookie: 'session=abc',
        'X-Private': 'nope',
        Origin: 'http://localhost:1234',
      },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('link')).toBe(
      '<https://up.example/v1/data/views/a/b?page=2>; rel="next"',
    );
    expect(response.headers.get('x-total-count')).toBe('15');
    expect(response.headers.get('x-data-views-upstream')).toBe(real.url);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-upstream-internal')).toBeNull();
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(await response.json()).toEqual({ error: 'slow down' });

    expect(real.seen).toHaveLength(1);
    const [request] = real.seen;
    expect(request?.url).toBe(PATH);
    expect(request?.headers.authorization).toBe('Bearer real-key');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['x-private']).toBeUndefined();
    expect(request?.headers.origin).toBeUndefined();
  });

  it('keeps the upstream base path, and announces it', async () => {
    const real = await upstream((_req, res) => {
      res.setHeader('Content-Type', 'application/json');
      res.end('[]');
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: `${real.url}/data-service/` });
    const response = await fetch(`${app}${PATH}`, { headers: { Authorization: 'Bearer k' } });
    expect(response.status).toBe(200);
    expect(real.seen[0]?.url).toBe(`/data-service${PATH}`);
    expect(response.headers.get('x-data-views-upstream')).toBe(`${real.url}/data-service`);
  });

  it.each([
    '/v1/../secret',
    '/v1/%2e%2e/secret',
    '/v1/%2E%2E/%2E%2E/secret',
    '/v1/data/views/../../secret',
    '/v1/data/views/%2e%2e/%2e%2e/secret',
    '/v1/data/views/fighter_ratings/..',
    '/v1/data/views/fighter_ratings/%2e',
    '/v1/data/views/fighter_ratings/.%2e',
    '/v1/data/views/a%2fb/c',
    '/v1/data/views/a%5c..%5cb/c',
    '/v1/data/views/a/b/c',
    '/v1/data/views/fighter.ratings/x',
    '/v1/secret',
  ])('answers %s with 400 and never reaches the upstream', async (path) => {
    const real = await upstream();
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await rawGet(app, path, { Authorization: 'Bearer real-key' });
    expect(response.status).toBe(400);
    expect(real.seen).toHaveLength(0);
  });

  it('confines paths to /v1/data/views/{hub}/{view}, keeping the query', () => {
    expect(confineViewPath('/v1/data/views/a_b/c-d?x=1&y=..')).toEqual({
      path: '/v1/data/views/a_b/c-d',
      search: '?x=1&y=..',
    });
    expect(confineViewPath('/v1/data/views/a/b/')).toEqual({
      path: '/v1/data/views/a/b',
      search: '',
    });
    expect(confineViewPath('/v1/data/views/a')).toBeNull();
    expect(confineViewPath('/v1/data/views//b')).toBeNull();
  });

  it('turns an upstream redirect into a 502 without its Location', async () => {
    const real = await upstream((_req, res) => {
      res.statusCode = 302;
      res.setHeader('Location', 'https://elsewhere.example/steal');
      res.end();
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await fetch(`${app}${PATH}`, {
      headers: { Authorization: 'Bearer k' },
      redirect: 'manual',
    });
    expect(response.status).toBe(502);
    expect(response.headers.get('location')).toBeNull();
  });

  it('answers /__demo-api with "no demo" (not a 404 the console logs), and 502 when the upstream is down', async () => {
    const app = await appWith({ DATA_VIEWS_UPSTREAM: 'http://127.0.0.1:9' });
    const info = await fetch(`${app}/__demo-api`);
    expect(info.status).toBe(200);
    expect(await info.json()).toEqual({ demo: false });
    const down = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`, {
      headers: { Authorization: 'Bearer k' },
    });
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toBe('bad_gateway');
  });

  it('refuses other methods without reaching the upstream', async () => {
    const real = await upstream();
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await fetch(`${app}${PATH}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(real.seen).toHaveLength(0);
  });

  it('describes the upstream and refuses URLs with credentials', async () => {
    const { api, close } = await createDataViewsMiddleware({
      DATA_VIEWS_UPSTREAM: 'https://real.host/api/',
    });
    closers.push(close);
    expect(api.description).toBe('proxy /v1/* to https://real.host/api');
    await expect(
      createDataViewsMiddleware({ DATA_VIEWS_UPSTREAM: 'https://u:p@real.host' }),
    ).rejects.toThrow('credentials');
    await expect(
      createDataViewsMiddleware({ DATA_VIEWS_UPSTREAM: 'ftp://real.host' }),
    ).rejects.toThrow();
  });
});
