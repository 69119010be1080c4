// Lint: TypeScript's recommended rules, React hooks, accessibility of JSX, and the import
// boundaries of docs/architecture.md. Formatting is Prettier's (`npm run format`), checked here
// through `prettier --check` in `npm run lint`, so no style rule is duplicated in ESLint.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The web app's feature folders: everything under app/ but the layers below them. */
const WEB_LAYERS = ['./lib', './components', './server', './root.tsx', './routes.ts', './entry.server.tsx', './env.d.ts', './app.css'];

/** The API's feature folders; each may import another's service or types, never its queries. */
const API_FEATURES = ['accounts', 'flights', 'mail', 'network', 'newsletter', 'openflights', 'places', 'schedules', 'search', 'settings', 'web'];

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
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json', 'bench/tsconfig.json'] })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './packages/shared', from: './apps', message: 'The shared contract imports no app.' },
            { target: './apps/web', from: './apps/api', message: 'The web app never imports the API; share it through packages/shared.' },
            { target: './apps/api', from: './apps/web/app', message: 'The API never imports the web app sources; it loads the web build at run time.' },
            {
              target: ['./apps/web/app/lib', './apps/web/app/components'],
              from: './apps/web/app',
              except: WEB_LAYERS,
              message: 'lib/ and components/ import no feature: move what they need down, or pass it in.',
            },
            ...API_FEATURES.map((feature) => ({
              target: `./apps/api/src/${feature}`,
              from: API_FEATURES.filter((other) => other !== feature).map((other) => `./apps/api/src/${other}/queries.ts`),
              message: "A feature never reaches into another feature's queries: call its service.",
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
    },
  },
  prettier,
);
