// A Vite build step: the landing screen's code (the Fighters route chunk and what it imports) is
// named in index.html as <link rel="modulepreload"> (its styles as rel="preload"), so the browser
// fetches it beside the entry instead of after the entry has run and asked for it. Fetched, not run:
// a user who lands on another screen downloads it (about 15 KB) but never executes it.
import type { Plugin } from 'vite';

export function preloadLanding(route: string): Plugin {
  let base = '/';
  return {
    name: 'data-views-preload-landing',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const landing = chunks.find((chunk) => chunk.facadeModuleId?.endsWith(route));
        if (!landing) throw new Error(`preloadLanding: no chunk for ${route}`);
        const files = new Set<string>();
        const visit = (fileName: string): void => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const next of chunk?.imports ?? []) visit(next);
        };
        visit(landing.fileName);
        // The chunks' styles too: the lazy import resolves only once they have loaded.
        const styles = new Set<string>();
        for (const file of files) {
          const chunk = chunks.find((c) => c.fileName === file);
          for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
        }
        const absent = (file: string) => !html.includes(`${base}${file}`);
        return [
          ...[...files].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
          ...[...styles].filter(absent).map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', href: `${base}${file}` },
            injectTo: 'head' as const,
          })),
        ];
      },
    },
  };
}
