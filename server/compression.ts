// How the server compresses, in one place (docs/performance.md has the figures):
// - built files: compressed once at build time at brotli's highest quality (build/precompress.ts)
//   and sent as they are by @fastify/static;
// - the demo API's kept responses (demo-api/answer-cache.ts): compressed once per kept body and
//   encoding, at a better quality, the result reused for as long as the body is kept (a large
//   body goes on the fly until its compression is done);
// - answers streamed through (the proxy's): compressed on the fly at brotli's quality 1 with a
//   256 KB window, as fast as gzip's fastest and about 2 MB less per answer in flight than
//   quality 4 (which with 100 clients took the server past 1 GB); gzip at level 1 likewise.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CompressedByContent, DEFAULT_CONTENT_CACHE_BYTES } from './compressed-by-content.ts';

type Env = Readonly<Record<string, string | undefined>>;
export type Encoding = 'br' | 'gzip';

/** Smaller answers gain little and cost a request's worth of headers either way. */
export const COMPRESSION_THRESHOLD = 1024;
/** Content types worth compressing (as @fastify/compress's default: text, JSON, XML). */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/](json|text|xml)(;|$)/;

export interface CompressionSettings {
  /** Brotli quality for answers compressed on the fly (0-11). */
  readonly liveBrotliQuality: number;
  /** Whether the demo API's kept responses are compressed once and the result reused. */
  readonly compressOnce: boolean;
  /** Whether other answers held whole (the proxy's, up to its bound) are compressed in one call. */
  readonly compressWhole: boolean;
  /** Bytes of such compressed answers kept by their content (0: each compressed afresh). */
  readonly contentCacheBytes: number;
}

export const DEFAULT_COMPRESSION: CompressionSettings = {
  liveBrotliQuality: 1,
  compressOnce: true,
  compressWhole: true,
  contentCacheBytes: DEFAULT_CONTENT_CACHE_BYTES,
};

function envInteger(env: Env, name: string, min: number, max: number, fallback: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}; got "${raw}".`);
  }
  return value;
}

/** COMPRESS_LIVE_BROTLI_QUALITY, COMPRESS_ONCE, COMPRESS_WHOLE and COMPRESS_CACHE_MB; invalid values throw, naming the variable. */
export function compressionSettingsFromEnv(env: Env): CompressionSettings {
  return {
    liveBrotliQuality: envInteger(
      env,
      'COMPRESS_LIVE_BROTLI_QUALITY',
      0,
      11,
      DEFAULT_COMPRESSION.liveBrotliQuality,
    ),
    compressOnce: envInteger(env, 'COMPRESS_ONCE', 0, 1, 1) === 1,
    compressWhole: envInteger(env, 'COMPRESS_WHOLE', 0, 1, 1) === 1,
    contentCacheBytes:
      envInteger(env, 'COMPRESS_CACHE_MB', 0, 1024, DEFAULT_CONTENT_CACHE_BYTES / 2 ** 20) *
      2 ** 20,
  };
}

/**
 * The encoding to send for an `Accept-Encoding`: brotli, else gzip (`*` and `x-gzip` count as
 * gzip, as @fastify/compress reads them), by the client's q-values; null for none of them.
 */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const q: Partial<Record<Encoding, number>> = {};
  for (const part of header.toLowerCase().split(',')) {
    const [rawName = '', ...params] = part.split(';').map((p) => p.trim());
    const name = rawName === '*' || rawName === 'x-gzip' ? 'gzip' : rawName;
    if (name !== 'br' && name !== 'gzip') continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    // An explicit token wins over `*` standing for gzip.
    if (q[name] === undefined || rawName !== '*') q[name] = Number.isFinite(value) ? value : 0;
  }
  const br = q.br ?? 0;
  const gzip = q.gzip ?? 0;
  if (br <= 0 && gzip <= 0) return null;
  return br >= gzip ? 'br' : 'gzip';
}

const brotli = promisify(zlib.brotliCompress);
/** Brotli's window for answers compressed on the fly: 256 KB, not the 4 MB default. */
const LIVE_BROTLI_WINDOW = 18;
const gzip = promisify(zlib.gzip);

/** Compresses a body once: brotli 5 (about 7 % smaller than 4 on Fighters' answer), gzip 6. */
function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: 6 });
}

/**
 * Responses held whole up to this size and not kept (the proxy's, server/proxy-body.ts) are
 * compressed in one call with the live settings; larger ones go on the fly, first bytes first.
 */
export const WHOLE_BYTES = 4 * 1024 * 1024;

/**
 * One call with 64 KB output buffers: a stream fed the upstream's small chunks made a round trip to
 * zlib's thread per chunk and per 16 KB of output, 16 % of the proxy's main thread under load.
 */
export function compressWhole(
  body: Buffer,
  encoding: Encoding,
  liveBrotliQuality: number,
): Promise<Buffer> {
  const chunkSize = 64 * 1024;
  return encoding === 'br'
    ? brotli(body, {
        chunkSize,
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: liveBrotliQuality,
          [zlib.constants.BROTLI_PARAM_LGWIN]: LIVE_BROTLI_WINDOW,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { chunkSize, level: 1 });
}

/**
 * The bodies the demo API keeps (demo-api/answer-cache.ts), by their memory: each is its own
 * ArrayBuffer (TextEncoder's), never changed while kept, and what is made of it is dropped with it.
 */
const keptBodies = new WeakMap<ArrayBuffer, Map<Encoding, OnceCompressed>>();

/** One kept body's compression in one encoding: under way, then done. */
interface OnceCompressed {
  readonly work: Promise<Buffer>;
  done: Buffer | null;
}

/**
 * Kept bodies up to this size wait for their one compression (brotli 5 takes about 30 ms for
 * Fighters' 868 KB); larger ones (100,000 rows at the large scale: 17 MB, most of a second) are
 * compressed on the fly meanwhile, so their first bytes leave at once and the app can show the
 * first rows while the rest arrives.
 */
export const WAIT_FOR_ONCE_BYTES = 2 * 1024 * 1024;

/**
 * A kept response's bytes as a Buffer over the same memory (no copy), marked so the compression hook
 * below compresses them once per encoding and reuses the result for as long as they are kept.
 */
export function keptBodyBuffer(bytes: Uint8Array<ArrayBuffer>): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) {
    if (!keptBodies.has(bytes.buffer)) keptBodies.set(bytes.buffer, new Map());
  }
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The compressed bytes of a kept body, made once per encoding (started on the first call); null
 * for any other payload, and for a large kept body whose compression is still under way.
 */
export function compressedKeptBody(payload: Buffer, encoding: Encoding): Promise<Buffer> | null {
  const whole = payload.byteOffset === 0 && payload.byteLength === payload.buffer.byteLength;
  const made = whole ? keptBodies.get(payload.buffer as ArrayBuffer) : undefined;
  if (!made) return null;
  let once = made.get(encoding);
  if (!once) {
    const started: OnceCompressed = { work: compressOnce(payload, encoding), done: null };
    started.work.then(
      (body) => (started.done = body),
      // A failure is not kept: the next request tries again.
      () => made.delete(encoding),
    );
    made.set(encoding, started);
    once = started;
  }
  if (once.done) return Promise.resolve(once.done);
  return payload.byteLength <= WAIT_FOR_ONCE_BYTES ? once.work : null;
}

/** Whether a payload is a body the demo API keeps (whose compression is made once, not here). */
function isKept(payload: Buffer): boolean {
  return (
    payload.byteOffset === 0 &&
    payload.byteLength === payload.buffer.byteLength &&
    keptBodies.has(payload.buffer as ArrayBuffer)
  );
}

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(current)) return;
  void reply.header('Vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/** Whether a response held whole is one to compress. */
function compressible(request: FastifyRequest, reply: FastifyReply, payload: unknown): boolean {
  if (!Buffer.isBuffer(payload) || payload.byteLength < COMPRESSION_THRESHOLD) return false;
  if (request.headers['x-no-compression'] !== undefined) return false;
  if (reply.statusCode === 206 || reply.getHeader('content-range') !== undefined) return false;
  const encoded = reply.getHeader('content-encoding');
  if (encoded !== undefined && encoded !== 'identity') return false;
  return COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''));
}

/**
 * Registers compression for every route declared after it: kept compressed bodies for answers
 * held whole (before @fastify/compress's own hook, which then leaves them be), and
 * @fastify/compress with the cheap live settings for the rest.
 */
export async function registerCompression(
  app: FastifyInstance,
  settings: CompressionSettings = DEFAULT_COMPRESSION,
): Promise<void> {
  if (settings.compressOnce || settings.compressWhole) {
    const byContent = new CompressedByContent(settings.contentCacheBytes);
    app.addHook('onSend', async (request, reply, payload) => {
      if (!compressible(request, reply, payload)) return payload;
      const encoding = pickEncoding(request.headers['accept-encoding']);
      if (!encoding) return payload;
      const buffer = payload as Buffer;
      const kept = settings.compressOnce ? compressedKeptBody(buffer, encoding) : null;
      const work =
        kept ??
        (settings.compressWhole && !isKept(buffer) && buffer.byteLength <= WHOLE_BYTES
          ? byContent.compressed(buffer, encoding, () =>
              compressWhole(buffer, encoding, settings.liveBrotliQuality),
            )
          : null);
      if (!work) return payload;
      // Should the compression fail, this response goes on the fly like any other.
      const body = await work.catch(() => null);
      if (!body) return payload;
      addVary(reply);
      void reply.header('Content-Encoding', encoding).header('Content-Length', body.byteLength);
      return body;
    });
  }
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD,
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: settings.liveBrotliQuality,
        [zlib.constants.BROTLI_PARAM_LGWIN]: LIVE_BROTLI_WINDOW,
      },
    },
    zlibOptions: { level: 1 },
  });
}
