// The server under load (`npm run bench -- --only load`): autocannon against `fighters_view` on
// loopback, in demo mode and through the proxy to a separate `demo-api` process, at 10 and 100
// connections, asking for identity and for compressed answers; req/s, p99 and the server's peak RSS.
// Bounded: every scenario runs for a fixed time against a fresh server, then everything is stopped.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import autocannon from 'autocannon';

const ROOT = new URL('../../', import.meta.url).pathname;
const VIEW_PATH = '/v1/data/views/fighter_ratings/fighters_view';
/** What Chromium sends: the compressed runs get what a browser would (brotli, by preference). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
export const LOAD_MODES = ['demo', 'proxy'];
export const LOAD_CONNECTIONS = [10, 100];
export const LOAD_ENCODINGS = ['identity', 'compressed'];

/** `VmHWM` (peak) and `VmRSS` (now) of a process, in MB; null once it is gone. */
export function readMemory(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
    return { peakMB: kb('VmHWM') / 1024, rssMB: kb('VmRSS') / 1024 };
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used (user + system), in ms; null once it is gone. Per request, it is a
 * figure the other work on a shared machine barely moves, unlike requests per second.
 */
export function readCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat (11 and 12 after the command's name).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/**
 * A TypeScript entry run by Node itself with tsx as its loader (not tsx's CLI, which would put the
 * server in a child process): the pid is the server's, so its /proc entry is the server's memory.
 */
function startNode(entry, args, env, readyUrl) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ACCESS_LOG: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || !child.pid) return resolve();
      child.once('exit', () => resolve());
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        resolve();
      }
    });
  const ready = (async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`${entry} exited:\n${output}`);
      try {
        const response = await fetch(readyUrl);
        await response.arrayBuffer();
        if (response.status < 500) return;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${entry} did not answer ${readyUrl} within 60 s:\n${output}`);
  })();
  return { child, stop, ready, output: () => output };
}

/** The server (and in proxy mode its upstream) for one scenario, fresh so its peak is that run's. */
async function startScenario({ mode, appDir, port, env }) {
  const started = [];
  try {
    const serverEnv = { DEMO_API_SCALE: 'normal', DEMO_API_SHAPE: 'array', ...env };
    if (mode === 'proxy') {
      const upstream = startNode(
        'demo-api/main.ts',
        ['--port', String(port + 1), '--host', '127.0.0.1'],
        serverEnv,
        `http://127.0.0.1:${port + 1}/__demo-api`,
      );
      started.push(upstream);
      await upstream.ready;
      serverEnv.DATA_VIEWS_UPSTREAM = `http://127.0.0.1:${port + 1}`;
    }
    const server = startNode(
      'server/main.ts',
      ['--dist', appDir, '--port', String(port), '--host', '127.0.0.1'],
      serverEnv,
      `http://127.0.0.1:${port}/healthz`,
    );
    started.unshift(server);
    await server.ready;
    return {
      server,
      upstream: started[1] ?? null,
      stop: () => Promise.all(started.map((s) => s.stop())),
    };
  } catch (error) {
    await Promise.all(started.map((s) => s.stop()));
    throw error;
  }
}

function cannon(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One request as autocannon sends it (no decoding): its status, encoding and bytes on the wire. */
function once(url, headers) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          encoding: res.headers['content-encoding'] ?? 'identity',
          bytes,
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error(`${url}: no answer in 60 s`)));
    req.end();
  });
}

/** One scenario: warm the data (its first build is no load figure), then load for `seconds`. */
async function runScenario({ mode, connections, encoding, appDir, port, seconds, apiKey, env }) {
  const scenario = await startScenario({ mode, appDir, port, env });
  const headers = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
  if (encoding === 'compressed') headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
  const url = `http://127.0.0.1:${port}${VIEW_PATH}`;
  try {
    const warm = await once(url, headers);
    if (warm.status !== 200) throw new Error(`${VIEW_PATH}: HTTP ${warm.status}`);
    const watched = [scenario.server, scenario.upstream].filter(Boolean);
    // The peak (VmHWM) covers the whole life of the process; RSS sampled through the run as well.
    const samples = watched.map(() => 0);
    const timer = setInterval(() => {
      watched.forEach((s, i) => {
        const memory = readMemory(s.child.pid);
        if (memory) samples[i] = Math.max(samples[i], memory.rssMB);
      });
    }, 100);
    const cpuBefore = watched.map((s) => readCpuMs(s.child.pid));
    let result;
    try {
      result = await cannon({
        url,
        connections,
        duration: seconds,
        headers,
        // A request not answered in 10 s counts as a timeout (the issue's "past 10 s").
        timeout: 10,
        // By default autocannon appends every body chunk to a string: UTF-8 decoding brotli's
        // binary costs it 3.7 ms a response against 1.1 ms for the 8× larger JSON, which made the
        // client, not the server, set the compressed figures. Bytes are still counted.
        setupClient: (client) => {
          client.pipelinedRequests.addBody = () => {};
        },
      });
    } finally {
      clearInterval(timer);
    }
    const peak = watched.map((s, i) => Math.max(samples[i], readMemory(s.child.pid)?.peakMB ?? 0));
    const ok = result['2xx'];
    const cpuPerRequest = watched.map((s, i) => {
      const after = readCpuMs(s.child.pid);
      return after === null || cpuBefore[i] === null || !ok ? null : (after - cpuBefore[i]) / ok;
    });
    return {
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      p90: result.latency.p90,
      max: result.latency.max,
      serverPeakMB: peak[0],
      ...(peak[1] === undefined ? {} : { upstreamPeakMB: peak[1] }),
      serverCpuMs: cpuPerRequest[0],
      ...(peak[1] === undefined ? {} : { upstreamCpuMs: cpuPerRequest[1] }),
      errors: result.errors + result.timeouts + result.non2xx,
      timeouts: result.timeouts,
      requests: ok,
      wireKB: warm.bytes / 1024,
      contentEncoding: warm.encoding,
    };
  } finally {
    await scenario.stop();
  }
}

/**
 * Every scenario in turn (identity and compressed side by side for each mode and connection
 * count); returns `{ 'load.<mode>.c<n>.<encoding>': result }` and logs a line per scenario. `env`
 * goes to the servers (e.g. `{ COMPRESS_ONCE: '0' }` to measure without a technique).
 */
export async function measureLoad({
  appDir,
  port,
  seconds,
  apiKey,
  log,
  env = {},
  modes = LOAD_MODES,
  connectionCounts = LOAD_CONNECTIONS,
  encodings = LOAD_ENCODINGS,
}) {
  const results = {};
  for (const mode of modes) {
    for (const connections of connectionCounts) {
      for (const encoding of encodings) {
        const key = `load.${mode}.c${connections}.${encoding}`;
        try {
          const r = await runScenario({
            mode,
            connections,
            encoding,
            appDir,
            port,
            seconds,
            apiKey,
            env,
          });
          results[key] = r;
          log(
            `  ${mode}, ${connections} connections, ${encoding} (${r.contentEncoding}): ` +
              `${r.rps.toFixed(1)} req/s, p50 ${r.p50} ms, p90 ${r.p90} ms, p99 ${r.p99} ms, max ${r.max} ms, server peak ` +
              `${r.serverPeakMB.toFixed(0)} MB${r.upstreamPeakMB ? `, demo-api peak ${r.upstreamPeakMB.toFixed(0)} MB` : ''}` +
              `, CPU per request: server ${r.serverCpuMs?.toFixed(1)} ms` +
              `${r.upstreamCpuMs ? `, demo-api ${r.upstreamCpuMs.toFixed(1)} ms` : ''}` +
              `${r.errors ? `, ${r.errors} errors (${r.timeouts} timeouts)` : ''}`,
          );
        } catch (error) {
          results[key] = { failure: String(error?.message ?? error).split('\n')[0] };
          log(`  ${mode}, ${connections} connections, ${encoding}: n/a (${results[key].failure})`);
        }
      }
    }
  }
  return results;
}
