// A Vite plugin for the page's first script (src/early.ts): built as an entry of its own, not
// bundled into the app's (which waits for all of React before it runs), and named in every page's
// <head> ahead of the app's entry, so the browser runs it as soon as its few hundred bytes arrive.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

interface Chunk {
  readonly type: 'chunk';
  readonly fileName: string;
  readonly facadeModuleId: string | null;
}

/** `entry`: the first script's path from the project root, e.g. `src/early.ts`. */
export function earlyScript(entry: string): Plugin {
  let base = '/';
  return {
    name: 'data-views-early-script',
    config(config, { command }) {
      if (command !== 'build') return;
      const root = resolve(config.root ?? '');
      // The app's HTML stays an input: naming one input replaces the default (index.html).
      return {
        build: {
          rolldownOptions: {
            input: { index: resolve(root, 'index.html'), early: resolve(root, entry) },
          },
        },
      };
    },
    configResolved(config) {
      base = config.base;
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
