import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'coverage', 'tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}', 'console/*.tsx', 'console/app/**/*.{ts,tsx}', 'console/resources/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.mjs', 'bench/**/*.{ts,mjs}', 'tests/server/**/*.ts', 'tests/e2e/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Only src/api/http.ts calls fetch (the console: fetchUtils in console/app/http.ts).' },
      ],
    },
  },
  {
    files: ['src/api/http.ts', 'src/widget/widgetApi.ts', 'tests/**', 'scripts/**', 'bench/**', 'server/**'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    // One toast API in the app: useToast (src/components/toast) feeds react-admin's store and its one renderer.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/components/toast/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        ...['react-admin', 'ra-core'].map((name) => ({
          name,
          importNames: ['useNotify', 'Notification'],
          message: 'Screens show toasts with useToast() from src/components/toast.',
        })),
      ],
    },
  },
  {
    // contract/ is shared by the client and the server: they may only import its types.
    ignores: ['contract/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.{1,2}/)+(.*/)?contract(/.*)?$',
              allowTypeImports: true,
              message: 'contract/ holds wire types only: use `import type` / `export type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // rules/ is pure and shared by the client, the server and the console: its own files (with
    // `.js`, for the server's NodeNext resolution) and contract/'s types only; no I/O, React or DB.
    files: ['rules/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./[\\w.-]+\\.js$|\\.\\./contract/).*',
              message: 'rules/ imports only its own files (./name.js) and contract/ types.',
            },
            {
              regex: '^\\.\\./contract/',
              allowTypeImports: true,
              message: 'contract/ holds wire types only: use `import type` / `export type`.',
            },
          ],
        },
      ],
    },
  },
  {
    // Types only: nothing in contract/ may emit JavaScript (tests/unit/contract.test.ts checks the output too).
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'Program > :not(TSInterfaceDeclaration, TSTypeAliasDeclaration, ImportDeclaration[importKind="type"], ExportNamedDeclaration[exportKind="type"], ExportAllDeclaration[exportKind="type"])',
          message: 'contract/ holds types only: interfaces, type aliases and `import type` / `export type`.',
        },
      ],
    },
  },
);
