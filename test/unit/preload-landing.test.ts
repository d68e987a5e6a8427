// The build step that names the landing screen's code in index.html, so it downloads beside the entry.
import { describe, expect, it } from 'vitest';
import { preloadLanding } from '../../server/preload-landing.ts';

interface Tag {
  tag: string;
  attrs: Record<string, unknown>;
}

function chunk(
  fileName: string,
  imports: string[],
  facadeModuleId: string | null = null,
  importedCss: string[] = [],
) {
  return {
    type: 'chunk',
    fileName,
    imports,
    facadeModuleId,
    viteMetadata: { importedCss: new Set(importedCss), importedAssets: new Set() },
  };
}

function run(route: string, html: string, bundle: Record<string, unknown>): Tag[] {
  const plugin = preloadLanding(route);
  (plugin.configResolved as (config: { base: string }) => void)({ base: '/' });
  const hook = plugin.transformIndexHtml as {
    handler: (html: string, context: { bundle: Record<string, unknown> }) => Tag[];
  };
  return hook.handler(html, { bundle });
}

describe('preloadLanding', () => {
  it('preloads the route chunk and what it imports, not what the page already loads', () => {
    const bundle = {
      'assets/index.js': chunk('assets/index.js', ['assets/react.js'], '/app/index.html'),
      'assets/react.js': chunk('assets/react.js', []),
      'assets/route.js': chunk(
        'assets/route.js',
        ['assets/index.js', 'assets/shared.js'],
        '/app/src/features/fighters/fighters-routes.tsx',
        ['assets/route.css'],
      ),
      'assets/shared.js': chunk('assets/shared.js', ['assets/react.js'], null, [
        'assets/shared.css',
      ]),
      'assets/other.js': chunk('assets/other.js', [], '/app/src/features/football/x.tsx'),
      'assets/route.css': { type: 'asset', fileName: 'assets/route.css' },
    };
    const html =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">';
    const tags = run('src/features/fighters/fighters-routes.tsx', html, bundle);
    expect(tags.map((t) => [t.tag, t.attrs.rel, t.attrs.href])).toEqual([
      ['link', 'modulepreload', '/assets/route.js'],
      ['link', 'modulepreload', '/assets/shared.js'],
      // Their styles too (the lazy import waits for them), fetched but not applied.
      ['link', 'preload', '/assets/route.css'],
      ['link', 'preload', '/assets/shared.css'],
    ]);
    expect(tags.filter((t) => t.attrs.rel === 'preload').map((t) => t.attrs.as)).toEqual([
      'style',
      'style',
    ]);
  });

  it('fails the build when the route has no chunk, rather than preload nothing', () => {
    expect(() => run('src/renamed.tsx', '', {})).toThrow(/no chunk for src\/renamed.tsx/);
  });
});
