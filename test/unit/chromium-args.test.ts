// @vitest-environment node
// The browser tests' and the benchmark's Chromium switches: Playwright's own disabled features kept.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS } from '../../scripts/chromium.mjs';

/** The features the installed Playwright turns off, read from its own code. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const lib = join(dirname(require.resolve('playwright-core/package.json')), 'lib');
  const source = readFileSync(join(lib, 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([\s\S]*?)\]/.exec(source)?.[1];
  if (list === undefined) throw new Error('playwright-core no longer lists its disabled features');
  return [...list.matchAll(/^\s*"([^"]+)"/gm)].map((match) => match[1] as string);
}

describe('Chromium switches', () => {
  const disable = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));

  it('say once which features to turn off (Chromium keeps only the last such switch)', () => {
    expect(disable).toHaveLength(1);
  });

  it('keep every feature Playwright turns off, and turn off the address-bar pop-up', () => {
    const ours = (disable[0] ?? '').replace('--disable-features=', '').split(',');
    const playwrights = playwrightDisabledFeatures();
    expect(playwrights.length).toBeGreaterThan(5);
    expect(ours).toEqual(expect.arrayContaining(playwrights));
    expect(ours).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
