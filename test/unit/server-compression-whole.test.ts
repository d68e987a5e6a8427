// @vitest-environment node
// Responses held whole that are not the demo API's kept ones (the proxy's): compressed in one call,
// and kept by their content so the same bytes are compressed once (issue 39 point 7).
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { CompressedByContent } from '../../server/compressed-by-content.ts';
import { DEFAULT_COMPRESSION, registerCompression } from '../../server/compression.ts';

const TEXT = JSON.stringify(Array.from({ length: 5_000 }, (_, i) => ({ i, name: `row ${i}` })));

async function appSending(
  settings: Partial<typeof DEFAULT_COMPRESSION>,
  body: () => Buffer | Readable,
) {
  const app = Fastify();
  await registerCompression(app, { ...DEFAULT_COMPRESSION, ...settings });
  app.get('/answer', (_request, reply) => {
    void reply.type('application/json').send(body());
  });
  return app;
}

describe('a response held whole', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('is compressed in one go in %s, with its length known', async (encoding, decode) => {
    const app = await appSending({}, () => Buffer.from(TEXT));
    const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': encoding } });
    await app.close();
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toContain('Accept-Encoding');
    // Compressed whole, not streamed: its length is in the headers.
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
    expect(decode(response.rawPayload).toString()).toBe(TEXT);
  });

  it('goes on the fly, length unknown, with COMPRESS_WHOLE=0', async () => {
    const app = await appSending({ compressWhole: false }, () => Buffer.from(TEXT));
    const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } });
    await app.close();
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(TEXT);
  });

  it('is not compressed for a client that requests identity encoding, nor a stream held whole', async () => {
    const app = await appSending({}, () => Buffer.from(TEXT));
    const plain = await app.inject({ url: '/answer' });
    await app.close();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(TEXT);
    const streaming = await appSending({}, () => Readable.from([Buffer.from(TEXT)]));
    const streamed = await streaming.inject({
      url: '/answer',
      headers: { 'accept-encoding': 'br' },
    });
    await streaming.close();
    expect(streamed.headers['content-length']).toBeUndefined();
    expect(brotliDecompressSync(streamed.rawPayload).toString()).toBe(TEXT);
  });

  it('sends the same bytes to every client of the same body, and each its own body', async () => {
    let n = 0;
    const app = await appSending({}, () => Buffer.from(n++ % 2 ? TEXT : `${TEXT} `));
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => app.inject({ url: '/answer', headers: { 'accept-encoding': 'br' } })),
    );
    await app.close();
    const texts = answers.map((a) => brotliDecompressSync(a.rawPayload).toString());
    expect(texts.sort()).toEqual([TEXT, TEXT, `${TEXT} `, `${TEXT} `]);
  });
});

describe('compressed answers kept by their content', () => {
  const made = () => vi.fn(async () => Buffer.alloc(100, 1));

  it('compresses the same bytes once, concurrent or later, and other bytes again', async () => {
    const cache = new CompressedByContent(1024 * 1024);
    const make = made();
    const body = Buffer.from(TEXT);
    await Promise.all([
      cache.compressed(body, 'br', make),
      cache.compressed(Buffer.from(TEXT), 'br', make),
    ]);
    await cache.compressed(Buffer.from(TEXT), 'br', make);
    expect(make).toHaveBeenCalledTimes(1);
    await cache.compressed(Buffer.from(TEXT), 'gzip', make);
    await cache.compressed(Buffer.from(`${TEXT} `), 'br', make);
    expect(make).toHaveBeenCalledTimes(3);
  });

  it('keeps at most its bytes, least recently used dropped first; 0 keeps nothing', async () => {
    const cache = new CompressedByContent(250); // each entry: 1 byte of body, 100 compressed
    const make = made();
    const [a, b, c] = ['a', 'b', 'c'].map((t) => Buffer.from(t));
    await cache.compressed(a!, 'br', make);
    await cache.compressed(b!, 'br', make);
    await cache.compressed(a!, 'br', make); // a is now the most recently used
    await cache.compressed(c!, 'br', make); // 303 bytes: b goes
    expect(cache.size).toBe(202);
    expect(make).toHaveBeenCalledTimes(3);
    await cache.compressed(a!, 'br', make);
    expect(make).toHaveBeenCalledTimes(3);
    await cache.compressed(b!, 'br', make);
    expect(make).toHaveBeenCalledTimes(4);

    const none = new CompressedByContent(0);
    const again = made();
    await none.compressed(a!, 'br', again);
    await none.compressed(a!, 'br', again);
    expect(again).toHaveBeenCalledTimes(2);
    expect(none.size).toBe(0);
  });

  it('never gives one body the compression of another with the same length and CRC-32', async () => {
    const cache = new CompressedByContent(1024);
    const [plumless, buckeroo] = ['plumless', 'buckeroo'].map((t) => Buffer.from(t));
    const own = (b: Buffer) => async () => Buffer.from(`compressed ${b.toString()}`);
    const first = await cache.compressed(plumless!, 'br', own(plumless!));
    const second = await cache.compressed(buckeroo!, 'br', own(buckeroo!));
    expect(first.toString()).toBe('compressed plumless');
    expect(second.toString()).toBe('compressed buckeroo');
    const [again, concurrent] = await Promise.all([
      cache.compressed(plumless!, 'br', own(buckeroo!)), // kept: not made again
      cache.compressed(buckeroo!, 'br', own(buckeroo!)),
    ]);
    expect(again.toString()).toBe('compressed plumless');
    expect(concurrent.toString()).toBe('compressed buckeroo');
  });

  it('does not keep a failure: the next request compresses again', async () => {
    const cache = new CompressedByContent(1024 * 1024);
    const failing = vi.fn(async (): Promise<Buffer> => {
      throw new Error('zlib');
    });
    await expect(cache.compressed(Buffer.from('x'), 'br', failing)).rejects.toThrow('zlib');
    await expect(cache.compressed(Buffer.from('x'), 'br', failing)).rejects.toThrow('zlib');
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
