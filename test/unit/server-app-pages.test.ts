// @vitest-environment node
// `npm run serve` as a browser meets it (issue 39): pages never cached in any encoding, every route
// reloads (dots in the last segment included), and no error path writes a query into the log.
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DataViewsServer } from '../../server/app.ts';
import { withoutQueries } from '../../server/log-safety.ts';

/** What Chromium sends with every navigation. */
const BROWSER = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br, zstd',
};
const INDEX = `<!doctype html><html><head><title>Data Views</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`;
const SECRET = 'sk_query_secret';

let dist: string;
const running: DataViewsServer[] = [];
const logLines: string[] = [];
let upstream: Server;
let upstreamUrl: string;

function write(file: string, text: string): void {
  writeFileSync(join(dist, file), text);
  // As the build leaves a page: its brotli and gzip copies beside it (build/precompress.ts).
  writeFileSync(join(dist, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(dist, `${file}.gz`), gzipSync(text));
}

async function serve(env: Record<string, string>): Promise<DataViewsServer> {
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  const server = await createServer({ distDir: dist, env, logger: { level: 'info', stream } });
  running.push(server);
  await server.app.ready();
  return server;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dv-pages-'));
  mkdirSync(join(dist, 'assets'));
  write('index.html', INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'export {};');
  // An upstream answering a status no HTTP client should accept.
  upstream = createHttpServer((_req, res) => {
    res.writeHead(600, { 'Content-Type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.app.close()));
  await new Promise((resolve) => upstream.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

describe('pages are never cached (point 8)', () => {
  it.each(['/', '/index.html', '/fighters?date=2026-11-01', '/football/leagues/x', '/explorer'])(
    '%s is no-store with the Accept-Encoding a browser sends',
    async (url) => {
      const { app } = await serve({});
      for (const encoding of [BROWSER['accept-encoding'], 'gzip', 'identity']) {
        const page = await app.inject({
          url,
          headers: { ...BROWSER, 'accept-encoding': encoding },
        });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cache-control']).toBe('no-store');
        expect(page.headers['content-type']).toMatch(/^text\/html/);
      }
    },
  );

  it('still sends the build’s brotli copy of the page', async () => {
    const { app } = await serve({});
    const page = await app.inject({ url: '/football/leagues/x', headers: BROWSER });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });
});

describe('every route reloads (point 9)', () => {
  it.each([
    ['/football/leagues/eng.1', INDEX],
    ['/football/leagues/eng.1?season=2025', INDEX],
    ['/fighters/fighter/WW/Georges%20St.Pierre', INDEX],
    ['/fighters/fighter/LW/J.%20Doe.Jr', INDEX],
  ])('%s serves the app', async (url, body) => {
    const { app } = await serve({});
    const page = await app.inject({ url, headers: { accept: BROWSER.accept } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(body);
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('a missing asset is still a 404', async () => {
    const { app } = await serve({});
    const missing = await app.inject({ url: '/assets/gone-123.js', headers: BROWSER });
    expect(missing.statusCode).toBe(404);
  });
});

describe('a client that leaves mid-answer (point 4)', () => {
  it.each(['identity', BROWSER['accept-encoding']])(
    'releases the upstream (Accept-Encoding: %s)',
    async (encoding) => {
      let began!: () => void;
      let closed!: () => void;
      const answering = new Promise<void>((resolve) => (began = resolve));
      const released = new Promise<void>((resolve) => (closed = resolve));
      const trickle = createHttpServer((req, res) => {
        req.socket.once('close', () => closed());
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(`[${'{"a":1},'.repeat(20_000)}`, () => began());
        // One row a tenth of a second, for ever: only the client's leaving can end it.
        const timer = setInterval(() => res.write('{"a":1},'), 100);
        res.on('close', () => clearInterval(timer));
      });
      await new Promise<void>((resolve) => trickle.listen(0, '127.0.0.1', resolve));
      const { app } = await serve({
        DATA_VIEWS_UPSTREAM: `http://127.0.0.1:${(trickle.address() as AddressInfo).port}`,
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path: '/v1/data/views/fighter_ratings/fighters_view',
        headers: { authorization: 'Bearer k', 'accept-encoding': encoding },
      });
      req.on('error', () => undefined);
      req.end();
      await answering;
      req.destroy();
      await released;
      trickle.closeAllConnections();
      await new Promise((resolve) => trickle.close(resolve));
    },
  );
});

describe('no error path writes a query into the log (point 6)', () => {
  it('logs paths only, whatever went wrong', async () => {
    logLines.length = 0;
    const demo = (await serve({})).app;
    const proxy = (await serve({ DATA_VIEWS_UPSTREAM: upstreamUrl })).app;
    const down = (await serve({ DATA_VIEWS_UPSTREAM: 'http://127.0.0.1:9' })).app;
    const view = `/v1/data/views/fighter_ratings/available_dates?key=${SECRET}`;
    const asked = [
      // An upstream status of 600.
      await proxy.inject({ url: view, headers: { authorization: 'Bearer k' } }),
      // A Host with credentials, and other malformed hosts, in demo mode.
      await demo.inject({ url: view, headers: { host: `user:${SECRET}@example.com` } }),
      await demo.inject({ url: view, headers: { host: 'exa mple.com' } }),
      // Malformed escapes in the path and in the query; a method the API refuses.
      await demo.inject({ url: `/v1/data/views/%zz/x?key=${SECRET}` }),
      await demo.inject({ url: `/fighters/%zz?key=${SECRET}` }),
      await proxy.inject({ url: `${view}&bad=%zz` }),
      await demo.inject({ method: 'TRACE', url: view }),
      await proxy.inject({ method: 'POST', url: view, payload: '' }),
      // An upstream that cannot be reached: logged for the operator, by its code.
      await down.inject({ url: view, headers: { authorization: 'Bearer k' } }),
    ];
    const log = logLines.join('');
    expect(log).toContain('/v1/data/views/fighter_ratings/available_dates');
    expect(log).toContain('"code":"ECONNREFUSED"');
    expect(log).not.toContain(SECRET);
    expect(asked.map((a) => a.statusCode)).toEqual([502, 400, 400, 400, 400, 400, 405, 405, 502]);
  });

  it('takes a query out of any message', () => {
    expect(withoutQueries('Invalid URL: http://u:p@h/v1/a/b?key=sk_1&x=2 failed')).toBe(
      'Invalid URL: http://u:p@h/v1/a/b?[query removed] failed',
    );
    expect(withoutQueries('did you forget "return reply" in the "/a?k=s" route?')).toBe(
      'did you forget "return reply" in the "/a?[query removed]" route?',
    );
  });
});
