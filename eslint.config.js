// The house rules, checked by `npm run lint` (run by `npm test` before the unit tests, and so in CI).
// - typescript-eslint, type-aware (the project is small: a full type-checked run takes seconds);
// - React's hooks rules, jsx-a11y;
// - the layers of docs/architecture.md as import rules (import-x/no-restricted-paths, resolved paths, so a
//   relative import is caught as well as an '@/…' one):
//
//     app ──▶ routes ──▶ features ──▶ components ──▶ session · offline · api · content ──▶ lib
//
//   a feature imports another feature only through its queries.ts; nothing below app/ imports app/; only
//   src/api knows Strapi's wire format (client.ts, strapi.ts, wire.ts are its own);
// - contract/ (@club/contract) is what the PWA and the Strapi server agree on: both tiers may import it; it
//   imports nothing of either, and no package at all (plain TypeScript, compiled into both);
// - Prettier decides the layout (eslint-config-prettier turns the stylistic rules off).
// Zero warnings: `eslint --max-warnings 0`.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { BACKEND_FLOORS, floorsAbove } from './scripts/floors.mjs';

const FEATURES = fs
  .readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const API_INTERNALS = ['./src/api/client.ts', './src/api/strapi.ts', './src/api/wire.ts'];
const BELOW_APP = ['routes', 'features', 'components', 'lib', 'api', 'offline', 'session', 'content'];
const layer = (name) => `./src/${name}`;

const zones = [
  // Nothing below app/ imports app/ (the shell, the router, the providers).
  ...BELOW_APP.map((target) => ({
    target: layer(target),
    from: './src/app',
    message: 'app/ is the top layer: nothing below it imports it.',
  })),
  {
    target: ['./src/features', './src/components', './src/lib', './src/api', './src/offline', './src/session', './src/content'],
    from: './src/routes',
    message: 'Routes are composed by the router, never imported.',
  },
  // A feature uses another feature only through its public surface, queries.ts.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`, ...FEATURES.filter((other) => other !== feature).map((other) => `./${other}/queries.ts`)],
    message: 'A feature imports another feature only through its queries.ts.',
  })),
  {
    target: ['./src/components', './src/lib', './src/api', './src/offline', './src/session', './src/content'],
    from: './src/features',
    message: 'Features sit above the shared layers.',
  },
  {
    target: ['./src/lib', './src/api', './src/offline', './src/session', './src/content'],
    from: './src/components',
    message: 'Shared components sit above lib, api, offline, session and content.',
  },
  {
    target: ['./src/lib', './src/offline', './src/session', './src/content'],
    from: './src/api',
    message: 'Only the layers above use the API.',
  },
  {
    target: ['./src/lib', './src/api', './src/session', './src/content'],
    from: './src/offline',
    message: 'offline/ is used by the layers above, and uses lib/ only.',
  },
  {
    target: ['./src/lib', './src/offline', './src/content'],
    from: './src/session',
    message: 'session/ is used by the API and the layers above.',
  },
  {
    target: ['./src/lib', './src/api', './src/offline', './src/session'],
    from: './src/content',
    message: 'content/ is static French content for the screens.',
  },
  // Only src/api knows Strapi's wire format: its client and wire helpers are its own.
  {
    target: [
      './src/app',
      './src/routes',
      './src/features',
      './src/components',
      './src/lib',
      './src/offline',
      './src/session',
      './src/content',
      './src/sw.ts',
      './src/sw',
    ],
    from: API_INTERNALS,
    message: 'Only src/api knows the wire format: use its domain functions, its types and api/errors.ts.',
  },
  // The service worker runs apart from the app. It only shares the list of queries the phone keeps whole
  // (query options: a key and a function of src/api), so that the worker stores them as the page would.
  {
    target: ['./src/sw.ts', './src/sw'],
    from: ['./src/routes', './src/features', './src/components'],
    message: 'The service worker does not run the app.',
  },
  {
    target: ['./src/sw.ts', './src/sw'],
    from: './src/app',
    except: ['./kept-whole.ts'],
    message: 'The service worker does not run the app.',
  },
  {
    target: ['./src/app', ...BELOW_APP.map(layer)],
    from: './src/sw',
    message: 'src/sw/ holds the service worker’s modules: they run in the worker only.',
  },
];

// The Strapi app (backend/src): each floor imports only the floors below it (scripts/floors.mjs draws them).
const backendPath = (name) => `./backend/src/${name}`;
const backendZones = floorsAbove(BACKEND_FLOORS).map(({ floor, above }) => ({
  target: floor.map(backendPath),
  from: above.map(backendPath),
  message: `backend/src/${floor.join(', ')} sits below ${above.join(', ')}: it does not import them (scripts/floors.mjs).`,
}));
backendZones.push({
  target: './backend',
  from: ['./src', './tests', './scripts'],
  message: 'The Strapi app shares only the contract with the PWA (@club/contract).',
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'styled-system/**',
      'dev-dist/**',
      'node_modules/**',
      'backend/node_modules/**',
      'backend/dist/**',
      'contract/dist/**',
      'backend/.tmp/**',
      'backend/public/**',
      'backend/types/generated/**',
      'backend/src/admin/**',
      'test-results/**',
      'playwright-report/**',
      'src/routeTree.gen.ts',
      '.tmp/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
      // Promises handed to React, the router and Query are theirs to handle.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // The router's notFound() and redirect() are thrown by design (TanStack Router's API).
      '@typescript-eslint/only-throw-error': [
        'error',
        { allow: [{ from: 'package', package: '@tanstack/router-core', name: ['NotFoundError', 'Redirect'] }] },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-toastify',
              message:
                "Import from 'react-toastify/unstyled': its stylesheet is in the page's CSS; the default entry injects it again at start-up (a whole-page style recalculation) and keeps a toast store of its own.",
            },
          ],
        },
      ],
    },
  },
  {
    // The contract sits under both tiers: its modules import one another and nothing else.
    files: ['contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './contract',
              from: ['./src', './backend', './scripts', './tests'],
              message: 'The contract imports nothing of either tier: they import it.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!\\./)(?!vitest$)',
              message:
                'The contract is plain TypeScript shared by the PWA and the server: no package, no framework (tests may use vitest).',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may fake what they need.
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The server: strict TypeScript (tsc) and the non-type-aware rules. Strapi's database and document APIs
    // answer `any` almost everywhere, so the type-aware "unsafe" rules would only ask for casts around every
    // call: there type-awareness is not cheap.
    files: ['backend/**/*.{ts,js}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['backend/**/*.{ts,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './backend/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: backendZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The server's scripts and its mail provider are CommonJS (Strapi loads them with require()).
    files: ['backend/scripts/**/*.js', 'backend/providers/**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // CommonJS scripts (the bench's seed module, test support loaded with --require) require() by nature.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
