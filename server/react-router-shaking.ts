// A Vite build step for React Router's own code, so the parts this app does not use are dropped:
// its package ships one build (dist/development, see the README's benchmark notes) whose components
// are made by `React.forwardRef(…)` calls without a `/* @__PURE__ */` mark and named by top-level
// `Form.displayName = "Form"` statements, each of which the bundler must keep as a possible side
// effect, and with them `Form`, `useSubmit`, the fetchers and the prefetch links (about 1.3 KB gzip
// of the first screen). forwardRef has no side effect, and a production build needs no displayName
// (React DevTools' names). If React Router changes its output, nothing here matches and nothing
// breaks: the first screen's size budget (scripts/check-size.mjs) would show the bytes come back.
//
// The package's exports name only dist/development (remix-run/react-router#12532), whose one
// difference from dist/production is `ENABLE_DEV_WARNINGS = true`, which keeps the development
// warnings and the default error screen's developer hints in the bundle (about 0.5 KB gzip). The
// build takes the production copy beside it when there is one, for every importer (the app and
// nuqs' adapter alike, so there is one router context); the dev server and tests keep the warnings.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const REACT_ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/;

/** A top-level `Name.displayName = "text";` line: emptied, so the source map's lines still hold. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = (?:"[^"\n]*"|`[^`\n]*`);$/gm;

/** `= React.forwardRef(` (the bundled namespace is named React, React10, …). */
const FORWARD_REF = /(=\s*)(React\d*\.forwardRef\()/g;

/** React Router's module `code` with its components marked pure and their display names dropped. */
export function shakeableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2');
}

/** The production build's file for a resolved development one, or null if it has none. */
export function productionCopyOf(resolvedId: string): string | null {
  const match = /^(.*[\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/].*)$/.exec(
    resolvedId,
  );
  if (!match) return null;
  const production = `${match[1]}production${match[2]}`;
  return existsSync(production) ? production : null;
}

export function reactRouterShaking(): Plugin {
  return {
    name: 'data-views-react-router-shaking',
    apply: 'build',
    // Ahead of Vite's own resolver, which would settle the name first.
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const production = productionCopyOf(resolved.id);
      return production ? { ...resolved, id: production } : resolved;
    },
    transform(code, id) {
      if (!REACT_ROUTER_DIST.test(id)) return null;
      const shaken = shakeableReactRouter(code);
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}
