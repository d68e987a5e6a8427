// @vitest-environment node
// The build step (build/preload-sections.ts) that names each screen's code in its page's HTML,
// so it downloads beside the entry, and the choice of page the production server makes for a path.
import { describe, expect, it } from 'vitest';
import { preloadLinks, preloadSections } from '../../build/preload-sections.ts';
import { pageFor, SECTION_PAGES } from '../../server/section-pages.ts';

function chunk(
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  importedCss: string[] = [],
) {
  return {
    type: 'chunk' as const,
    fileName,
    imports,
    facadeModuleId,
    viteMetadata: { importedCss: new Set(importedCss) },
  };
}

const bundle = {
  'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/app/index.html'),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/route.js': chunk(
    'assets/route.js',
    ['assets/index.js', 'assets/shared.js'],
    '/app/src/features/fighters/fighters-routes.tsx',
    ['assets/route.css'],
  ),
  'assets/shared.js': chunk('assets/shared.js', ['assets/react.js'], null, ['assets/shared.css']),
  'assets/other.js': chunk(
    'assets/other.js',
    ['assets/shared.js'],
    '/app/src/features/football/x.tsx',
  ),
  'assets/route.css': { type: 'asset' },
};
const html =
  '<head><script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js"></head>';

function hrefs(links: string): string[][] {
  return [...links.matchAll(/rel="([^"]+)"(?: as="style")?(?: crossorigin)? href="([^"]+)"/g)].map(
    (m) => [m[1] as string, m[2] as string],
  );
}

describe('preloadLinks', () => {
  it('preloads the route chunk and what it imports, not what the page already loads', () => {
    const links = preloadLinks(['src/features/fighters/fighters-routes.tsx'], html, bundle, '/');
    expect(hrefs(links)).toEqual([
      ['modulepreload', '/assets/route.js'],
      ['modulepreload', '/assets/shared.js'],
      // Their styles too (the lazy import waits for them), fetched but not applied.
      ['preload', '/assets/route.css'],
      ['preload', '/assets/shared.css'],
    ]);
    // crossorigin, as Vite's own stylesheet link for a lazy chunk is: else the preload goes unused.
    expect(links).toContain('<link rel="preload" as="style" crossorigin href="/assets/route.css">');
  });

  it('fails the build when a module has no chunk, rather than preload nothing', () => {
    expect(() => preloadLinks(['src/renamed.tsx'], '', {}, '/')).toThrow(
      /no chunk for src\/renamed.tsx/,
    );
  });
});

describe('preloadSections', () => {
  it('writes index.html with the landing screen and a page per section with its own code', () => {
    const plugin = preloadSections('src/features/fighters/fighters-routes.tsx', [
      { file: 'index.other.html', prefix: '/other', modules: ['src/features/football/x.tsx'] },
    ]);
    (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
    const transform = plugin.transformIndexHtml as {
      handler: (html: string, context: { bundle: unknown }) => string;
    };
    const landing = transform.handler(html, { bundle });
    expect(hrefs(landing).map((h) => h[1])).toContain('/assets/route.js');

    const emitted: { fileName: string; source: string }[] = [];
    const generate = plugin.generateBundle as {
      handler: (this: unknown, options: unknown, bundle: unknown) => void;
    };
    generate.handler.call(
      { emitFile: (file: { fileName: string; source: string }) => emitted.push(file) },
      {},
      { 'index.html': { type: 'asset', source: landing } },
    );
    expect(emitted.map((e) => e.fileName)).toEqual(['index.other.html']);
    const other = emitted[0]?.source ?? '';
    // The entry's own preload (from index.html as it was), then the section's code.
    expect(hrefs(other).map((h) => h[1])).toEqual([
      '/assets/react.js',
      '/assets/other.js',
      '/assets/shared.js',
      '/assets/shared.css',
    ]);
    expect(other).not.toContain('/assets/route.js');
    // Everything else in the page is index.html's.
    expect(other).toContain('<script type="module" src="/assets/index.js"></script>');
  });
});

describe('pageFor', () => {
  it('sends a section its own page, the most specific first, and index.html elsewhere', () => {
    expect(pageFor('/football/players/12')).toBe('index.football-player.html');
    expect(pageFor('/football/players')).toBe('index.football-player.html');
    expect(pageFor('/football')).toBe('index.football.html');
    expect(pageFor('/football/leagues/e1')).toBe('index.football.html');
    expect(pageFor('/explorer')).toBe('index.explorer.html');
    expect(pageFor('/fighters')).toBe('index.html');
    expect(pageFor('/')).toBe('index.html');
    expect(pageFor('/footballers')).toBe('index.html');
    expect(pageFor('/football', [])).toBe('index.html');
    expect(SECTION_PAGES.every((p) => p.file.endsWith('.html'))).toBe(true);
  });
});
