import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'test-results/', 'playwright-report/'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // es-check checks the bundle's syntax, not the library calls it makes: these arrived in Safari
    // 15.4 / Chrome 92+ and would break the oldest browsers the bundle supports.
    files: ['shared/**', 'widgets/**', 'entry.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced'].map((property) => ({
          property,
          message: 'Newer than the browsers the bundle supports (Safari 14): index or loop instead.',
        })),
        { object: 'Object', property: 'hasOwn', message: 'Newer than Safari 14: use Object.prototype.hasOwnProperty.call.' },
      ],
      'no-restricted-globals': ['error', { name: 'structuredClone', message: 'Newer than Safari 14.' }],
    },
  },
  {
    // Plain scripts the fixture store serves to the browser (the stand-in live chat).
    files: ['fixtures/server/static/live-chat.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.browser } },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS on purpose (scripts/lazy-react-dom-client.cjs: a require that runs late).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['test/**', 'fixtures/**', 'bench/**', 'scripts/**'],
    rules: { 'no-console': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Browser tests act like people (test/browser/people.ts): Playwright's locator actions re-find
    // their element after every change, which once let 125 tests pass while no desktop shopper
    // could click a favourite. The mouse, the touchscreen and the keyboard are allowed.
    files: ['test/browser/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name=/^(click|dblclick|tap|hover|check|uncheck|dragTo)$/]:not([callee.object.property.name=/^(mouse|touchscreen)$/])",
          message: 'Act like a person: use click/tap/hover from ./people.ts (page.mouse at the visible centre), not locator actions.',
        },
      ],
    },
  },
);
