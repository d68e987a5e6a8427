// How the proxy hands an upstream response's body on: held whole up to a bound, so Node writes it
// in one go and the compression hook (server/compression.ts) compresses it in one call instead
// of one call per small chunk of the upstream socket (16 % of the proxy's main thread under
// load); past the bound (a large scale's 17 MB response) it is streamed as it arrives, so the
// first rows still leave at once and memory stays bounded. docs/performance.md has the figures.
import type { IncomingMessage } from 'node:http';
import { PassThrough, type Readable } from 'node:stream';

type Env = Readonly<Record<string, string | undefined>>;

/** 4 MB: Fighters' 868 KB and every normal-scale response are held; 100 in flight hold < 100 MB. */
export const DEFAULT_PROXY_HOLD_BYTES = 4 * 1024 * 1024;

/** PROXY_HOLD_MB (0 streams every body as it arrives, the old way); invalid values throw. */
export function proxyHoldBytesFromEnv(env: Env): number {
  const raw = env.PROXY_HOLD_MB?.trim();
  if (raw === undefined || raw === '') return DEFAULT_PROXY_HOLD_BYTES;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value > 64) {
    throw new Error(`PROXY_HOLD_MB must be a number of megabytes from 0 to 64; got "${raw}".`);
  }
  return Math.round(value * 1024 * 1024);
}

/** The body to send: one Buffer (all of it arrived) or a stream (it was larger than the bound). */
export type HeldBody = Buffer | Readable;

/**
 * Reads `res` to its end and gives its whole body, or, once it passes `limit` bytes (at once when
 * its Content-Length says it will), a stream of what was read and the rest. `failed` is called
 * instead when the body breaks off (timeout, reset, abort) before either: nothing was sent yet,
 * so the caller can still answer with an error of its own.
 */
export function holdBody(
  res: IncomingMessage,
  limit: number,
  done: (body: HeldBody) => void,
  failed: (error: Error) => void,
): void {
  const declared = Number(res.headers['content-length']);
  if (limit <= 0 || (Number.isFinite(declared) && declared > limit)) {
    done(res);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stop = () => {
    res.off('data', onData);
    res.off('end', onEnd);
    res.off('error', onError);
    res.off('close', onClose);
  };
  function onData(chunk: Buffer): void {
    chunks.push(chunk);
    size += chunk.byteLength;
    if (size <= limit) return;
    stop();
    res.pause();
    const rest = new PassThrough();
    for (const held of chunks) rest.write(held);
    chunks.length = 0;
    // A break from here on ends the stream mid-body, as any streamed response's would.
    res.once('error', (error) => rest.destroy(error));
    res.once('close', () => {
      if (!res.complete) rest.destroy(new Error('upstream body broke off'));
    });
    res.pipe(rest);
    done(rest);
  }
  function onEnd(): void {
    stop();
    done(Buffer.concat(chunks, size));
  }
  function onError(error: Error): void {
    stop();
    // Later errors (the socket's close after this) have a listener, not an uncaught throw.
    res.on('error', () => undefined);
    failed(error);
  }
  function onClose(): void {
    if (!res.complete) onError(new Error('upstream body broke off'));
  }
  res.on('data', onData);
  res.on('end', onEnd);
  res.on('error', onError);
  res.on('close', onClose);
}
