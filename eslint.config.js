import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = ['auth', 'catalogue', 'checkout', 'payments', 'programs', 'vouchers', 'learning', 'quiz', 'assignments', 'profile', 'mentor', 'admin', 'certificates', 'studio', 'offline', 'jobs'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'apps/api/src/db/migrations/**', 'e2e/artifacts/**', 'e2e/.data-*/**', 'e2e/.dist-*/**', 'bench/results/**', 'bench/.tmp*/**', 'data/**'] },
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
            { group: features.filter((o) => o !== f).map((o) => `@/features/${o}/*`), message: 'No imports between features: compose them in app/.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/features/*'], message: 'Shared code must not import features or app/.' }] }] },
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['drizzle-orm*', 'fastify*', 'react*'], message: 'contracts import neither Drizzle, Fastify nor React.' }] }] },
  },
);
