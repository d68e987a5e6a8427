// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { asBrowserPath } from '../../src/app/use-pending-path.ts';

describe('asBrowserPath', () => {
  it('encodes a router pathname the way the address bar holds it', () => {
    expect(asBrowserPath('/football/leagues/a b')).toBe('/football/leagues/a%20b');
    expect(asBrowserPath('/football/leagues/é')).toBe('/football/leagues/%C3%A9');
  });

  it('leaves an encoded or plain pathname as it is', () => {
    expect(asBrowserPath('/football/leagues/a%20b')).toBe('/football/leagues/a%20b');
    expect(asBrowserPath('/fighters')).toBe('/fighters');
    expect(asBrowserPath('//fighters')).toBe('//fighters');
  });
});
