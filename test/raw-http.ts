// Raw HTTP/1.1 over a loopback socket, for the requests fetch cannot send (unknown methods,
// conflicting framing, oversized headers) and to read exactly the headers the server wrote.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  readonly status: number;
  /** Header names lower-cased; a repeated header's values joined with ", ". */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** Sends `text` as it is and reads until the server closes the connection (10 s at most). */
export function rawRequest(port: number, text: string | Buffer): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no complete answer in 10 s to ${String(text).slice(0, 60)}`));
    }, 10_000);
    socket.on('connect', () => socket.write(text));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while we still send (a 431 mid-header): what it wrote still counts.
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const whole = Buffer.concat(chunks).toString('latin1');
      const end = whole.indexOf('\r\n\r\n');
      if (end < 0) {
        reject(
          new Error(`no HTTP answer to ${String(text).slice(0, 60)}: ${JSON.stringify(whole)}`),
        );
        return;
      }
      const [statusLine = '', ...lines] = whole.slice(0, end).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        const name = line.slice(0, colon).trim().toLowerCase();
        const value = line.slice(colon + 1).trim();
        headers[name] = headers[name] === undefined ? value : `${headers[name]}, ${value}`;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: whole.slice(end + 4) });
    });
  });
}

/** A request of `method` on `target`, with `Connection: close` and any more header lines. */
export function requestText(method: string, target: string, extra: readonly string[] = []): string {
  return [
    `${method} ${target} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Connection: close',
    ...extra,
    '',
    '',
  ].join('\r\n');
}

/** Listens on 127.0.0.1, a port of the system's choosing; returns the port. */
export async function listenLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

/** A tiny built app: index.html, one hashed asset. */
export function tinyDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'dv-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Data Views</title>');
  writeFileSync(join(dist, 'assets', 'app-1a2b3c.js'), 'export const x = 1;');
  return dist;
}
