// @vitest-environment node
// The proxy holds an upstream body whole up to PROXY_HOLD_MB and streams a larger one (issue 39
// point 7): what a client sees of each, and of a body that breaks off while held.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PROXY_HOLD_BYTES, proxyHoldBytesFromEnv } from '../../server/proxy-body.ts';
import { createDataViewsMiddleware } from '../../server/vite-plugin.ts';

const PATH = '/v1/data/views/fighter_ratings/fighters_view';
const servers: Server[] = [];
const closers: (() => Promise<void>)[] = [];

async function listen(server: Server): Promise<string> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
  const open = servers.splice(0);
  for (const s of open) s.closeAllConnections();
  await Promise.all(open.map((s) => new Promise((resolve) => s.close(() => resolve(undefined)))));
});

async function proxyTo(
  respond: (res: ServerResponse) => void,
  env: Record<string, string> = {},
): Promise<string> {
  const upstream = await listen(createServer((_req, res) => respond(res)));
  const { handle, close } = await createDataViewsMiddleware({
    DATA_VIEWS_UPSTREAM: upstream,
    ...env,
  });
  closers.push(close);
  return listen(createServer((req, res) => handle(req, res, () => res.end())));
}

/** Sends the request and resolves with the response as soon as its headers arrive. */
function ask(base: string): Promise<IncomingMessage> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path: PATH, headers: { authorization: 'Bearer k' } });
    req.on('response', resolve).on('error', reject).end();
  });
}

function bodyOf(res: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk)).on('end', () => resolve(text));
    res.on('error', reject);
  });
}

/** An upstream response in chunks with no Content-Length, the way a streaming service sends it. */
const chunked = (parts: string[]) => (res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  for (const part of parts) res.write(part);
  res.end();
};

describe('the proxy holds a body up to its bound', () => {
  it('sends a chunked upstream body whole, its length known', async () => {
    const parts = Array.from({ length: 50 }, (_, i) => `${i ? ',' : '['}{"row":${i}}`);
    const app = await proxyTo(chunked([...parts, ']']));
    const res = await ask(app);
    expect(res.statusCode).toBe(200);
    const body = await bodyOf(res);
    expect(JSON.parse(body)).toHaveLength(50);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(body));
  });

  it('streams every body as it arrives with PROXY_HOLD_MB=0', async () => {
    const app = await proxyTo(chunked(['[{"row":0}', ',{"row":1}]']), { PROXY_HOLD_MB: '0' });
    const res = await ask(app);
    expect(res.headers['content-length']).toBeUndefined();
    expect(JSON.parse(await bodyOf(res))).toHaveLength(2);
  });

  it('streams a body past the bound: its first bytes leave before the upstream ends', async () => {
    let finish!: () => void;
    const first = `[${'{"row":0},'.repeat(300)}`; // about 3 KB, past a 1 KB bound
    const app = await proxyTo(
      (res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.write(first);
        finish = () => res.end('{"row":1}]');
      },
      { PROXY_HOLD_MB: '0.001' },
    );
    const res = await ask(app);
    const firstBytes = await new Promise<string>((resolve) =>
      res.once('data', (chunk: Buffer) => resolve(chunk.toString())),
    );
    expect(first.startsWith(firstBytes)).toBe(true);
    const rest = bodyOf(res);
    finish();
    expect(JSON.parse(firstBytes + (await rest))).toHaveLength(301);
  });

  it('answers 502 with a message when a held body breaks off, instead of a cut response', async () => {
    const app = await proxyTo((res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"a":1}', () => res.socket?.destroy());
    });
    const res = await ask(app);
    expect(res.statusCode).toBe(502);
    expect(JSON.parse(await bodyOf(res))).toMatchObject({
      error: 'bad_gateway',
      message: expect.stringContaining('broke off'),
    });
  });

  it('reads PROXY_HOLD_MB, refusing what is not a size', () => {
    expect(proxyHoldBytesFromEnv({})).toBe(DEFAULT_PROXY_HOLD_BYTES);
    expect(proxyHoldBytesFromEnv({ PROXY_HOLD_MB: '0' })).toBe(0);
    expect(proxyHoldBytesFromEnv({ PROXY_HOLD_MB: '2' })).toBe(2 * 1024 * 1024);
    for (const bad of ['-1', 'lots', '65']) {
      expect(() => proxyHoldBytesFromEnv({ PROXY_HOLD_MB: bad })).toThrow('PROXY_HOLD_MB');
    }
  });
});
