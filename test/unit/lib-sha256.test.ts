// @vitest-environment node
// The key's fingerprint in every query key (api/key-id.ts) is this hand-written SHA-256: it must
// agree with Node's own for any text, including multi-byte characters and lengths around a block.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sha256Hex } from '../../src/lib/sha256.ts';

const nodeSha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('sha256Hex', () => {
  it('gives the FIPS 180-4 digests of the empty text and "abc"', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('agrees with node:crypto at every length around the 64-byte block', () => {
    for (let length = 0; length <= 130; length++) {
      const text = 'k'.repeat(length);
      expect(sha256Hex(text)).toBe(nodeSha256(text));
    }
  });

  it('agrees with node:crypto for any text, multi-byte characters included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        expect(sha256Hex(text)).toBe(nodeSha256(text));
      }),
    );
  });
});
