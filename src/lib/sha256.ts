// SHA-256 (FIPS 180-4), synchronous, of a string's UTF-8 bytes. Synchronous because the one caller,
// the key's fingerprint in every query key (api/key-id.ts), is needed while the first requests are
// built, before any await; crypto.subtle is asynchronous, and absent on plain http other than
// localhost. Checked against node:crypto in test/unit/lib-sha256.test.ts.

const K = new Uint32Array(64);
// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
for (let n = 2, i = 0; i < 64; n++) {
  let prime = true;
  for (let d = 2; d * d <= n; d++) if (n % d === 0) prime = false;
  if (prime) K[i++] = (Math.cbrt(n) % 1) * 2 ** 32;
}

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

/** The digest of `text` as 64 lowercase hex digits. */
export function sha256Hex(text: string): string {
  const data = new TextEncoder().encode(text);
  // The message, a 1 bit, zeros, and its length in bits as 64 bits, to a multiple of 64 bytes.
  const size = (((data.length + 8) >> 6) + 1) << 6;
  const bytes = new Uint8Array(size);
  bytes.set(data);
  bytes[data.length] = 0x80;
  const view = new DataView(bytes.buffer);
  view.setUint32(size - 8, Math.floor(data.length / 2 ** 29));
  view.setUint32(size - 4, data.length << 3);
  // The first 32 bits of the fractional parts of the square roots of the first 8 primes.
  const h = Uint32Array.of(
    0x6a09e667,
    0xbb67ae85,
    0x3c6ef372,
    0xa54ff53a,
    0x510e527f,
    0x9b05688c,
    0x1f83d9ab,
    0x5be0cd19,
  );
  const w = new Uint32Array(64);
  for (let block = 0; block < size; block += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(block + i * 4);
    for (let i = 16; i < 64; i++) {
      const a = w[i - 15]!;
      const b = w[i - 2]!;
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = w[i - 16]! + s0 + w[i - 7]! + s1;
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[];
    for (let i = 0; i < 64; i++) {
      const t1 =
        hh! +
        (rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)) +
        ((e! & f!) ^ (~e! & g!)) +
        K[i]! +
        w[i]!;
      const t2 = (rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)) + ((a! & b!) ^ (a! & c!) ^ (b! & c!));
      hh = g;
      g = f;
      f = e;
      e = (d! + t1) | 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) | 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((value, i) => (h[i] = h[i]! + value!));
  }
  return Array.from(h, (x) => x.toString(16).padStart(8, '0')).join('');
}
