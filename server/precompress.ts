// A Vite build step: each built text file (scripts, styles, HTML, SVG) also written brotli (quality
// 11) and gzip (level 9) compressed beside it, so the production server sends the smallest bytes
// without compressing on every request (quality 11 is too slow to do per request).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Smaller files gain little and cost a request's worth of headers either way. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  return {
    name: 'data-views-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(dir, fileName);
        const bytes = readFileSync(path);
        if (bytes.byteLength < MIN_BYTES) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(bytes, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
            },
          }),
        );
        writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}
