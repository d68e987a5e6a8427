// Buys 4.4 KB gzip of the first screen: React Router's unused parts (Form, fetchers…) dropped.
// Vite plugin, build only. React Router's package exports only its development build (whose
// warnings cost 0.5 KB; remix-run/react-router#12532): the production copy beside it is used. Its
// top-level `X.displayName = "X"` lines and unmarked `React.forwardRef(…)` calls count as side
// effects, which keeps every component (3.9 KB): the lines are emptied and the calls marked pure.
// If an upgrade changes its output nothing matches, and scripts/check-size.mjs shows the bytes.
// Off: BUILD_WITHOUT=react-router-shaking.
import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

const DIST = /^(.*[\\/]node_modules[\\/]react-router[\\/]dist[\\/])development([\\/].*)$/;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = (?:"[^"\n]*"|`[^`\n]*`);$/gm;
const FORWARD_REF = /(=\s*)(React\d*\.forwardRef\()/g;

/** React Router's `code` with its components marked pure and their display names dropped. */
export function shakeableReactRouter(code: string): string {
  return code.replace(DISPLAY_NAME, '').replace(FORWARD_REF, '$1/* @__PURE__ */ $2');
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
      const match = resolved && !resolved.external ? DIST.exec(resolved.id) : null;
      const production = match ? `${match[1]}production${match[2]}` : null;
      return production && existsSync(production) ? { ...resolved, id: production } : resolved;
    },
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return null;
      const shaken = shakeableReactRouter(code);
      return shaken === code ? null : { code: shaken, map: null };
    },
  };
}
