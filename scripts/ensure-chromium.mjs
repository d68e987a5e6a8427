// Makes sure a Chromium exists for the browser tests, installing one when the machine has none:
// Debian's headless shell (what the end-to-end tests run on, lighter) and its full Chromium (the
// bench's, and the tests' fallback).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { HEADLESS_SHELL, findChromium, findTestChromium } from './chromium.mjs';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const onDebian = isRoot && existsSync('/etc/debian_version');

function tryInstall() {
  if (onDebian) {
    try {
      run('apt-get update -qq');
      run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-headless-shell');
      return;
    } catch {
      console.log("Debian's chromium package could not be installed; trying Playwright's browser.");
    }
  }
  try {
    run('npx playwright install chromium');
  } catch {
    // Reported below.
  }
}

if (!findChromium()) {
  console.log('No Chromium found for the browser tests; installing one.');
  tryInstall();
} else if (onDebian && !process.env.CHROMIUM_PATH && !existsSync(HEADLESS_SHELL)) {
  // A Chromium but not the lighter shell: added where the machine allows; the tests run on the
  // full browser otherwise.
  try {
    run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell');
  } catch {
    console.log("Debian's chromium-headless-shell could not be installed; the tests use Chromium.");
  }
}
const path = findTestChromium();
if (!path) {
  console.error(
    "No Chromium for the browser tests: install Debian's `chromium` package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
console.log(`Browser tests use Chromium at ${path}`);
