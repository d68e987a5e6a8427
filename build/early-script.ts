// Buys requests started before the app's code arrives; first rows: no gain past the noise (docs).
// Vite plugin: `entry` (e.g. src/early.ts) is built as a second entry, not bundled into the app's
// (which waits for all of React before it runs), and named first in every page's <head>, so the
// browser runs it as soon as its few hundred bytes arrive. Off: BUILD_WITHOUT=early-script.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export function earlyScript(entry: string): Plugin {
  let base = '/';
  return {
    name: 'data-views-early-script',
    config(config, { command }) {
      if (command !== 'build') return;
      const root = resolve(config.root ?? '');
      // Naming one input replaces the default, so index.html is named too.
      const input = { index: resolve(root, 'index.html'), early: resolve(root, entry) };
      return { build: { rolldownOptions: { input } } };
    },
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // The dev server serves the module itself; the build names its chunk.
        let src = `${base}${entry}`;
        if (bundle) {
          const chunk = Object.values(bundle).find(
            (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(entry) === true,
          );
          if (!chunk) throw new Error(`earlyScript: no chunk for ${entry}`);
          src = `${base}${chunk.fileName}`;
        }
        // `async`: it runs once it is in, not after the app's entry; first after the charset, so
        // its download starts first.
        const tag = `<script type="module" async crossorigin src="${src}"></script>`;
        const charset = /<meta charset[^>]*>/i;
        if (!charset.test(html)) throw new Error('earlyScript: index.html has no <meta charset>');
        return html.replace(charset, (meta) => `${meta}\n    ${tag}`);
      },
    },
  };
}
