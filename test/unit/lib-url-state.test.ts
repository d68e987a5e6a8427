// The URL codecs round-trip screen state and drop what a screen cannot use.
// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  decodeList,
  decodeSort,
  encodeList,
  encodeSort,
  withParams,
} from '../../src/lib/url-state.ts';

describe('sort parameter', () => {
  it('round-trips a multi-column sort', () => {
    const sorting = [
      { id: 'r_glicko1', desc: true },
      { id: 'name', desc: false },
    ];
    expect(encodeSort(sorting)).toBe('-r_glicko1,name');
    expect(decodeSort(encodeSort(sorting))).toEqual(sorting);
  });

  it('drops unknown columns, blanks and repeats', () => {
    expect(decodeSort('-rank,,bogus,rank,name', ['rank', 'name'])).toEqual([
      { id: 'rank', desc: true },
      { id: 'name', desc: false },
    ]);
    expect(decodeSort(null)).toEqual([]);
  });
});

describe('list parameter', () => {
  it('round-trips and de-duplicates', () => {
    expect(decodeList(encodeList(['12', '34']))).toEqual(['12', '34']);
    expect(decodeList(' 12,,12, 7 ')).toEqual(['12', '7']);
  });
});

describe('withParams', () => {
  it('sets, replaces and removes parameters without touching the original', () => {
    const original = new URLSearchParams('date=2024-01-01&q=x');
    const next = withParams(original, { date: '2024-02-01', q: '', class: 'LW' });
    expect(next.toString()).toBe('date=2024-02-01&class=LW');
    expect(original.toString()).toBe('date=2024-01-01&q=x');
  });
});
