// Buys a screen's code fetched beside the entry; first rows: no gain past the noise (docs).
// Vite plugin: the browser fetches the screen's chunks (and styles) beside the entry, not after the
// entry has run and imported them. index.html preloads the landing screen; each section page gets a
// copy of it preloading that section's code instead, which the production server sends for the
// section's paths. Off: BUILD_WITHOUT=preload-sections.
import type { Plugin } from 'vite';

/** A page the build writes beside index.html: its file, its paths, the modules it preloads. */
export interface PreloadPage {
  readonly file: string;
  readonly prefix: string;
  readonly modules: readonly string[];
}

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
  readonly viteMetadata?: { readonly importedCss: ReadonlySet<string> };
}
type Bundle = Readonly<Record<string, { readonly type: string } | Chunk>>;

/** `modules`' chunks, what they import and their styles, as <link> tags; not what `html` loads. */
export function preloadLinks(modules: readonly string[], html: string, bundle: Bundle, base = '/') {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const files = new Set<string>();
  const visit = (fileName: string): void => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const next of byFile.get(fileName)?.imports ?? []) visit(next);
  };
  for (const module of modules) {
    const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
    // A renamed module fails the build rather than preload nothing.
    if (!chunk) throw new Error(`preloadSections: no chunk for ${module}`);
    visit(chunk.fileName);
  }
  // Their styles too: a lazy import resolves only once they have loaded.
  const styles = [...files].flatMap((file) => [
    ...(byFile.get(file)?.viteMetadata?.importedCss ?? []),
  ]);
  const link = (rel: string) => (file: string) => `<link ${rel} crossorigin href="${base}${file}">`;
  const absent = (file: string) => !html.includes(`${base}${file}`);
  return [
    ...[...files].filter(absent).map(link('rel="modulepreload"')),
    ...[...new Set(styles)].filter(absent).map(link('rel="preload" as="style"')),
  ]
    .map((tag) => `    ${tag}\n`)
    .join('');
}

export function preloadSections(landing: string, pages: readonly PreloadPage[]): Plugin {
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
      handler(html, { bundle }) {
        if (!bundle) return html;
        landingLinks = preloadLinks([landing], html, bundle, base);
        for (const page of pages) {
          pageLinks.set(page.file, preloadLinks(page.modules, html, bundle, base));
        }
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
        for (const [fileName, links] of pageLinks) {
          this.emitFile({ type: 'asset', fileName, source: html.replace(landingLinks, links) });
        }
      },
    },
  };
}
