// @vitest-environment node
// Issue 49: every kind of response of `npm run serve` carries the security headers, on a real
// loopback socket: pages, files, 404s, /v1 answers and refusals, 405s, Node's own 400 and 431
// (which no route ever sees), the 503 of a request that arrives while the server stops.
import { rmSync } from 'node:fs';
import {
  Agent,
  createServer as createHttpServer,
  request,
  type IncomingHttpHeaders,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DataViewsServer } from '../../server/app.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from '../../server/security-headers.ts';
import { listenLoopback, rawRequest, requestText, tinyDist } from '../raw-http.ts';

const VIEW = '/v1/data/views/fighter_ratings/available_dates';
const AUTH = 'Authorization: Bearer demo';
const BIG_HEADER = `X-Padding: ${'a'.repeat(20 * 1024)}`;
const CONFLICTING = ['Transfer-Encoding: chunked', 'Content-Length: 5'];
const API_CSP = "default-src 'none'; sandbox";

/** Every header of the set as the server's pages carry it, names lower-cased. */
const PAGE = Object.fromEntries(
  Object.entries(securityHeaders({})).map(([name, value]) => [name.toLowerCase(), value]),
);

interface Case {
  readonly what: string;
  readonly text: string;
  readonly status: number;
  /** An API path: its answer is data (its own CSP, no-store) with every other header kept. */
  readonly api: boolean;
  /** Answered by the (demo) service, not refused by the app's own server. */
  readonly byService?: boolean;
}

const get = (target: string, extra: string[] = []) => requestText('GET', target, extra);

const CASES: Case[] = [
  { what: 'the app', text: get('/', ['Accept: text/html']), status: 200, api: false },
  { what: 'an app route', text: get('/fighters?date=2026-11-01'), status: 200, api: false },
  { what: 'HEAD of the app', text: requestText('HEAD', '/'), status: 200, api: false },
  { what: 'an asset', text: get('/assets/app-1a2b3c.js'), status: 200, api: false },
  { what: 'a missing asset', text: get('/assets/missing.js'), status: 404, api: false },
  { what: 'health', text: get('/healthz'), status: 200, api: false },
  { what: 'a page path with a bad %', text: get('/fighters/%zz'), status: 400, api: false },
  { what: 'a /v1 view', text: get(VIEW, [AUTH]), status: 200, api: true },
  { what: 'a /v1 view without a key', text: get(VIEW), status: 401, api: true, byService: true },
  {
    what: 'a /v1 name with %2f',
    text: get('/v1/data/views/a%2fb/c', [AUTH]),
    status: 400,
    api: true,
  },
  { what: '/v1/%zz', text: get('/v1/%zz'), status: 400, api: true },
  { what: 'a /v1 path that is no view', text: get('/v1/other'), status: 400, api: true },
  { what: 'POST on /v1', text: requestText('POST', VIEW), status: 405, api: true },
  { what: 'PROPFIND on /v1', text: requestText('PROPFIND', VIEW), status: 405, api: true },
  {
    what: 'DELETE on an app route',
    text: requestText('DELETE', '/fighters'),
    status: 405,
    api: false,
  },
  // Never reach Fastify: Node's parser rejects them (server/protocol-answers.ts).
  { what: 'BREW on /v1 (Node)', text: requestText('BREW', VIEW), status: 405, api: true },
  { what: 'BREW on a page (Node)', text: requestText('BREW', '/'), status: 405, api: false },
  { what: 'CONNECT (Node)', text: requestText('CONNECT', '/v1'), status: 405, api: true },
  {
    what: 'Transfer-Encoding with Content-Length (Node)',
    text: `${requestText('POST', '/', CONFLICTING)}0\r\n\r\n`,
    status: 400,
    api: false,
  },
  {
    what: 'Transfer-Encoding with Content-Length on /v1 (Node)',
    text: `${requestText('GET', VIEW, CONFLICTING)}0\r\n\r\n`,
    status: 400,
    api: true,
  },
  { what: 'a 20 KB header (Node)', text: get('/', [BIG_HEADER]), status: 431, api: false },
  { what: 'a 20 KB header on /v1 (Node)', text: get(VIEW, [BIG_HEADER]), status: 431, api: true },
];

function expectHeaders(
  headers: Readonly<Record<string, string>>,
  api: boolean,
  hsts: boolean,
): void {
  expect(headers).toMatchObject(
    api ? { ...PAGE, 'content-security-policy': API_CSP, 'cache-control': 'no-store' } : PAGE,
  );
  expect(headers['strict-transport-security']).toBe(hsts ? STRICT_TRANSPORT_SECURITY : undefined);
  expect(headers['access-control-allow-origin']).toBeUndefined();
}

/** A GET through `agent` (so on its kept-alive socket), read to its end. */
function getOn(
  agent: Agent,
  port: number,
  path: string,
): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path, agent, headers: { authorization: 'Bearer demo' } })
      .on('response', (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
      })
      .on('error', reject)
      .end();
  });
}

const dist = tinyDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe.each([
  ['without HSTS', {}, false],
  ['with HSTS=1', { HSTS: '1' }, true],
])('every response kind carries the security headers (%s)', (_label, env, hsts) => {
  let server: DataViewsServer;
  let port: number;
  beforeAll(async () => {
    server = await createServer({ distDir: dist, env });
    port = await listenLoopback(server.app);
  });
  afterAll(() => server.app.close());

  it.each(CASES)('$what: $status', async ({ text, status, api, byService }) => {
    const response = await rawRequest(port, text);
    expect(response.status).toBe(status);
    expectHeaders(response.headers, api, hsts);
    if (status === 405) expect(response.headers.allow).toBe('GET, HEAD');
    if (api && status >= 400 && !byService) {
      expect(response.headers['x-data-views-refused-by']).toBe('app-server');
      expect(JSON.parse(response.body)).toHaveProperty('message');
    }
  });
});

describe('through the proxy', () => {
  const upstreams: Server[] = [];
  const servers: DataViewsServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.app.close()));
    for (const upstream of upstreams) upstream.close();
  });

  /** An upstream that calls `respond` for each request, and the app proxying to it. */
  async function proxyTo(respond: (res: ServerResponse) => void): Promise<number> {
    const upstream = createHttpServer((_req, res) => respond(res));
    upstreams.push(upstream);
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    const server = await createServer({
      distDir: dist,
      env: { DATA_VIEWS_UPSTREAM: `http://127.0.0.1:${port}` },
    });
    servers.push(server);
    return listenLoopback(server.app);
  }

  it('an upstream that is not data is a 502 with the headers', async () => {
    const port = await proxyTo((res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<p>'),
    );
    const response = await rawRequest(port, get(VIEW, [AUTH]));
    expect(response.status).toBe(502);
    expectHeaders(response.headers, true, false);
  });

  it("an upstream's own error keeps its status and gets the headers", async () => {
    const port = await proxyTo((res) =>
      res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' }).end('{}'),
    );
    const response = await rawRequest(port, get(VIEW, [AUTH]));
    expect(response.status).toBe(429);
    expectHeaders(response.headers, true, false);
  });

  it('a request arriving while the server stops is a 503 with the headers', async () => {
    let release = (): void => undefined;
    let arrived = (): void => undefined;
    const reached = new Promise<void>((resolve) => (arrived = resolve));
    const port = await proxyTo((res) => {
      release = () => res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
      arrived();
    });
    const server = servers.at(-1) as DataViewsServer;
    // One kept-alive connection: busy when the stop begins (so it is not closed as idle), then
    // asked again once its first answer is in.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const first = getOn(agent, port, VIEW);
    await reached;
    const closed = server.app.close();
    release();
    expect((await first).status).toBe(200);
    const second = await getOn(agent, port, '/fighters');
    await closed;
    agent.destroy();
    expect(second.status).toBe(503);
    expect(second.headers).toMatchObject({ ...PAGE, connection: 'close' });
  });
});
