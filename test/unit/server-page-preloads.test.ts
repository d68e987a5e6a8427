// @vitest-environment node
// The page names its route's code up front (server/page-preloads.ts): a section's URL gets
// modulepreload links for the app's React half and that section's screen with their imports, read
// from the build's manifest, and nothing the built page names already; PAGE_PRELOADS=0 sends the
// page as built.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type DataViewsServer } from '../../server/app.ts';

const INDEX = `<!doctype html><html><head><title>Data Views</title><script type="module" src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  'index.html': { file: 'assets/entry.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/app/app.tsx': { file: 'assets/mount.js', imports: ['_shared.js', '_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/features/fighters/fighters-routes.tsx': {
    file: 'assets/fighters-routes.js',
    imports: ['_shared.js', '_table.js'],
    css: ['assets/fighters.css'],
  },
  '_table.js': { file: 'assets/table.js', imports: ['_react.js'] },
  'src/features/football/football-routes.tsx': { file: 'assets/football-routes.js' },
};

let dist: string;
const running: DataViewsServer[] = [];

async function serve(env: Record<string, string> = {}): Promise<DataViewsServer> {
  const server = await createServer({ distDir: dist, env });
  running.push(server);
  await server.app.ready();
  return server;
}

async function pageAt(server: DataViewsServer, url: string, encoding = 'identity') {
  const res = await server.app.inject({
    url,
    headers: { accept: 'text/html', 'accept-encoding': encoding },
  });
  const body = res.rawPayload;
  const html =
    res.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(body).toString()
      : res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(body).toString()
        : body.toString();
  const preloaded = [
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
  ].map((m) => m[1]);
  return { res, html, preloaded };
}

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'dv-preloads-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), INDEX);
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
});

afterAll(async () => {
  await Promise.all(running.map((s) => s.app.close()));
  rmSync(dist, { recursive: true, force: true });
});

describe('a page with its route code preloaded', () => {
  it("names the app's and the section's chunks once each, and the section's stylesheet", async () => {
    const { res, html, preloaded } = await pageAt(await serve(), '/fighters?class=LW');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(preloaded.sort()).toEqual(
      [
        '/assets/fighters-routes.js',
        '/assets/mount.js',
        '/assets/react.js',
        '/assets/table.js',
      ].sort(),
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/fighters.css">');
    // The rest of the page is the build's, the links inside its head.
    expect(html.indexOf('fighters-routes.js')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"></div>');
  });

  it('leads `/` to the home section, and another section to its own screen', async () => {
    const server = await serve();
    expect((await pageAt(server, '/')).preloaded).toContain('/assets/fighters-routes.js');
    const football = (await pageAt(server, '/football/players/7')).preloaded;
    expect(football).toContain('/assets/football-routes.js');
    expect(football).not.toContain('/assets/fighters-routes.js');
  });

  it('gives a URL the app lacks only the app itself', async () => {
    const { preloaded } = await pageAt(await serve(), '/no-such-section/x');
    expect(preloaded.sort()).toEqual(['/assets/mount.js', '/assets/react.js']);
  });

  it('sends the same page brotli- or gzip-encoded when asked', async () => {
    const server = await serve();
    const plain = (await pageAt(server, '/fighters')).html;
    const br = await pageAt(server, '/fighters', 'gzip, deflate, br, zstd');
    expect(br.res.headers['content-encoding']).toBe('br');
    expect(br.res.headers.vary).toContain('Accept-Encoding');
    expect(br.html).toBe(plain);
    const gzip = await pageAt(server, '/fighters', 'gzip');
    expect(gzip.res.headers['content-encoding']).toBe('gzip');
    expect(gzip.html).toBe(plain);
  });

  it('sends the page as built with PAGE_PRELOADS=0', async () => {
    const { html, preloaded } = await pageAt(await serve({ PAGE_PRELOADS: '0' }), '/fighters');
    expect(preloaded).toEqual([]);
    expect(html).toBe(INDEX);
  });
});
