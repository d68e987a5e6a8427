// Counts the Intl.Collator objects built while a test runs: building one loads the locale's
// collation data (14–60 ms in Chromium), which the first screen must not pay for. Modules that keep
// a collator once built are imported fresh (after vi.resetModules) so earlier tests do not hide one.
import { vi } from 'vitest';

/**
 * Runs `body` with every `new Intl.Collator(…)` counted and `localeCompare` watched (its locale
 * form builds one inside the engine), restoring both after; returns the two counts.
 */
export async function countCollators(
  body: () => Promise<void>,
): Promise<{ built: number; localeCompares: number }> {
  vi.resetModules();
  const intl = Intl as { Collator: typeof Intl.Collator };
  const Original = intl.Collator;
  let built = 0;
  intl.Collator = class extends Original {
    constructor(...args: ConstructorParameters<typeof Intl.Collator>) {
      super(...args);
      built += 1;
    }
  } as typeof Intl.Collator;
  const localeCompare = vi.spyOn(String.prototype, 'localeCompare');
  try {
    await body();
    return { built, localeCompares: localeCompare.mock.calls.length };
  } finally {
    intl.Collator = Original;
    localeCompare.mockRestore();
  }
}
