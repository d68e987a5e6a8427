// @vitest-environment node
// How the server compresses (server/compression.ts, docs/performance.md): the encoding a client
// gets, kept demo responses compressed once at brotli 5 / gzip 6, streamed responses on the fly.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServer, type DataViewsServer } from '../../server/app.ts';
import {
  compressedKeptBody,
  compressionSettingsFromEnv,
  DEFAULT_COMPRESSION,
  keptBodyBuffer,
  pickEncoding,
  registerCompression,
  WAIT_FOR_ONCE_BYTES,
} from '../../server/compression.ts';

const FIGHTERS = '/v1/data/views/fighter_ratings/fighters_view';
const AUTH = { authorization: 'Bearer demo' };
/** What Chromium sends. */
const BROWSER = 'gzip, deflate, br, zstd';

let dist: string;
const servers: DataViewsServer[] = [];

async function serve(env: Record<string, string> = {}): Promise<DataViewsServer> {
  const server = await createServer({ distDir: dist, env });
  servers.push(server);
  await server.app.ready();
  return server;
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dv-compress-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>');
});

afterAll(async () => {
  await Promise.all(servers.map((s) => s.app.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('pickEncoding', () => {
  it.each([
    [BROWSER, 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br, gzip;q=0.9', 'br'],
    ['*', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['deflate, zstd', null],
    [undefined, null],
  ])('%s -> %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('settings', () => {
  it('defaults to brotli 1 on the fly and compressing kept responses once', () => {
    expect(compressionSettingsFromEnv({})).toEqual(DEFAULT_COMPRESSION);
    expect(DEFAULT_COMPRESSION).toEqual({
      liveBrotliQuality: 1,
      compressOnce: true,
      compressWhole: true,
      contentCacheBytes: 16 * 1024 * 1024,
    });
    expect(
      compressionSettingsFromEnv({
        COMPRESS_LIVE_BROTLI_QUALITY: '4',
        COMPRESS_ONCE: '0',
        COMPRESS_WHOLE: '0',
        COMPRESS_CACHE_MB: '0',
      }),
    ).toEqual({
      liveBrotliQuality: 4,
      compressOnce: false,
      compressWhole: false,
      contentCacheBytes: 0,
    });
  });

  it.each([
    [{ COMPRESS_LIVE_BROTLI_QUALITY: '12' }, 'COMPRESS_LIVE_BROTLI_QUALITY'],
    [{ COMPRESS_LIVE_BROTLI_QUALITY: 'fast' }, 'COMPRESS_LIVE_BROTLI_QUALITY'],
    [{ COMPRESS_ONCE: 'yes' }, 'COMPRESS_ONCE'],
    [{ COMPRESS_WHOLE: '2' }, 'COMPRESS_WHOLE'],
    [{ COMPRESS_CACHE_MB: '-1' }, 'COMPRESS_CACHE_MB'],
  ])('rejects %o, naming it', (env, name) => {
    expect(() => compressionSettingsFromEnv(env)).toThrow(name);
  });
});

describe('kept demo responses', () => {
  it('sends brotli 5 and gzip 6 of the identity body, the same bytes every time', async () => {
    const { app } = await serve();
    const identity = await app.inject({ url: FIGHTERS, headers: AUTH });
    expect(identity.headers['content-encoding']).toBeUndefined();
    const body = identity.rawPayload;
    expect(body.length).toBeGreaterThan(100_000);

    const br = await app.inject({
      url: FIGHTERS,
      headers: { ...AUTH, 'accept-encoding': BROWSER },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).equals(body)).toBe(true);
    const quality5 = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    expect(br.rawPayload.equals(quality5)).toBe(true);
    const again = await app.inject({
      url: FIGHTERS,
      headers: { ...AUTH, 'accept-encoding': 'br' },
    });
    expect(again.rawPayload.equals(br.rawPayload)).toBe(true);

    const gz = await app.inject({ url: FIGHTERS, headers: { ...AUTH, 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(body)).toBe(true);
    expect(gz.rawPayload.equals(gzipSync(body, { level: 6 }))).toBe(true);
  });

  it('compresses on the fly instead when COMPRESS_ONCE is 0', async () => {
    const { app } = await serve({ COMPRESS_ONCE: '0' });
    const identity = await app.inject({ url: FIGHTERS, headers: AUTH });
    const br = await app.inject({ url: FIGHTERS, headers: { ...AUTH, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).equals(identity.rawPayload)).toBe(true);
    // Quality 1 on the fly is larger than the kept response's quality 5.
    const quality5 = brotliCompressSync(identity.rawPayload, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
    });
    expect(br.rawPayload.length).toBeGreaterThan(quality5.length);
  });

  it('leaves a small response (an error) uncompressed', async () => {
    const { app } = await serve();
    const denied = await app.inject({
      url: FIGHTERS,
      headers: { authorization: 'Bearer nope', 'accept-encoding': 'br' },
    });
    expect(denied.statusCode).toBe(401);
    expect(denied.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(denied.body)).toMatchObject({ error: 'unauthorized' });
  });
});

describe('compressedKeptBody', () => {
  const json = (bytes: number): Uint8Array<ArrayBuffer> =>
    new TextEncoder().encode(JSON.stringify('x'.repeat(bytes)));

  it('leaves alone a payload that is not a kept body', () => {
    expect(compressedKeptBody(Buffer.from(json(5_000)), 'br')).toBeNull();
    // A view into a kept body is not the kept body.
    expect(compressedKeptBody(keptBodyBuffer(json(5_000)).subarray(1), 'br')).toBeNull();
  });

  it('makes a small kept body wait for its one compression, then reuses it', async () => {
    const body = keptBodyBuffer(json(50_000));
    const first = await compressedKeptBody(body, 'gzip');
    expect(gunzipSync(first ?? Buffer.alloc(0)).equals(body)).toBe(true);
    expect(await compressedKeptBody(body, 'gzip')).toBe(first);
  });

  it('streams a large kept body on the fly until its one compression is done', async () => {
    const body = keptBodyBuffer(json(WAIT_FOR_ONCE_BYTES + 1_000));
    expect(compressedKeptBody(body, 'br')).toBeNull();
    const later = await vi.waitFor(
      () => {
        const work = compressedKeptBody(body, 'br');
        if (!work) throw new Error('still compressing');
        return work;
      },
      { timeout: 60_000, interval: 20 },
    );
    expect(brotliDecompressSync(later).equals(body)).toBe(true);
  });
});

describe('answers streamed through', () => {
  it('are compressed on the fly, with the live brotli quality', async () => {
    const text = JSON.stringify(Array.from({ length: 5_000 }, (_, i) => ({ i, name: `row ${i}` })));
    const sizes: Record<number, number> = {};
    for (const quality of [1, 9]) {
      const app = Fastify();
      await registerCompression(app, { ...DEFAULT_COMPRESSION, liveBrotliQuality: quality });
      app.get('/stream', (_request, reply) => {
        void reply.type('application/json').send(Readable.from([Buffer.from(text)]));
      });
      const response = await app.inject({ url: '/stream', headers: { 'accept-encoding': 'br' } });
      await app.close();
      expect(response.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString()).toBe(text);
      sizes[quality] = response.rawPayload.length;
    }
    // The quality setting reaches the stream: 9 packs this text tighter than 1.
    expect(sizes[9]).toBeLessThan(sizes[1] ?? 0);
  });
});
