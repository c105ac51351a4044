import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { reachInPlugin } from './build/eslint/reach-in.mjs';

const THROUGH_SHARED = [
  { name: 'react-router', message: "Import from '@teamwear/shared/router'." },
  { name: 'react-i18next', message: "Import from '@teamwear/shared/i18n'." },
];

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', '.data/**', '**/playwright-report/**', '**/test-results/**', 'bench/results/**', 'coverage/**', 'releases/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // An app's src is its own (build/eslint/reach-in.mjs): no one outside the app imports from it,
    // by relative path or by the app's package name.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { teamwear: reachInPlugin },
    rules: { 'teamwear/no-reach-in': 'error' },
  },
  {
    // The design document is read by the API and the scripts as by the studio: plain TypeScript
    // and zod, no UI framework, and no other workspace package (@teamwear/shared builds on it).
    files: ['packages/design/**/*.{ts,tsx,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(react|react-dom|react-i18next|i18next|zustand|antd|pixi\\.js)(/|$)|^@(pixi|ant-design)/|^@teamwear/',
              message: '@teamwear/design is framework-free and the base layer: no React, Pixi, antd, i18next, zustand or other workspace package.',
            },
          ],
        },
      ],
    },
  },
  {
    // Jest tests written as plain modules (the gateway's, under deploy/).
    files: ['**/*.test.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
  },
  {
    // Benchmarks and end-to-end tests also hold code that runs in the page (page.evaluate).
    files: ['bench/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The example partner site's own script runs in the partner's page (deploy/examples).
    files: ['deploy/examples/*.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['shell/**', 'remote-*/**', 'shared/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // react-router and react-i18next come through @teamwear/shared: see the reason there.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    ignores: ['shared/src/router/**', 'shared/src/i18n/**'],
    rules: { 'no-restricted-imports': ['error', { paths: THROUGH_SHARED }] },
  },
  {
    // antd is shared by component, each imported by its path (build/webpack-app.mjs): a value
    // imported from 'antd' itself would be bundled into the app, a second copy of antd whose
    // components the shop's theme does not reach. Types may come from there.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}', 'shared/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [{ name: 'antd', message: "Import the component by its path, e.g. 'antd/es/button' (types may come from 'antd').", allowTypeImports: true }] },
      ],
    },
  },
  {
    // antd's Segmented names its group "segmented control", in English on every page, for a screen
    // reader: each one says what it chooses, in the page's language (the shell's and the remotes').
    // Likewise an icon of @ant-design/icons names itself by its English name ("menu", "user"):
    // one that means something gets a translated aria-label, one beside words is aria-hidden.
    files: ['shell/**/*.tsx', 'remote-*/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Segmented']:not(:has(JSXAttribute[name.name='aria-label']))",
          message: 'Give the Segmented an aria-label (translated) saying what it chooses.',
        },
        {
          selector:
            "Program:has(ImportDeclaration[source.value='@ant-design/icons']) JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name=/^aria-(label|hidden)$/]))",
          message: "antd's icon names itself in English: give it a translated aria-label, or aria-hidden when words beside it say what it means.",
        },
      ],
    },
  },
  {
    // One way for the apps to call the API: callEndpoint with a route of @teamwear/shared/api-routes
    // (its address written once, in contracts/addresses; its answer checked by its declaration's
    // schema). The shell's start-up asks whoami by path, before anything else, reading whatever an
    // API of any age sends (shell/src/tenant/load-tenant.ts). Repeats the antd rule it replaces.
    files: ['shell/**/*.{ts,tsx}', 'remote-*/**/*.{ts,tsx}'],
    ignores: ['shell/src/tenant/load-tenant.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: "Import the component by its path, e.g. 'antd/es/button' (types may come from 'antd').", allowTypeImports: true },
            { name: '@teamwear/shared/api', importNames: ['apiRequest'], message: 'Call the endpoint: callEndpoint(<group>Routes.<name>) from @teamwear/shared/api-routes.' },
          ],
        },
      ],
    },
  },
  {
    // The answers the first-loaded pages check are written with zod/mini, and the addresses with
    // nothing: a page that calls or checks them downloads neither zod whole nor the contracts.
    files: ['shared/src/contracts/mini/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [...THROUGH_SHARED, { name: 'zod', message: "Write these schemas with 'zod/mini' (see index.ts)." }] }] },
  },
  {
    files: ['shared/src/contracts/addresses.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ regex: '.', message: 'The addresses import nothing: every page that calls the API downloads them.' }] }] },
  },
  // The studio's layers (remote-designer/src): the renderer draws the design (@teamwear/design,
  // kept framework-free above) and the UI edits it. A later entry replaces the rule's options for
  // its files, so each repeats THROUGH_SHARED. SceneSvg (@teamwear/shared/ui/kit/scene-svg) draws
  // a design's scene as the renderer does; it is in the kit so that each app bundles its own.
  studioLayer('render', 'The renderer draws the model; it knows nothing of the UI around it.', [{ regex: '(^|/)ui(/|$)(?!kit/scene-svg$)' }, { regex: '^(antd|@ant-design/)' }]),
);

/** Who may import what inside the studio: `patterns` of imports refused in remote-designer/src/<folder>. */
function studioLayer(folder, message, patterns) {
  return {
    files: [`remote-designer/src/${folder}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { paths: THROUGH_SHARED, patterns: patterns.map((pattern) => ({ ...pattern, message })) }] },
  };
}
