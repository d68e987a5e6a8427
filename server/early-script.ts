// A Vite plugin for the page's first script (src/early.ts): built as an entry of its own, not
// bundled into the app's (which waits for all of React before it runs), and named in every page's
// <head> ahead of the app's entry, so the browser runs it as soon as its few hundred bytes arrive.
import type { Plugin } from 'vite';

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly imports: readonly string[];
  readonly facadeModuleId: string | null;
}

export function earlyScript(entry: string): Plugin {
  let base = '/';
  let root = process.cwd();
  return {
    name: 'data-views-early-script',
    config(config, { command }) {
      if (command !== 'build') return;
      // The app's HTML stays an input: naming one input replaces the default (index.html).
      const html = `${config.root ?? root}/index.html`;
      return {
        build: {
          rolldownOptions: { input: { index: html, early: `${config.root ?? root}/${entry}` } },
        },
      };
    },
    configResolved(config) {
      base = config.base;
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle as Record<string, { type: string } | Chunk> | undefined;
        // The dev server serves each module as it is asked for.
        let src = `${base}${entry}`;
        if (bundle) {
          const chunk = Object.values(bundle).find(
            (output): output is Chunk =>
              output.type === 'chunk' && (output as Chunk).facadeModuleId?.endsWith(entry) === true,
          );
          if (!chunk) throw new Error(`earlyScript: no chunk for ${entry}`);
          src = `${base}${chunk.fileName}`;
        }
        // `async`: run once it is in, not after the app's entry (module scripts otherwise keep
        // their order); first in <head> after the charset, so its download starts first.
        const tag = `<script type="module" async crossorigin src="${src}"></script>`;
        const charset = /<meta charset[^>]*>/i;
        if (!charset.test(html)) throw new Error('earlyScript: index.html has no <meta charset>');
        return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
      },
    },
  };
}
