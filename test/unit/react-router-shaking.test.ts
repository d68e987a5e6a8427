// The build step that lets the bundler drop React Router's unused components (server/react-router-shaking.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { productionCopyOf, shakeableReactRouter } from '../../server/react-router-shaking.ts';

describe('shakeableReactRouter', () => {
  it('marks the components pure and drops their top-level display names, line for line', () => {
    const code = [
      'var Form = React10.forwardRef(',
      '  function FormImpl() {}',
      ');',
      'Form.displayName = "Form";',
      'function useFetcher() {',
      '  FetcherForm2.displayName = "fetcher.Form";',
      '  let ref = React10.useRef(null);',
      '}',
      'var Other = React.forwardRef(render);',
      'window.displayName = compute();',
    ].join('\n');
    expect(shakeableReactRouter(code).split('\n')).toEqual([
      'var Form = /* @__PURE__ */ React10.forwardRef(',
      '  function FormImpl() {}',
      ');',
      '',
      'function useFetcher() {',
      // Inside a function it runs only when called: left as it is.
      '  FetcherForm2.displayName = "fetcher.Form";',
      '  let ref = React10.useRef(null);',
      '}',
      'var Other = /* @__PURE__ */ React.forwardRef(render);',
      // Not a plain name: kept.
      'window.displayName = compute();',
    ]);
  });

  it('still finds what it looks for in the installed React Router', () => {
    // If React Router changes its output, this says so (the size budget would show the bytes).
    const require = createRequire(import.meta.url);
    const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'development');
    const code = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(dist, file), 'utf8'))
      .find((text) => text.includes('var Form = '));
    if (code === undefined) throw new Error('React Router no longer declares `var Form`');
    const shaken = shakeableReactRouter(code);
    expect(shaken).not.toMatch(/^Form\.displayName = /m);
    expect(shaken).toMatch(/var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\(/);
    expect(shaken.split('\n')).toHaveLength(code.split('\n').length);
  });
});

describe('productionCopyOf', () => {
  it("finds the production build beside the development one the package's exports name", () => {
    const require = createRequire(import.meta.url);
    const development = require.resolve('react-router');
    expect(development).toMatch(/[\\/]dist[\\/]development[\\/]/);
    const production = productionCopyOf(development);
    expect(production).toBe(development.replace(/development(?=[\\/][^\\/]*$)/, 'production'));
    // The one difference that matters: the production copy turns the development warnings off.
    const dist = dirname(production ?? '');
    const chunks = readdirSync(dist)
      .filter((file) => file.endsWith('.mjs'))
      .map((file) => readFileSync(join(dist, file), 'utf8'));
    expect(chunks.some((text) => text.includes('var ENABLE_DEV_WARNINGS = false;'))).toBe(true);
    expect(chunks.some((text) => text.includes('var ENABLE_DEV_WARNINGS = true;'))).toBe(false);
  });

  it('leaves other files, and a development file with no production copy, alone', () => {
    expect(productionCopyOf('/app/node_modules/nuqs/dist/index.js')).toBeNull();
    expect(
      productionCopyOf('/nowhere/node_modules/react-router/dist/development/index.mjs'),
    ).toBeNull();
  });
});
