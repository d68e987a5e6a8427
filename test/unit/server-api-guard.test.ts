// @vitest-environment node
// Over 300 lines: one hostile upstream helper shared by every point of issue 39 it covers.
// The `/v1` handling against a hostile upstream on a real loopback socket (issue 39): only data
// passes, no password prompt, nothing outlives the client, values are data, one response per method.
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isDataType, passedChallenge } from '../../server/proxy.ts';
import { createDataViewsMiddleware } from '../../server/vite-plugin.ts';

const PATH = '/v1/data/views/fighter_ratings/fighters_view';
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

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

interface Upstream {
  readonly url: string;
  readonly seen: { method: string; url: string }[];
  /** Resolves once the upstream's side of the n-th request (0-based) has been closed. */
  readonly closed: (n: number) => Promise<void>;
}

/** A stand-in upstream that records what reached it, and when the proxy let go of each request. */
async function upstream(
  respond: (req: IncomingMessage, res: ServerResponse) => void,
): Promise<Upstream> {
  const seen: { method: string; url: string }[] = [];
  const closings: Promise<void>[] = [];
  const url = await listen(
    createServer((req, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '' });
      closings.push(new Promise((resolve) => req.socket.once('close', () => resolve())));
      respond(req, res);
    }),
  );
  return { url, seen, closed: (n) => closings[n] ?? Promise.reject(new Error('not asked')) };
}

const json =
  (status = 200, headers: Record<string, string> = {}) =>
  (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end('[{"a":1}]');
  };

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A request with the path and headers exactly as written (fetch would normalise or refuse them). */
function raw(
  base: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { hostname, port, path, method: init.method ?? 'GET', headers: init.headers ?? {} },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(init.body);
  });
}

const KEY = { Authorization: 'Bearer k' };

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  const open = servers.splice(0);
  // Hanging upstream responses hold their sockets: closed here, or close() would wait for them.
  for (const s of open) s.closeAllConnections();
  await Promise.all(open.map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))));
});

function expectDataOnly(response: RawResponse): void {
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('only data passes (point 2)', () => {
  it.each([
    'text/html',
    'text/javascript',
    'image/svg+xml',
    'application/xml',
    'application/octet-stream',
    '',
  ])(
    'a 200 with Content-Type "%s" is a 502 with a message, its body never passed',
    async (type) => {
      const real = await upstream((_req, res) => {
        if (type) res.setHeader('Content-Type', type);
        res.end('<script>steal()</script>');
      });
      const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
      const response = await raw(app, PATH, { headers: KEY });
      expect(response.status).toBe(502);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.body).not.toContain('steal');
      expect((JSON.parse(response.body) as { message: string }).message).toMatch(/not data/);
      expectDataOnly(response);
    },
  );

  it.each([
    'application/json',
    'application/json; charset=utf-8',
    'application/problem+json',
    'application/vnd.api+json',
    'text/csv; charset=utf-8',
    'text/plain',
  ])('"%s" is passed as it is, marked as data', async (type) => {
    const real = await upstream((_req, res) => {
      res.setHeader('Content-Type', type);
      res.end('[{"a":1}]');
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.body).toBe('[{"a":1}]');
    expectDataOnly(response);
  });

  it('an error page keeps its status (a 401 still prompts for the key), not its HTML', async () => {
    const real = await upstream((_req, res) => {
      res.writeHead(401, { 'Content-Type': 'text/html', 'WWW-Authenticate': 'Bearer realm="dv"' });
      res.end('<h1>Sign in</h1><script>x()</script>');
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(401);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).not.toContain('script');
    expect(response.headers['www-authenticate']).toBe('Bearer realm="dv"');
    expectDataOnly(response);
  });

  it.each([
    [PATH, { headers: KEY }],
    [PATH, {}],
    ['/v1/data/views/a%2fb/c', { headers: KEY }],
    ['/v1/data/views/fighter_ratings/nope', { headers: KEY }],
    [PATH, { method: 'POST', headers: KEY }],
    ['/__demo-api', {}],
  ] as const)('the demo marks %s as data too', async (path, init) => {
    const app = await appWith({});
    expectDataOnly(await raw(app, path, init));
  });

  it('knows data types from active ones', () => {
    expect(isDataType('Application/JSON; charset=utf-8')).toBe(true);
    expect(isDataType('application/ld+json')).toBe(true);
    expect(isDataType('text/html; charset=utf-8')).toBe(false);
    expect(isDataType('application/json+xml')).toBe(false);
    expect(isDataType('application/javascript')).toBe(false);
    expect(isDataType(undefined)).toBe(false);
  });
});

describe('no password prompt (point 3)', () => {
  it.each([
    'Basic realm="Your bank: enter your password"',
    'Digest realm="bank", nonce="abc", qop="auth"',
    'Bearer realm="dv", Basic realm="Your bank"',
    'Negotiate',
    'NTLM',
  ])('drops the challenge %s', async (challenge) => {
    const real = await upstream(json(401, { 'WWW-Authenticate': challenge }));
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(401);
    expect(response.headers['www-authenticate']).toBeUndefined();
  });

  it('keeps one Bearer challenge with its error description', () => {
    const bearer = 'Bearer realm="dv", error="invalid_token", error_description="expired"';
    expect(passedChallenge(bearer)).toBe(bearer);
    expect(passedChallenge('Bearer')).toBe('Bearer');
    expect(passedChallenge('Bearer realm="a" Basic realm="b"')).toBeUndefined();
    expect(passedChallenge(['Bearer', 'Basic'])).toBeUndefined();
  });
});

describe('nothing outlives its client (point 4)', () => {
  it('aborts the upstream request when the client goes away', async () => {
    let asked!: () => void;
    const reached = new Promise<void>((resolve) => (asked = resolve));
    const real = await upstream(() => asked()); // never answers
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const { hostname, port } = new URL(app);
    const req = httpRequest({ hostname, port, path: PATH, headers: KEY });
    req.on('error', () => undefined);
    req.end();
    await reached;
    req.destroy();
    // Without the abort, the upstream socket stays open for the whole timeout and this waits.
    await real.closed(0);
  });

  it('answers 504 with a message when the upstream sends nothing in time', async () => {
    const real = await upstream(() => undefined);
    const app = await appWith({
      DATA_VIEWS_UPSTREAM: real.url,
      DATA_VIEWS_UPSTREAM_TIMEOUT_S: '0.2',
    });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'gateway_timeout' });
    expect(response.body).toContain('stopped waiting');
    expectDataOnly(response);
    await real.closed(0);
  });

  it('stops a body that stalls between bytes, and lets go of the upstream', async () => {
    const real = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"a":1}'); // and nothing more
    });
    const app = await appWith({
      DATA_VIEWS_UPSTREAM: real.url,
      DATA_VIEWS_UPSTREAM_TIMEOUT_S: '0.2',
    });
    // Held whole (server/proxy-body.ts): nothing was sent yet, so the client gets the 504.
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(504);
    expect(JSON.parse(response.body)).toMatchObject({ error: 'gateway_timeout' });
    await real.closed(0);
  });

  it('cuts a streamed body that stalls between bytes, and lets go of the upstream', async () => {
    const real = await upstream((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"a":1}'); // and nothing more
    });
    const app = await appWith({
      DATA_VIEWS_UPSTREAM: real.url,
      DATA_VIEWS_UPSTREAM_TIMEOUT_S: '0.2',
      PROXY_HOLD_MB: '0',
    });
    await expect(raw(app, PATH, { headers: KEY })).rejects.toThrow();
    await real.closed(0);
  });

  it('closes a redirect with an endless body instead of draining it', async () => {
    const real = await upstream((_req, res) => {
      res.writeHead(302, { Location: 'https://elsewhere.example/', 'Content-Type': 'text/plain' });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const more = (): void => {
        while (res.write(chunk));
        res.once('drain', more);
      };
      res.on('close', () => res.removeAllListeners('drain'));
      more();
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(502);
    expect(response.headers.location).toBeUndefined();
    await real.closed(0);
  });
});

describe('values are data; a malformed request is refused by the app server (point 5)', () => {
  it('passes query values holding ../ and /.. as they were encoded', async () => {
    const real = await upstream(json());
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const query = '?name=..%2F..%2Fetc&b=%2F..&c=a/../b&d=../x';
    const response = await raw(app, `${PATH}${query}`, { headers: KEY });
    expect(response.status).toBe(200);
    expect(real.seen[0]?.url).toBe(`${PATH}${query}`);
  });

  it.each(['demo', 'proxy'])(
    'a malformed %% escape is a 400 the app server says is its own (%s)',
    async (mode) => {
      const real = await upstream(json());
      const app = await appWith(mode === 'proxy' ? { DATA_VIEWS_UPSTREAM: real.url } : {});
      for (const query of ['?name=%zz', '?name=100%', '?a=%E']) {
        const response = await raw(app, `${PATH}${query}`, { headers: KEY });
        expect(response.status).toBe(400);
        expect(response.headers['x-data-views-refused-by']).toBe('app-server');
        expect((JSON.parse(response.body) as { message: string }).message).toMatch(
          /^The app's own server refused the request: /,
        );
      }
      expect(real.seen).toHaveLength(0);
    },
  );
  it.each(['/v1/%zz/a', '/v1/data/views/%E0%A4%A/b?x=1', '/v1'])(
    '%s is refused by the app server, as data, in both modes',
    async (path) => {
      const real = await upstream(json());
      for (const env of [{}, { DATA_VIEWS_UPSTREAM: real.url }]) {
        const response = await raw(await appWith(env), path, { headers: KEY });
        expect(response.status).toBe(400);
        expect(response.headers['x-data-views-refused-by']).toBe('app-server');
        expectDataOnly(response);
      }
      expect(real.seen).toHaveLength(0);
    },
  );
});

describe('other methods, HEAD, Host (point 6)', () => {
  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH'])(
    '%s is a 405 with Allow: GET, HEAD in both modes, never reaching the upstream',
    async (method) => {
      const real = await upstream(json());
      for (const env of [{}, { DATA_VIEWS_UPSTREAM: real.url }]) {
        const app = await appWith(env);
        const body = method === 'TRACE' ? undefined : '';
        const response = await raw(app, `${PATH}?x=1`, {
          method,
          headers: { ...KEY, 'Content-Type': 'application/json' },
          body,
        });
        expect(response.status).toBe(405);
        expect(response.headers.allow).toBe('GET, HEAD');
        expect(response.headers['x-data-views-refused-by']).toBe('app-server');
      }
      expect(real.seen).toHaveLength(0);
    },
  );

  it('HEAD is a 200 with headers and no body in both modes', async () => {
    const real = await upstream(json());
    const demo = await appWith({});
    const proxy = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const headers = { Authorization: 'Bearer demo' };
    for (const app of [demo, proxy]) {
      const response = await raw(app, `${PATH}`, { method: 'HEAD', headers });
      expect(response.status).toBe(200);
      expect(response.body).toBe('');
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expectDataOnly(response);
    }
    expect(real.seen).toEqual([{ method: 'HEAD', url: PATH }]);
  });

  it.each(['user:secret@127.0.0.1', 'exa mple.com', '[zz', 'a/b', 'javascript:alert(1)'])(
    'a malformed Host (%s) in demo mode is a 400, not a 500',
    async (host) => {
      const app = await appWith({});
      const response = await raw(app, `${PATH}?q=1`, {
        headers: { Authorization: 'Bearer demo', Host: host },
      });
      expect(response.status).toBe(400);
      expect(response.headers['x-data-views-refused-by']).toBe('app-server');
    },
  );

  it('an upstream status outside HTTP is a 502', async () => {
    const real = await upstream((_req, res) => {
      res.writeHead(600, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
    const app = await appWith({ DATA_VIEWS_UPSTREAM: real.url });
    const response = await raw(app, PATH, { headers: KEY });
    expect(response.status).toBe(502);
  });
});
