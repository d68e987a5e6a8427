// @vitest-environment node
// Issue 49: every method but GET and HEAD is a 405 with `Allow: GET, HEAD`, on /v1 (demo API and
// proxy, whose upstream never hears of it) and on every other path, whatever Node or Fastify
// know of the method: WebDAV's, a body-carrying one, one Node's parser rejects (BREW), CONNECT.
import { rmSync } from 'node:fs';
import { createServer as createHttpServer, METHODS, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DataViewsServer } from '../../server/app.ts';
import { createDataViewsMiddleware } from '../../server/vite-plugin.ts';
import { listenLoopback, rawRequest, requestText, tinyDist } from '../raw-http.ts';

const VIEW = '/v1/data/views/fighter_ratings/available_dates';
const DEMO_INFO = '/v1/__demo-api';
/** Every method Node's parser knows but GET and HEAD, and tokens it does not know. */
const METHODS_REFUSED = [
  ...METHODS.filter((method) => method !== 'GET' && method !== 'HEAD'),
  'BREW',
  'WHEN',
  'get',
];
const API_PATHS = [VIEW, `${VIEW}?date=2026-01-01`, '/v1', '/v1/other', DEMO_INFO];
const PAGE_PATHS = ['/', '/fighters', '/index.html', '/assets/app-1a2b3c.js', '/healthz', '/nope'];

/** The request, with a small body for the methods that usually carry one. */
function methodRequest(method: string, target: string): string {
  const body = '{"a":1}';
  return `${requestText(method, target, [
    'Authorization: Bearer demo',
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
  ])}${body}`;
}

const dist = tinyDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('npm run serve', () => {
  let demo: DataViewsServer;
  let proxy: DataViewsServer;
  let upstream: Server;
  let demoPort: number;
  let proxyPort: number;
  const reachedUpstream: string[] = [];

  beforeAll(async () => {
    upstream = createHttpServer((req, res) => {
      reachedUpstream.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    demo = await createServer({ distDir: dist, env: {} });
    proxy = await createServer({ distDir: dist, env: { DATA_VIEWS_UPSTREAM: upstreamUrl } });
    demoPort = await listenLoopback(demo.app);
    proxyPort = await listenLoopback(proxy.app);
  });
  afterAll(async () => {
    await Promise.all([demo.app.close(), proxy.app.close()]);
    upstream.close();
  });

  describe.each(METHODS_REFUSED)('%s', (method) => {
    it.each(API_PATHS)('on %s: a 405 refusal as data, in both modes', async (path) => {
      for (const port of [demoPort, proxyPort]) {
        const response = await rawRequest(port, methodRequest(method, path));
        expect(response.status, `port ${port}`).toBe(405);
        expect(response.headers).toMatchObject({
          allow: 'GET, HEAD',
          'content-security-policy': "default-src 'none'; sandbox",
          'x-data-views-refused-by': 'app-server',
          'cache-control': 'no-store',
          'x-frame-options': 'DENY',
        });
        expect(JSON.parse(response.body)).toMatchObject({ error: 'method_not_allowed' });
      }
    });

    it.each(PAGE_PATHS)('on %s: a 405 with the page headers', async (path) => {
      const response = await rawRequest(demoPort, methodRequest(method, path));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.body).toBe('Method not allowed: use GET or HEAD.');
    });
  });

  it('GET and HEAD still answer, and only they reached the upstream', async () => {
    for (const method of ['GET', 'HEAD']) {
      expect(
        (await rawRequest(demoPort, requestText(method, VIEW, ['Authorization: Bearer demo'])))
          .status,
      ).toBe(200);
      expect((await rawRequest(proxyPort, requestText(method, VIEW))).status).toBe(200);
      expect((await rawRequest(demoPort, requestText(method, '/fighters'))).status).toBe(200);
    }
    expect(reachedUpstream).toEqual([`GET ${VIEW}`, `HEAD ${VIEW}`]);
  });
});

describe('vite preview and dev (/v1 through the plugin)', () => {
  let server: Server;
  let port: number;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const middleware = await createDataViewsMiddleware({});
    close = middleware.close;
    server = createHttpServer((req, res) =>
      middleware.handle(req, res, () => res.writeHead(299).end('passed on')),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await close();
  });

  // Node's parser stops BREW before any middleware: the plugin's server is Vite's.
  it.each(METHODS_REFUSED.filter((method) => METHODS.includes(method) && method !== 'CONNECT'))(
    '%s on /v1 is a 405 refusal',
    async (method) => {
      const response = await rawRequest(port, methodRequest(method, VIEW));
      expect(response.status).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD');
      expect(response.headers['x-data-views-refused-by']).toBe('app-server');
    },
  );
});
