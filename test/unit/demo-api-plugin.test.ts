// @vitest-environment node
// The Vite middleware over real sockets: the demo API through Node's http, and the proxy's hygiene.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createDataViewsMiddleware, dataViewsApi } from '../../demo-api/plugin.ts';

const servers: Server[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** An app server with the middleware in front, and a marker answer when it passes a request on. */
function appWith(env: Record<string, string | undefined>): Promise<string> {
  const { handle } = createDataViewsMiddleware(env);
  return listen(
    createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 299;
        res.end('passed on');
      }),
    ),
  );
}

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))),
  );
});

describe('the demo middleware', () => {
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
    expect(posted.headers.get('allow')).toBe('GET');
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

  it('describes its settings without the key', () => {
    const { description } = createDataViewsMiddleware({
      DEMO_API_KEY: 'top-secret',
      DEMO_API_SHAPE: 'paged',
    });
    expect(description).toContain('demo API');
    expect(description).toContain('paged');
    expect(description).not.toContain('top-secret');
  });

  it('is a Vite plugin with dev and preview hooks', () => {
    const plugin = dataViewsApi({});
    expect(plugin.name).toBe('data-views-api');
    expect(plugin.configureServer).toBeTypeOf('function');
    expect(plugin.configurePreviewServer).toBeTypeOf('function');
  });
});

describe('the upstream proxy', () => {
  const PATH =
    '/v1/data/views/fighter_ratings/fighters_historical_view?date=2026-11-01&weight_class=LW';
  async function upstream(): Promise<{
    url: string;
    seen: { url: string; headers: IncomingHttpHeaders }[];
  }> {
    const seen: { url: string; headers: IncomingHttpHeaders }[] = [];
    const url = await listen(
      createServer((req, res) => {
        seen.push({ url: req.url ?? '', headers: req.headers });
        res.statusCode = 429;
        res.setHeader('Content-Type', 'application/json');
        res.setHeader('Retry-After', '7');
        res.setHeader('Set-Cookie', 'tracker=1');
        res.setHeader('X-Upstream-Internal', 'yes');
        res.end(JSON.stringify({ error: 'slow down' }));
      }),
    );
    return { url, seen };
  }

  it('forwards path, query, Authorization, Accept; returns status, type, Retry-After', async () => {
    const real = await upstream();
    const app = await appWith({ DATA_VIEWS_UPSTREAM: `${real.url}/` });
    const response = await fetch(`${app}${PATH}`, {
      headers: {
        Authorization: 'Bearer real-key',
        Accept: 'application/json',
        Cookie: 'session=abc',
        'X-Private': 'nope',
      },
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('retry-after')).toBe('7');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('x-upstream-internal')).toBeNull();
    expect(await response.json()).toEqual({ error: 'slow down' });

    expect(real.seen).toHaveLength(1);
    const [request] = real.seen;
    expect(request?.url).toBe(PATH);
    expect(request?.headers.authorization).toBe('Bearer real-key');
    expect(request?.headers.accept).toBe('application/json');
    expect(request?.headers.cookie).toBeUndefined();
    expect(request?.headers['x-private']).toBeUndefined();
  });

  it('answers /__demo-api with 404, and 502 when the upstream is down', async () => {
    const app = await appWith({ DATA_VIEWS_UPSTREAM: 'http://127.0.0.1:9' });
    expect((await fetch(`${app}/__demo-api`)).status).toBe(404);
    const down = await fetch(`${app}/v1/data/views/fighter_ratings/available_dates`, {
      headers: { Authorization: 'Bearer k' },
    });
    expect(down.status).toBe(502);
    expect(((await down.json()) as { error: string }).error).toBe('bad_gateway');
  });

  it('describes the upstream by origin only and refuses URLs with credentials', () => {
    expect(
      createDataViewsMiddleware({ DATA_VIEWS_UPSTREAM: 'https://real.host/api' }).description,
    ).toBe('proxy /v1/* to https://real.host');
    expect(() =>
      createDataViewsMiddleware({ DATA_VIEWS_UPSTREAM: 'https://u:p@real.host' }),
    ).toThrow('credentials');
    expect(() => createDataViewsMiddleware({ DATA_VIEWS_UPSTREAM: 'ftp://real.host' })).toThrow();
  });
});
