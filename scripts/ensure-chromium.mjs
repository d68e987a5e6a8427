// Makes sure a Chromium exists for the browser tests, installing one when the machine has none.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function run(command) {
  console.log(`$ ${command}`);
  execSync(command, { stdio: 'inherit' });
}

function tryInstall() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    try {
      run('apt-get update -qq');
      run('DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium');
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

let path = findChromium();
if (!path) {
  console.log('No Chromium found for the browser tests; installing one.');
  tryInstall();
  path = findChromium();
}
if (!path) {
  console.error(
    "No Chromium for the browser tests: install Debian's `chromium` package (apt-get install chromium) or set CHROMIUM_PATH to a Chromium binary.",
  );
  process.exit(1);
}
console.log(`Browser tests use Chromium at ${path}`);
