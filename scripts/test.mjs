// `npm test`: every check, in stages, then one line per stage with its seconds, the total, and the
// tests counted. Typecheck, lint and the build need no browser and little memory: they run side by
// side (two cores). The unit tests take the whole machine, beside the size report and the server's
// tests on the current Node LTS (a few seconds, much of it waiting on the processes the signals
// test starts). The end-to-end tests come last. The first stage that fails stops the run; its
// output says why.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reports = mkdtempSync(join(tmpdir(), 'dv-test-'));
const unitReport = join(reports, 'unit.json');
const e2eReport = join(reports, 'e2e.json');

/** One command of a stage, its output passed through as it comes. Resolves to its exit code. */
function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** What a command prints, trimmed; null when it fails. */
function output(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let text = '';
    child.stdout.on('data', (chunk) => (text += chunk));
    child.on('error', () => resolve(null));
    child.on('exit', (code) => resolve(code === 0 ? text.trim() || null : null));
  });
}

const npx = (args, env) => run('npx', ['--no-install', ...args], env);

/** Each group runs its stages side by side; the groups run one after another. */
const groups = [
  [
    { name: 'typecheck', run: () => npx(['tsc', '--noEmit', '-p', '.']) },
    { name: 'lint', run: () => run('npm', ['run', '--silent', 'lint']) },
    { name: 'build', run: () => run('npm', ['run', '--silent', 'build']) },
  ],
  [
    {
      name: 'unit',
      run: () =>
        npx([
          'vitest',
          'run',
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${unitReport}`,
        ]),
    },
    { name: 'size', run: () => run('node', ['scripts/check-size.mjs']) },
    {
      // The server's tests again on the current Node LTS: Vitest itself on it, and the servers the
      // signals test starts (SERVER_NODE). The unit stage ran them on this Node.
      name: 'server on LTS',
      run: async () => {
        const lts = await output('node', ['scripts/lts-node.mjs']);
        if (!lts) {
          console.log(
            'No Node LTS binary for this machine: the server tests ran on this Node only.',
          );
          return 0;
        }
        const files = readdirSync('test/unit')
          .filter((file) => /^server-.*\.test\.ts$/.test(file))
          .map((file) => join('test/unit', file));
        return run(
          lts,
          ['node_modules/vitest/vitest.mjs', 'run', '--project', 'shared', ...files],
          {
            SERVER_NODE: lts,
          },
        );
      },
    },
  ],
  [
    {
      name: 'end-to-end',
      run: async () =>
        (await run('node', ['scripts/ensure-chromium.mjs'])) ||
        npx(['playwright', 'test', '--reporter=list,json'], {
          PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
        }),
    },
  ],
];

const times = [];
const started = performance.now();
let failed = null;
for (const group of groups) {
  const codes = await Promise.all(
    group.map(async (stage) => {
      const t0 = performance.now();
      const code = await stage.run();
      times.push({ name: stage.name, seconds: (performance.now() - t0) / 1000, code });
      return code;
    }),
  );
  const bad = group.find((_, i) => codes[i] !== 0);
  if (bad) {
    failed = bad.name;
    break;
  }
}
const total = (performance.now() - started) / 1000;

/** Tests passed and failed in the runners' own reports (absent when a stage did not run). */
function counts() {
  let passed = 0;
  let failedTests = 0;
  let skipped = 0;
  try {
    const unit = JSON.parse(readFileSync(unitReport, 'utf8'));
    passed += unit.numPassedTests ?? 0;
    failedTests += unit.numFailedTests ?? 0;
    skipped += (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0);
  } catch {
    // The unit stage did not run.
  }
  try {
    const e2e = JSON.parse(readFileSync(e2eReport, 'utf8')).stats ?? {};
    passed += e2e.expected ?? 0;
    // A flaky test (passed on a retry) is a failure here: retries are 0, so it cannot happen.
    failedTests += (e2e.unexpected ?? 0) + (e2e.flaky ?? 0);
    skipped += e2e.skipped ?? 0;
  } catch {
    // The end-to-end stage did not run.
  }
  return { passed, failed: failedTests, skipped };
}

const { passed, failed: failedTests, skipped } = counts();
rmSync(reports, { recursive: true, force: true });

const width = Math.max(...times.map((t) => t.name.length), 'total'.length);
console.log('\nWhere the time went:');
for (const { name, seconds, code } of times) {
  console.log(
    `  ${name.padEnd(width)} ${seconds.toFixed(0).padStart(5)} s${code ? '  FAILED' : ''}`,
  );
}
console.log(`  ${'total'.padEnd(width)} ${total.toFixed(0).padStart(5)} s`);
if (failed) console.log(`\nStopped at the first failing stage: ${failed}.`);
console.log(
  `\ntests: ${passed} passed, ${failedTests} failed${skipped ? `, ${skipped} skipped` : ''}`,
);
process.exit(failed || failedTests ? 1 : 0);
