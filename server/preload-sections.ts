// A Vite build step: each screen's code is named in its page's HTML as <link rel="modulepreload">
// (its styles as rel="preload"), so the browser fetches it beside the entry instead of after the
// entry has run and asked for it. index.html preloads the landing screen (Fighters); each section of
// SECTION_PAGES gets a copy of index.html preloading its own code instead, which the production
// server sends for that section's paths (a player's screen no longer downloads Fighters' code).
import type { Plugin } from 'vite';
import type { SectionPage } from './section-pages.ts';

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}

type Bundle = Readonly<Record<string, { readonly type: string } | Chunk>>;

/**
 * The <link> tags that preload `modules`' chunks, what they import and their styles, leaving out
 * what `html` already loads. Throws for a module with no chunk, so a rename fails the build.
 */
export function preloadLinks(
  modules: readonly string[],
  html: string,
  bundle: Bundle,
  base: string,
): string {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const files = new Set<string>();
  const visit = (fileName: string): void => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((c) => c.fileName === fileName);
    for (const next of chunk?.imports ?? []) visit(next);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    if (!chunk) throw new Error(`preloadSections: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  // The chunks' styles too: a lazy import resolves only once they have loaded.
  const styles = new Set<string>();
  for (const file of files) {
    const chunk = chunks.find((c) => c.fileName === file);
    for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
  }
  const absent = (file: string) => !html.includes(`${base}${file}`);
  return [
    ...[...files]
      .filter(absent)
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
    ...[...styles]
      .filter(absent)
      .map((file) => `<link rel="preload" as="style" crossorigin href="${base}${file}">`),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

export function preloadSections(landing: string, pages: readonly SectionPage[]): Plugin {
  let base = '/';
  // Worked out with the HTML (transformIndexHtml), written once it is final (generateBundle).
  let landingLinks: string | null = null;
  const pageLinks = new Map<string, string>();
  return {
    name: 'data-views-preload-sections',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Bundle | undefined;
        if (!bundle) return html;
        landingLinks = preloadLinks([landing], html, bundle, base);
        for (const page of pages)
          pageLinks.set(page.file, preloadLinks(page.modules, html, bundle, base));
        return html.replace('</head>', `${landingLinks}  </head>`);
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (landingLinks === null || index?.type !== 'asset') return;
        const html = String(index.source);
        if (!html.includes(landingLinks)) throw new Error('preloadSections: index.html changed');
        for (const [file, links] of pageLinks) {
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: html.replace(landingLinks, links),
          });
        }
      },
    },
  };
}
