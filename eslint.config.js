import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every web feature folder: imports between them are refused below. */
const features = readdirSync(new URL('./apps/web/src/features/', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/api/src/db/migrations/**',
      'e2e/artifacts/**',
      'e2e/.data-*/**',
      'e2e/.dist-*/**',
      'bench/results/**',
      'bench/.tmp*/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Imports flow one way on the web: shared (components, lib, config) → features → app.
  ...features.map((f) => ({
    files: [`apps/web/src/features/${f}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*'], message: 'Features must not import from app/.' },
            {
              group: features.filter((o) => o !== f).map((o) => `@/features/${o}/*`),
              message: 'No imports between features: compose them in app/.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
      'apps/web/src/config/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '@/features/*'], message: 'Shared code must not import features or app/.' },
          ],
        },
      ],
    },
  },
  // Issue 18: a user-visible string written into a component instead of a catalogue is an error:
  // JSX text, and the attributes a person reads or hears (decision 210). Catalogues live in
  // src/locales/{id,en} and in @kelas/contracts.
  {
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['apps/web/src/**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: ['^(alt|title|placeholder|label|aria-label|aria-description|aria-valuetext)$'],
          },
          words: { exclude: ['^[\\s\\d.,:;!?%/×·•()\\[\\]+\\-–—|*#@&…"\'’]*$'] },
          // Names of form fields, query keys, roles and the like are no language: the plugin's callees
          // plus react-hook-form's (`{...form.register('email')}`) and URLSearchParams' (decisions 218, 219).
          callees: {
            exclude: [
              'i18n(ext)?',
              't',
              'require',
              'addEventListener',
              'removeEventListener',
              'postMessage',
              'getElementById',
              'dispatch',
              'commit',
              'includes',
              'indexOf',
              'endsWith',
              'startsWith',
              'register',
              'watch',
              'setValue',
              'getValues',
              'setError',
              'get',
              'userHasRole',
            ],
          },
        },
      ],
    },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm*', 'fastify*', 'react*'],
              message: 'contracts import neither Drizzle, Fastify nor React.',
            },
          ],
        },
      ],
    },
  },
);
