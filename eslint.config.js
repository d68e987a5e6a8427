// Lint rules: TypeScript-aware, React hooks rules, and the project's own bans.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import testingLibrary from 'eslint-plugin-testing-library';
import tseslint from 'typescript-eslint';

/**
 * The layers of src/, left to right: a module imports only from layers to its left, and a feature
 * never from another feature (what two share moves down into components/ or api/).
 */
const LAYERS = ['lib', 'api', 'session', 'components', 'features', 'app'];
const FEATURES = ['fighters', 'football', 'explorer', 'watchlist'];

/** A layer's own bans: import patterns, each with the message that says why. */
function forbid(groups = [], message = '') {
  return {
    'no-restricted-imports': [
      'error',
      { patterns: groups.map((group) => ({ group: [group], message })) },
    ],
  };
}

const layerRules = LAYERS.slice(0, -1).map((layer, index) => {
  const rightOf = LAYERS.slice(index + 1);
  const groups = rightOf.map((name) => `**/${name}/**`);
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    rules: forbid(
      layer === 'lib' ? [...groups, '@tanstack/*', 'react', 'react-dom', 'react-router'] : groups,
      `src/${layer} may import only from layers to its left (${LAYERS.join(' → ')}).`,
    ),
  };
});

const featureRules = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: forbid(
    [
      ...FEATURES.filter((other) => other !== feature).map((other) => `**/features/${other}/**`),
      ...FEATURES.filter((other) => other !== feature).map((other) => `../${other}/**`),
      '**/app/**',
    ],
    'A feature imports no other feature and not the app: move what they share into components/ or api/.',
  ),
}));

/** The entry at src/'s top, main.ts, belongs to the app layer: a feature only through app/. */
const entryRules = [
  {
    files: ['src/main.ts'],
    rules: forbid(['**/features/**'], 'main.ts reaches the features through app/ only.'),
  },
];

/**
 * The Fighters folder imports one way: data/ ← controls/ ← table/ and charts/ ← panel/ and the
 * views ← the page (fighters-routes.tsx's opening comment).
 */
const FIGHTERS = './src/features/fighters';
const FIGHTERS_VIEWS = ['panel', 'history', 'head-to-head', 'movers', 'disagreement'];
const fightersZone = (target, from) => ({
  target: `${FIGHTERS}/${target}`,
  from: from.map((folder) => `${FIGHTERS}/${folder}`),
  message: `Fighters' ${target}/ is below ${from.join(', ')}: data ← controls ← table, charts ← panel and views ← page.`,
});
const fightersDirection = {
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        fightersZone('data', ['controls', 'table', 'charts', ...FIGHTERS_VIEWS]),
        fightersZone('controls', ['table', 'charts', ...FIGHTERS_VIEWS]),
        fightersZone('table', FIGHTERS_VIEWS),
        fightersZone('charts', FIGHTERS_VIEWS),
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-bench',
      'dist-e2e',
      'node_modules',
      'test-results',
      'playwright-report',
      'bench/results',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: {
      ecmaVersion: 2023,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'The API key lives in sessionStorage only.' },
      ],
      'no-restricted-properties': [
        'error',
        {
          object: 'window',
          property: 'localStorage',
          message: 'The API key lives in sessionStorage only.',
        },
      ],
    },
  },
  {
    // The one exception: the watchlist (issue 43) is kept in localStorage on purpose, so it outlives
    // the tab and a sign-out. It holds names, class codes, player IDs and dates, never the key.
    files: ['src/lib/watchlist.ts'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  ...layerRules,
  ...featureRules,
  ...entryRules,
  {
    // The Node side: the demo API and the server know nothing of the UI.
    files: ['demo-api/**/*.ts', 'server/**/*.ts', 'build/**/*.ts'],
    rules: forbid(
      ['**/src/{lib,session,components,features,app}/**', 'react', 'react-dom'],
      'The Node side imports only the contract (src/api/catalog.ts) from the app.',
    ),
  },
  {
    // No import circles in src/: a circle makes the load order (and so what is undefined at
    // module start) depend on which file is imported first. Imports name their .ts/.tsx file.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver()],
    },
    rules: { 'import-x/no-cycle': 'error', ...fightersDirection },
  },
  {
    // Accessibility checks on the JSX (the ESLint 10 fork of eslint-plugin-jsx-a11y).
    files: ['src/**/*.tsx'],
    ...jsxA11y.configs.recommended,
  },
  {
    // A function over 80 lines is split into named parts; at most 8 in src/ stay longer, each with
    // an `eslint-disable-next-line max-lines-per-function -- <reason>` line (issue 40).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // Component tests: Testing Library's rules (screen queries, findBy, no DOM digging).
    files: ['test/unit/**/*.{ts,tsx}'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    // Test files call set-up helpers named use* (useDemoApi) at the top level: they register
    // Vitest hooks, not React hooks.
    files: ['test/**/*.{ts,tsx}'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
