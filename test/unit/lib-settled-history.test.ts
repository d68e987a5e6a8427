// @vitest-environment node
// One Back entry per settled choice: a burst of changes to one field pushes once.
import { describe, expect, it } from 'vitest';
import { SETTLE_MS, createSettledHistory } from '../../src/lib/settled-history.ts';

describe('createSettledHistory', () => {
  it('pushes the first change of a burst and replaces the rest; a pause or another field pushes', () => {
    let now = 0;
    const historyFor = createSettledHistory(() => now);
    expect(historyFor('date')).toBe('push');
    now += 200;
    expect(historyFor('date')).toBe('replace');
    now += 200;
    expect(historyFor('date')).toBe('replace');
    now += 10;
    expect(historyFor('class')).toBe('push');
    now += SETTLE_MS;
    expect(historyFor('class')).toBe('push');
  });
});
