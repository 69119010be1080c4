// Lint: TypeScript's recommended rules, React hooks, accessibility of JSX, and the import
// boundaries of docs/architecture.md. Formatting is Prettier's (`npm run format`), checked by
// `prettier --check` in `npm run lint`, so no style rule is duplicated in ESLint.
//
// The boundaries use ESLint's own no-restricted-imports on the import text: every import here
// is a relative path or a package name, so the text says where it goes (a resolver plugin would
// add a native binding the registry mirror here does not carry for every platform).
import fs from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const folders = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);

/** The web app's feature folders: every folder of app/ but the layers below the features. */
const WEB_FEATURES = folders('./apps/web/app/').filter((f) => !['lib', 'components', 'server', 'routes'].includes(f));

/** The API's feature folders; a feature may call another's service, never its queries. */
const API_FEATURES = folders('./apps/api/src/').filter((f) => !['db', 'http'].includes(f));

const restrict = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      '**/drizzle/**',
      '**/scratch/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // `import { type A }` keeps an empty import of the module (verbatimModuleSyntax): a page
      // importing only types from the schemas would still load zod.
      '@typescript-eslint/no-import-type-side-effects': 'error',
    },
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)(apps|api|web)/|^@landline/(api|web)',
        message: 'The shared contract imports no app.',
      }),
    },
  },
  {
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)api/src/|^@landline/api',
        message: 'The web app never imports the API: share it through packages/shared.',
      }),
    },
  },
  {
    files: ['apps/web/app/lib/**', 'apps/web/app/components/**'],
    rules: {
      'no-restricted-imports': restrict(
        { regex: '(^|/)api/src/|^@landline/api', message: 'The web app never imports the API: share it through packages/shared.' },
        {
          regex: `^(\\.\\./)+(${WEB_FEATURES.join('|')})(/|$)`,
          message: 'lib/ and components/ import no feature: move what they need down, or pass it in.',
        },
      ),
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': restrict({
        regex: '(^|/)web/app/|^@landline/web',
        message: 'The API never imports the web app sources; it loads the web build at run time.',
      }),
    },
  },
  ...API_FEATURES.map((feature) => ({
    files: [`apps/api/src/${feature}/**`],
    rules: {
      'no-restricted-imports': restrict(
        {
          regex: '(^|/)web/app/|^@landline/web',
          message: 'The API never imports the web app sources; it loads the web build at run time.',
        },
        {
          regex: `^\\.\\./(?!${feature}/)[^/]+/queries(\\.js)?$`,
          message: "A feature never reaches into another feature's queries: call its service.",
        },
      ),
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling region (a wide timetable, a strip of departures) must take focus so keys can
      // scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region'] }],
      // The rules of hooks; the React Compiler's stricter rules wait until the app adopts it.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  prettier,
);
