// The production server as plain JavaScript: `vite build` also bundles server/main.ts and
// demo-api/main.ts (with the parts of src/api they import) into dist-server/, for `node` alone.
import { resolve } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';

/** Where the server's JavaScript goes: `node dist-server/main.js` (README, Deploy). */
export const SERVER_OUT_DIR = 'dist-server';

/**
 * A Node build (Vite's SSR mode, so every package of node_modules stays an import, resolved at run
 * time from the installed dependencies): one file per entry, not minified, so a stack trace reads.
 */
export function serverBuildConfig(root: string, outDir = SERVER_OUT_DIR): InlineConfig {
  return {
    configFile: false,
    root,
    // No .env files and no public/: the server reads its settings when it starts.
    envDir: false,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: resolve(root, outDir),
      emptyOutDir: true,
      target: 'node20.19',
      minify: false,
      sourcemap: true,
      copyPublicDir: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: {
          main: resolve(root, 'server/main.ts'),
          'demo-api': resolve(root, 'demo-api/main.ts'),
        },
        output: {
          format: 'esm',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
        },
      },
    },
  };
}

/** Builds the server once the app's own build has finished (any `vite build`, stock or not). */
export function serverBundle(): Plugin {
  let root = process.cwd();
  let skip = false;
  return {
    name: 'data-views-server-bundle',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // Vitest, or a build that is itself a server build, has nothing to add.
      skip = Boolean(config.build.ssr) || Boolean(process.env.VITEST);
    },
    async closeBundle() {
      if (skip) return;
      await build(serverBuildConfig(root));
      this.info?.(`server bundled in ${SERVER_OUT_DIR}/ (node ${SERVER_OUT_DIR}/main.js)`);
    },
  };
}
