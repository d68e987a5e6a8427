// @vitest-environment node
// Issue 49: `npm run serve` stops gracefully however it is signalled: SIGTERM or SIGINT to npm, to
// the node process or to the whole process group, once or twice, or npm killed outright. Each
// time a request in flight is answered in full, the port stops taking connections, and no
// process of the group is left. The server is the production build (plain `node`, no tsx),
// started by the package's own `serve` script; SERVER_NODE=<node binary> runs it on another
// Node line (README: the supported Node lines).
import { spawn, type ChildProcess } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, delimiter, dirname, join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverBuildConfig } from '../../build/server-bundle.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const VIEW = '/v1/data/views/fighter_ratings/available_dates';
const SERVER_NODE = process.env.SERVER_NODE?.trim() || null;
/** Waits are on conditions; this only bounds them, for a loaded 2-core machine. */
const PATIENCE_MS = 30_000;

let work: string;
let upstream: Server;
let upstreamUrl: string;
/** Requests the upstream holds until the test lets them go. */
const held: { res: ServerResponse; arrived: number }[] = [];
let heldWaiters: (() => void)[] = [];

beforeAll(async () => {
  // A project of its own: the package's `serve` script as it is, the server built from this
  // checkout's code into it, its dependencies this checkout's, and a one-page app.
  work = mkdtempSync(join(tmpdir(), 'dv-signals-'));
  const { scripts } = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({
      name: 'signals-check',
      private: true,
      type: 'module',
      scripts: { serve: scripts.serve },
    }),
  );
  symlinkSync(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  // Its own folder: the server registers a route for every file under it.
  mkdirSync(join(work, 'dist'));
  writeFileSync(join(work, 'dist', 'index.html'), '<!doctype html><title>Data Views</title>');
  await build(serverBuildConfig(ROOT, join(work, 'dist-server')));

  upstream = createServer((_req, res) => {
    held.push({ res, arrived: Date.now() });
    for (const wake of heldWaiters) wake();
    heldWaiters = [];
  });
  await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
}, 120_000);

afterAll(() => {
  upstream?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** Resolves when `check` is true, polling; fails past PATIENCE_MS with `what`. */
async function until(what: string, check: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + PATIENCE_MS;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`waited ${PATIENCE_MS / 1000} s for ${what}`);
    await new Promise((wake) => setTimeout(wake, 25));
  }
}

interface Proc {
  readonly pid: number;
  readonly ppid: number;
  readonly pgrp: number;
  readonly state: string;
  readonly cmdline: string;
}

/** The live processes of process group `pgrp` (zombies, which serve nothing, left out). */
function groupMembers(pgrp: number): Proc[] {
  const found: Proc[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state = '', ppid = '', group = ''] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(group) !== pgrp || state === 'Z') continue;
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(name), ppid: Number(ppid), pgrp, state, cmdline });
    } catch {
      // Gone while we looked.
    }
  }
  return found;
}

/** Whether a pid is still a running process (process.kill(pid, 0), a zombie counted as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

function executable(pid: number): string {
  try {
    return basename(readlinkSync(`/proc/${pid}/exe`));
  } catch {
    return '';
  }
}

function refusesConnections(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(false);
    });
    socket.once('error', () => done(true));
  });
}

interface Running {
  readonly npm: ChildProcess;
  readonly npmPid: number;
  readonly nodePid: number;
  readonly port: number;
  readonly output: () => string;
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const started: Running[] = [];

async function serve(): Promise<Running> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_VIEWS_UPSTREAM: upstreamUrl,
    ACCESS_LOG: 'off',
    DIST_DIR: join(work, 'dist'),
  };
  // The `node` the script runs (and npm's own) is SERVER_NODE's when it is set.
  if (SERVER_NODE) env.PATH = `${dirname(SERVER_NODE)}${delimiter}${env.PATH ?? ''}`;
  const npm = spawn('npm', ['run', 'serve', '--', '--port', '0', '--host', '127.0.0.1'], {
    cwd: work,
    env,
    // A group of its own, as a service manager or a terminal gives it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  npm.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  npm.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    npm.once('exit', (code, signal) => done({ code, signal })),
  );
  const npmPid = npm.pid as number;
  const running = { npm, npmPid, output: () => text, exited, nodePid: 0, port: 0 };
  started.push(running);
  await until('"Data Views dashboard on" from npm run serve', () => {
    if (npm.exitCode !== null) throw new Error(`npm run serve exited:\n${text}`);
    return /Data Views dashboard on http:\/\/127\.0\.0\.1:\d+/.test(text);
  });
  const port = Number(/Data Views dashboard on http:\/\/127\.0\.0\.1:(\d+)/.exec(text)?.[1]);
  // The node process running the server (not npm, which is node too, nor a shell in between).
  const server = groupMembers(npmPid).find(
    (proc) => proc.cmdline.includes('dist-server/main.js') && executable(proc.pid) === 'node',
  );
  if (!server)
    throw new Error(`no node process in the group:\n${JSON.stringify(groupMembers(npmPid))}`);
  // Plain node, no tsx in between.
  expect(server.cmdline).not.toContain('tsx');
  if (SERVER_NODE) expect(readlinkSync(`/proc/${server.pid}/exe`)).toBe(realpathSync(SERVER_NODE));
  const ready = { ...running, nodePid: server.pid, port };
  started[started.length - 1] = ready;
  const health = await fetch(`http://127.0.0.1:${port}/healthz`);
  expect(health.status).toBe(200);
  return ready;
}

/** A request for a view, held by the upstream until `release`; resolves once it arrived there. */
async function slowRequest(running: Running) {
  const before = held.length;
  const reached = new Promise<void>((wake) => heldWaiters.push(wake));
  const response = fetch(`http://127.0.0.1:${running.port}${VIEW}`, {
    headers: { authorization: 'Bearer demo' },
  }).then(async (res) => ({ status: res.status, body: await res.text() }));
  // Not unhandled if the test fails before it is awaited.
  response.catch(() => undefined);
  await reached;
  await until('the request at the upstream', () => held.length > before);
  const entry = held[held.length - 1];
  return {
    response,
    release: () =>
      entry?.res.writeHead(200, { 'content-type': 'application/json' }).end('["2026-11-01"]'),
  };
}

afterEach(() => {
  // Whatever a failed test left: only the groups this file started.
  for (const running of started.splice(0)) {
    for (const proc of groupMembers(running.npmPid)) {
      try {
        process.kill(proc.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});

type Target = 'npm' | 'node' | 'group';

function signal(running: Running, target: Target, name: NodeJS.Signals): void {
  if (target === 'npm') process.kill(running.npmPid, name);
  else if (target === 'node') process.kill(running.nodePid, name);
  else process.kill(-running.npmPid, name);
}

async function expectAllGone(running: Running): Promise<void> {
  await running.exited;
  await until(
    'every process of the group to exit',
    () => groupMembers(running.npmPid).length === 0,
  );
  expect(alive(running.nodePid)).toBe(false);
  expect(alive(running.npmPid)).toBe(false);
}

describe.each<[Target, NodeJS.Signals]>([
  ['npm', 'SIGTERM'],
  ['npm', 'SIGINT'],
  ['node', 'SIGTERM'],
  ['group', 'SIGTERM'],
  ['group', 'SIGINT'],
])('%s gets %s', (target, name) => {
  it('answers the request in flight, takes no more connections, and leaves no process', async () => {
    const running = await serve();
    const slow = await slowRequest(running);
    signal(running, target, name);
    await until('the stop to start', () => /: stopping; requests in flight/.test(running.output()));
    await until('the port to close', () => refusesConnections(running.port));
    // Still running: the answer in flight is not cut.
    expect(alive(running.nodePid)).toBe(true);
    slow.release();
    await expect(slow.response).resolves.toEqual({ status: 200, body: '["2026-11-01"]' });
    await expectAllGone(running);
    expect(running.output()).not.toMatch(/still open after|failed/);
  }, 90_000);

  it('a second signal within the grace period does not cut it', async () => {
    const running = await serve();
    const slow = await slowRequest(running);
    signal(running, target, name);
    await until('the stop to start', () => /: stopping; requests in flight/.test(running.output()));
    signal(running, target, name);
    await until('the second signal to be noted', () => /already stopping/.test(running.output()));
    expect(alive(running.nodePid)).toBe(true);
    slow.release();
    await expect(slow.response).resolves.toEqual({ status: 200, body: '["2026-11-01"]' });
    await expectAllGone(running);
    expect(running.output()).not.toMatch(/still open after|failed/);
  }, 90_000);
});

it('npm killed outright (no signal passed on): the server notices it is orphaned and stops the same way', async () => {
  const running = await serve();
  const slow = await slowRequest(running);
  process.kill(running.npmPid, 'SIGKILL');
  await until('the orphaned server to stop', () =>
    /parent process \d+ is gone: stopping/.test(running.output()),
  );
  await until('the port to close', () => refusesConnections(running.port));
  slow.release();
  await expect(slow.response).resolves.toEqual({ status: 200, body: '["2026-11-01"]' });
  await until('the server to exit', () => !alive(running.nodePid));
  expect(groupMembers(running.npmPid)).toEqual([]);
}, 90_000);
