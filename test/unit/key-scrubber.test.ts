// @vitest-environment node
// The client's key scrubber on its own: whole texts replaced, the URL-encoded key too, column names
// that hold the key renamed apart, the view's own column names left alone, and a key within
// "[key removed]" itself never written back.
import { describe, expect, it } from 'vitest';
import { keyForms, keyScrubber, withoutKey } from '../../src/api/key-in-data.ts';

describe('keyScrubber', () => {
  it('replaces a text equal to or holding the key, as sent or URL-encoded, and nothing else', () => {
    const key = 'sk live/9+x';
    const scrub = keyScrubber(` ${key} `);
    const rows = [
      { a: key, b: `Ann ${key} Lee`, c: `/x?k=${encodeURIComponent(key)}`, d: 'Ann Lee', e: 7 },
    ];
    scrub.rows(rows);
    expect(rows).toEqual([
      { a: '[key removed]', b: '[key removed]', c: '[key removed]', d: 'Ann Lee', e: 7 },
    ]);
    expect(withoutKey(`Bearer ${key}`, keyForms(key))).toBe('[key removed]');
    expect(withoutKey('SK LIVE/9+X', keyForms(key))).toBe('SK LIVE/9+X');
  });

  it('renames the columns whose names hold the key apart, the same on every page', () => {
    const scrub = keyScrubber('sk_abc', [{ name: 'name' }]);
    const page1 = [{ name: 'A', x_sk_abc: 1, y_sk_abc: 2 }];
    const page2 = [{ name: 'B', y_sk_abc: 3 }];
    scrub.rows(page1, ['x_sk_abc', 'y_sk_abc']);
    scrub.rows(page2, ['y_sk_abc']);
    expect(page1).toEqual([{ name: 'A', '[key removed]': 1, '[key removed] 2': 2 }]);
    expect(page2).toEqual([{ name: 'B', '[key removed] 2': 3 }]);
  });

  it('leaves the view’s own column names, and writes no key back when it is part of the mark', () => {
    const scrub = keyScrubber('name', [{ name: 'name' }]);
    const rows = [{ name: 'surname', other_name: 'x' }];
    scrub.rows(rows);
    expect(rows).toEqual([{ name: '[key removed]', '[key removed]': 'x' }]);
    expect(withoutKey('removed here', keyForms('removed'))).toBe('');
  });

  it('changes nothing without a key', () => {
    const rows = [{ a: 'anything' }];
    keyScrubber('  ').rows(rows);
    expect(rows).toEqual([{ a: 'anything' }]);
  });
});
