// Builds the app and the peer page into the benchmark's own folders and serves them with the
// production server.
import { spawn } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../../', import.meta.url).pathname;
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

/** Runs a command to completion, echoing its output only when it fails. */
function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args.join(' ')} failed:\n${output}`)),
    );
  });
}

/** The app into `appDir`, the peer into `peerDir`, then the peer copied under the app's folder. */
export async function buildAll({ appDir, peerDir, peerBase }) {
  await run([VITE, 'build', '--outDir', appDir, '--emptyOutDir', '--logLevel', 'warn']);
  await run([VITE, 'build', '-c', 'bench/vite.peer.config.ts', '--logLevel', 'warn'], {
    BENCH_PEER_OUT_DIR: peerDir,
  });
  // Served by the same preview server as the app: same origin, same demo API, same session key.
  const target = join(appDir, peerBase.replace(/^\/|\/$/g, ''));
  rmSync(target, { recursive: true, force: true });
  cpSync(peerDir, target, { recursive: true });
}

async function waitUntilReady(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the preview server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the preview server did not answer ${url} within ${timeoutMs} ms`);
}

/**
 * Starts the production server (`npm run serve`: compression, caching, security headers) on
 * `outDir` with the demo API at `scale` on 127.0.0.1:`port`, as users are served; resolves once the
 * demo API responds. `stop()` ends the server and everything it started.
 */
export async function startPreview({ outDir, port, scale }) {
  const child = spawn(
    process.execPath,
    [TSX, 'server/main.ts', '--dist', outDir, '--port', String(port), '--host', '127.0.0.1'],
    {
      cwd: ROOT,
      // Its own process group, so stopping it cannot touch anything else on the machine.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        DEMO_API_SCALE: scale,
        DEMO_API_LATENCY_MS: '0',
        DEMO_API_ERROR_RATE: '0',
        DEMO_API_SHAPE: 'array',
        ACCESS_LOG: '0',
      },
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (child.exitCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  try {
    await waitUntilReady(`${origin}/__demo-api`, child, 60_000);
  } catch (error) {
    stop();
    throw new Error(`${error.message}\n${log}`, { cause: error });
  }
  return { origin, stop, log: () => log };
}
