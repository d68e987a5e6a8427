// @vitest-environment node
// Issue 49's operator settings: TRUST_PROXY as a hop count or a list of addresses (not "all"
// for `1`), the proxy's bound on upstream sockets (PROXY_MAX_SOCKETS), and the stop's own rules
// (one stop however often asked, an exit past the grace period, a parent that goes away).
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from '../../server/app.ts';
import {
  createUpstreamProxy,
  DEFAULT_PROXY_MAX_SOCKETS,
  proxyMaxSocketsFromEnv,
} from '../../server/proxy.ts';
import { installGracefulStop, type StoppableProcess } from '../../server/shutdown.ts';
import { trustProxyFromEnv } from '../../server/trust-proxy.ts';
import { tinyDist } from '../raw-http.ts';

const dist = tinyDist();
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`waited 20 s for ${what}`);
    await new Promise((wake) => setTimeout(wake, 10));
  }
}

describe('TRUST_PROXY', () => {
  it.each(['', '0', 'false', 'off', undefined])('%j trusts no proxy', (setting) => {
    expect(trustProxyFromEnv(setting)).toBe(false);
  });

  it('all (or true) trusts every hop, as before', () => {
    expect(trustProxyFromEnv('all')).toBe(true);
    expect(trustProxyFromEnv('true')).toBe(true);
  });

  it('a number is that many hops, so 1 is the one load balancer in front, not every hop', () => {
    const one = trustProxyFromEnv('1') as (address: string, hop: number) => boolean;
    expect([one('10.0.0.2', 0), one('203.0.113.9', 1)]).toEqual([true, false]);
    const two = trustProxyFromEnv('2') as (address: string, hop: number) => boolean;
    expect([two('a', 0), two('b', 1), two('c', 2)]).toEqual([true, true, false]);
  });

  it('a comma list of addresses, CIDR ranges and named ranges', () => {
    expect(trustProxyFromEnv(' 10.0.0.0/8, 192.168.1.5 ,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.5',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['yes', '10.0.0.0/33', '1.2.3', '10.0.0.1/8/8', '::1/129', '10.0.0.1,', 'lb.internal'])(
    '%j stops the server with a message',
    (setting) => {
      expect(() => trustProxyFromEnv(setting)).toThrow(/TRUST_PROXY must be/);
    },
  );

  /** The demo's paging link, built from the host and protocol the server believes. */
  async function nextLink(trust: string | undefined): Promise<string> {
    const env = {
      DEMO_API_SHAPE: 'paged',
      DEMO_API_PAGE_SIZE: '5',
      ...(trust === undefined ? {} : { TRUST_PROXY: trust }),
    };
    const { app } = await createServer({ distDir: dist, env });
    // inject's peer is 127.0.0.1, one hop from the client named in X-Forwarded-For.
    const response = await app.inject({
      url: '/v1/data/views/fighter_ratings/fighters_view',
      headers: {
        authorization: 'Bearer demo',
        host: 'internal:4173',
        'x-forwarded-host': 'dash.example.com',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.9',
      },
    });
    await app.close();
    return String((response.json() as { next?: unknown }).next);
  }

  it('the forwarded host is believed only from a trusted peer', async () => {
    expect(await nextLink(undefined)).toMatch(/^http:\/\/internal:4173\//);
    expect(await nextLink('1')).toMatch(/^https:\/\/dash\.example\.com\//);
    expect(await nextLink('127.0.0.1')).toMatch(/^https:\/\/dash\.example\.com\//);
    expect(await nextLink('10.0.0.0/8')).toMatch(/^http:\/\/internal:4173\//);
  });
});

describe('PROXY_MAX_SOCKETS', () => {
  it('defaults, accepts a whole number from 1, refuses anything else', () => {
    expect(proxyMaxSocketsFromEnv({})).toBe(DEFAULT_PROXY_MAX_SOCKETS);
    expect(proxyMaxSocketsFromEnv({ PROXY_MAX_SOCKETS: ' 8 ' })).toBe(8);
    for (const bad of ['0', '-1', '2.5', 'many']) {
      expect(() => proxyMaxSocketsFromEnv({ PROXY_MAX_SOCKETS: bad })).toThrow(/PROXY_MAX_SOCKETS/);
    }
  });

  it('bounds the upstream connections: past the bound, a request waits for a socket', async () => {
    const held: ServerResponse[] = [];
    const upstream = createHttpServer((_req, res) => held.push(res));
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
    const { port } = upstream.address() as AddressInfo;
    const proxy = createUpstreamProxy(new URL(`http://127.0.0.1:${port}`), 20_000, undefined, 2);
    const app = Fastify();
    app.get('/v1/*', (request, reply) => proxy.forward(request, reply, request.url));
    const path = '/v1/data/views/fighter_ratings/available_dates';
    const answers = [1, 2, 3].map(() => app.inject({ url: path }));
    await until(
      'two requests upstream and one waiting',
      () => held.length === 2 && proxy.queued() === 1,
    );
    for (const res of held.splice(0))
      res.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    await until('the third upstream', () => held.length === 1);
    held[0]?.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    expect((await Promise.all(answers)).map((answer) => answer.statusCode)).toEqual([
      200, 200, 200,
    ]);
    proxy.close();
    await app.close();
    upstream.close();
  });
});

describe('the graceful stop', () => {
  /** A stand-in process: its handlers, its parent pid (changeable), its exits. */
  function fakeProcess(ppid = 4321) {
    const handlers = new Map<string, ((error?: unknown) => void)[]>();
    const exits: number[] = [];
    const proc = {
      ppid,
      on(event: string, listener: (error?: unknown) => void) {
        handlers.set(event, [...(handlers.get(event) ?? []), listener]);
        return proc;
      },
      exit: (code: number) => void exits.push(code),
    };
    const emit = (event: string, error?: unknown) =>
      handlers.get(event)?.forEach((fn) => fn(error));
    return { proc: proc as StoppableProcess & { ppid: number }, emit, exits };
  }

  it('closes once however many signals come, then exits 0', async () => {
    const { proc, emit, exits } = fakeProcess();
    const lines: string[] = [];
    let closes = 0;
    let finish = (): void => undefined;
    installGracefulStop({
      process: proc,
      log: (line) => lines.push(line),
      close: () => {
        closes += 1;
        return new Promise<void>((done) => (finish = done));
      },
    });
    emit('SIGTERM');
    emit('SIGTERM');
    emit('SIGINT');
    expect(closes).toBe(1);
    expect(exits).toEqual([]);
    expect(lines.filter((line) => line.includes('already stopping'))).toHaveLength(2);
    finish();
    await until('the exit', () => exits.length > 0);
    expect(exits).toEqual([0]);
  });

  it('exits 1 once the grace period is over, whatever is still open', async () => {
    const { proc, emit, exits } = fakeProcess();
    const lines: string[] = [];
    installGracefulStop({
      process: proc,
      graceMs: 50,
      log: (line) => lines.push(line),
      close: () => new Promise<void>(() => undefined),
    });
    emit('SIGINT');
    await until('the forced exit', () => exits.length > 0);
    expect(exits).toEqual([1]);
    expect(lines.at(-1)).toMatch(/still open after/);
  });

  it('stops when its parent goes away, and on a crash (exit 1), logging no query string', async () => {
    const orphan = fakeProcess(4321);
    installGracefulStop({
      process: orphan.proc,
      parentCheckMs: 5,
      log: () => undefined,
      close: async () => undefined,
    });
    orphan.proc.ppid = 1;
    await until('the stop of the orphan', () => orphan.exits.length > 0);
    expect(orphan.exits).toEqual([0]);

    const crashed = fakeProcess(1);
    const lines: string[] = [];
    installGracefulStop({
      process: crashed.proc,
      log: (line) => lines.push(line),
      close: async () => undefined,
    });
    crashed.emit('uncaughtException', new Error('failed at /v1/x?key=secret'));
    await until('the stop after the crash', () => crashed.exits.length > 0);
    expect(crashed.exits).toEqual([1]);
    expect(lines.join('\n')).not.toContain('secret');
  });
});
