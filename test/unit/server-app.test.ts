// @vitest-environment node
// The production server (`npm run serve`): security headers, caching per file kind, compression, SPA fallback, health, access log.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor, createServer, type DataViewsServer } from '../../server/app.ts';
import { contentSecurityPolicy } from '../../server/security-headers.ts';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ i, name: `row ${i}` })))};`;
const PRE_BR = brotliCompressSync(SCRIPT);
const PRE_GZ = gzipSync(SCRIPT, { level: 9 });
let dist: string;
let server: DataViewsServer;
const logLines: string[] = [];

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dv-serve-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), SCRIPT);
  // As the build leaves a file: with its brotli and gzip copies beside it (build/precompress.ts).
  writeFileSync(join(dist, 'assets', 'pre-9f8e7d.js'), SCRIPT);
  writeFileSync(join(dist, 'assets', 'pre-9f8e7d.js.br'), PRE_BR);
  writeFileSync(join(dist, 'assets', 'pre-9f8e7d.js.gz'), PRE_GZ);
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  });
  server = await createServer({ distDir: dist, env: {}, logger: { level: 'info', stream } });
  await server.app.ready();
});

afterAll(async () => {
  await server.app.close();
  rmSync(dist, { recursive: true, force: true });
});

const SECURITY = {
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; font-src 'self'; connect-src 'self'; worker-src 'self' blob:; manifest-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

describe('npm run serve', () => {
  it.each([
    ['/', 200],
    ['/fighters?date=2026-11-01', 200],
    ['/assets/app-1a2b3c.js', 200],
    ['/v1/data/views/fighter_ratings/available_dates', 401],
    ['/v1/data/views/a%2fb/c', 400],
    ['/assets/missing.js', 404],
    ['/healthz', 200],
  ])('sends the security headers on %s (%i)', async (url, status) => {
    const response = await server.app.inject({ url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(status);
    // An API response is data: its own policy lets it run and load nothing (server/api-answers.ts).
    expect(response.headers).toMatchObject(
      url.startsWith('/v1/')
        ? { ...SECURITY, 'content-security-policy': "default-src 'none'; sandbox" }
        : SECURITY,
    );
    expect(String(response.headers['permissions-policy'])).toContain('camera=()');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('adds a configured direct API origin to connect-src, and nothing else', () => {
    expect(contentSecurityPolicy({ VITE_DATA_VIEWS_ORIGIN: 'https://api.example.com/' })).toContain(
      "connect-src 'self' https://api.example.com;",
    );
    expect(contentSecurityPolicy({ VITE_DATA_VIEWS_ORIGIN: "javascript:alert('x')" })).toContain(
      "connect-src 'self';",
    );
  });

  it('serves index.html for app routes, never cached; hashed assets immutable', async () => {
    const page = await server.app.inject({
      url: '/football/league/x?season=2025',
      headers: { accept: 'text/html' },
    });
    expect(page.body).toBe(INDEX);
    expect(page.headers['cache-control']).toBe('no-store');
    const root = await server.app.inject({ url: '/' });
    expect(root.body).toBe(INDEX);
    expect(root.headers['cache-control']).toBe('no-store');
    const asset = await server.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(asset.headers['content-type'])).toContain('javascript');
    const icon = await server.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    expect(cacheControlFor('/index.html')).toBe('no-store');
  });

  it('serves index.html, never kept, for every page of the app', async () => {
    for (const url of ['/football/players/12?compare=1:4', '/football', '/fighters/history']) {
      const page = await server.app.inject({ url, headers: { accept: 'text/html' } });
      expect(page.body).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a missing file or API path with a 404, not the app', async () => {
    const missing = await server.app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
    const json = await server.app.inject({
      url: '/report.json',
      headers: { accept: 'application/json' },
    });
    expect(json.statusCode).toBe(404);
  });

  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('compresses assets and API answers with %s when asked', async (encoding, inflate) => {
    const asset = await server.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': encoding },
    });
    expect(asset.headers['content-encoding']).toBe(encoding);
    expect(inflate(asset.rawPayload).toString()).toBe(SCRIPT);
    const api = await server.app.inject({
      url: '/v1/data/views/fighter_ratings/fighters_view',
      headers: { 'accept-encoding': encoding, authorization: 'Bearer demo' },
    });
    expect(api.statusCode).toBe(200);
    expect(api.headers['content-encoding']).toBe(encoding);
    const rows = JSON.parse(inflate(api.rawPayload).toString()) as unknown[];
    expect(rows.length).toBeGreaterThan(100);
    expect(api.rawPayload.length).toBeLessThan(JSON.stringify(rows).length / 4);
  });

  it.each([
    ['br', PRE_BR],
    ['gzip', PRE_GZ],
  ] as const)(
    'sends the build’s %s copy of a file as it is, compressed once',
    async (encoding, bytes) => {
      const asset = await server.app.inject({
        url: '/assets/pre-9f8e7d.js',
        headers: { 'accept-encoding': encoding },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe(encoding);
      expect(asset.headers['content-type']).toMatch(/javascript/);
      expect(asset.headers['cache-control']).toContain('immutable');
      expect(Buffer.compare(asset.rawPayload, bytes)).toBe(0);
    },
  );

  it('sends identity bytes to a client that accepts no compression', async () => {
    const asset = await server.app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.headers['content-encoding']).toBeUndefined();
    expect(asset.body).toBe(SCRIPT);
  });

  it('has a health endpoint', async () => {
    const health = await server.app.inject({ url: '/healthz' });
    expect(health.json()).toEqual({ status: 'ok' });
    expect(health.headers['cache-control']).toBe('no-store');
  });

  it('logs each answer without the Authorization header or the query string', async () => {
    logLines.length = 0;
    await server.app.inject({
      url: '/v1/data/views/fighter_ratings/available_dates?api_key=sk_query_secret',
      headers: { authorization: 'Bearer sk_header_secret' },
    });
    const log = logLines.join('');
    expect(log).toContain('/v1/data/views/fighter_ratings/available_dates');
    expect(log).toContain('"status":401');
    expect(log).not.toContain('sk_query_secret');
    expect(log).not.toContain('sk_header_secret');
    expect(log).not.toContain('api_key');
  });

  it('refuses to start without a build', async () => {
    await expect(createServer({ distDir: join(dist, 'nothing-here'), env: {} })).rejects.toThrow(
      'npm run build',
    );
  });
});
