// Finds the Chromium the browser tests and the benchmark drive, without downloading anything.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The features Playwright turns off (playwright-core's chromiumSwitches, as of 1.65). Chromium keeps
 * only the last `--disable-features` it is given, and ours comes after Playwright's, so it repeats
 * them (test/unit/chromium-args.test.ts checks that it still does).
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * The browser's own address-bar pop-up, a web page of its own that headless Chromium builds and
 * preloads for new windows: traced here, about a second of CPU every other browser context (each
 * test and each benchmark run opens one) in a process named "WebUI Top Renderer", on a machine of
 * two cores, in the middle of whatever was being measured. A person's browser builds it once.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...BROWSER_UI_FEATURES].join(',')}`,
];

/** The path of a usable Chromium: CHROMIUM_PATH, Debian's, or one Playwright installed; else null. */
export function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // Playwright has no browser of its own here.
  }
  return null;
}

/** Debian's headless shell (package chromium-headless-shell). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the end-to-end tests drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell: the same engine without the browser's own UI, which is what Playwright
 * runs headless tests on by default), else the full Chromium of findChromium(). Measured here, two
 * spec files on two cores: 117 s in the full browser, 88 s in the shell. The bench keeps the full
 * browser (findChromium), the one people use.
 */
export function findTestChromium() {
  if (!process.env.CHROMIUM_PATH && existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  return findChromium();
}
