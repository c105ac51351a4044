import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/@mf-types/**', '.data/**', '**/playwright-report/**', '**/test-results/**', 'bench/results/**', 'coverage/**'],
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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Import from '@teamwear/shared/router'." },
            { name: 'react-i18next', message: "Import from '@teamwear/shared/i18n'." },
          ],
        },
      ],
    },
  },
);
