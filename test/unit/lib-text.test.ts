// @vitest-environment node
// Accent- and case-insensitive search: what a person types finds the name however it is spelled.
import { describe, expect, it } from 'vitest';
import { fold, matchesQuery } from '../../src/lib/text.ts';

describe('fold', () => {
  it('lower-cases and strips accents', () => {
    expect(fold('José')).toBe('jose');
    expect(fold('ZOË')).toBe('zoe');
    expect(fold('Zoë')).toBe(fold('ZOE'));
    expect(fold('Ñúñez Çelik')).toBe('nunez celik');
  });

  it('spells out letters Unicode does not decompose', () => {
    expect(fold('Łukasz')).toBe('lukasz');
    expect(fold('Straße')).toBe('strasse');
    expect(fold('Søren Æbelø')).toBe('soren aebelo');
    expect(fold('Đorđe')).toBe('dorde');
    expect(fold('Işık')).toBe('isik');
    expect(fold('İstanbul')).toBe('istanbul');
  });

  it('leaves plain ASCII as lower case', () => {
    expect(fold('Conor McGregor 2')).toBe('conor mcgregor 2');
  });
});

describe('matchesQuery', () => {
  it('matches whatever the accents and case', () => {
    expect(matchesQuery('José Aldo', fold('Jose'))).toBe(true);
    expect(matchesQuery('Jose Aldo', fold('JOSÉ'))).toBe(true);
    expect(matchesQuery('Zoë Smith', fold('zoe'))).toBe(true);
    expect(matchesQuery('Łukasz Nowak', fold('lukasz'))).toBe(true);
    expect(matchesQuery('Jan Błachowicz', fold('blach'))).toBe(true);
  });

  it('needs every word, in any order', () => {
    expect(matchesQuery('José Aldo da Silva', fold('silva jose'))).toBe(true);
    expect(matchesQuery('José Aldo', fold('jose silva'))).toBe(false);
  });

  it('matches everything with an empty query, and nothing missing otherwise', () => {
    expect(matchesQuery('Anyone', '')).toBe(true);
    expect(matchesQuery(null, '  ')).toBe(true);
    expect(matchesQuery(null, 'a')).toBe(false);
    expect(matchesQuery('', 'a')).toBe(false);
  });
});
