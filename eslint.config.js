// One ESLint flat config for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Package boundaries (ADR 0023): an app (legacy-api, jobs, remix-app) never imports another app, by package
// name or by a relative path; @tele/data imports no app; repositories and lib/ never import services.
const APPS = ['legacy-api', 'jobs', 'remix-app'];
/** An import of another app: its package name, or a relative path into its folder. */
function appPatterns(except) {
  return APPS.filter((app) => app !== except).flatMap((app) => [
    {
      group: [`@tele/${app}`, `@tele/${app}/*`],
      message: `Apps never import another app (${app}); share through @tele/data.`,
    },
    {
      regex: `^(\\.\\./)+${app}/`,
      message: `Apps never import another app (${app}), not even by a relative path.`,
    },
  ]);
}
const SERVICES = {
  regex: '(^|/)services(/|$)',
  message: 'Repositories and lib/utils never import services.',
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/build/**',
      '**/.cache/**',
      '**/.data/**',
      '**/storybook-static/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['remix-app/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ...react.configs.flat.recommended,
    ...react.configs.flat['jsx-runtime'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18.3' } },
    rules: {
      ...react.configs.flat.recommended.rules,
      ...react.configs.flat['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'react/prop-types': 'off',
    },
  },
  { files: ['legacy-api/**/*.{ts,tsx,js,mjs}'], rules: restrict(...appPatterns('legacy-api')) },
  { files: ['jobs/**/*.{ts,tsx,js,mjs}'], rules: restrict(...appPatterns('jobs')) },
  { files: ['remix-app/**/*.{ts,tsx,js,mjs}'], rules: restrict(...appPatterns('remix-app')) },
  { files: ['data/**/*.{ts,tsx,js,mjs}'], rules: restrict(...appPatterns('data')) },
  {
    files: ['legacy-api/src/lib/**', 'jobs/src/lib/**', 'data/src/lib/**', 'data/src/repositories/**'],
    rules: restrict(...appPatterns('data'), SERVICES),
  },
  {
    // The web app bundles zoned time: no database, queue or Node built-ins in it.
    files: ['data/src/zoned-time.ts'],
    rules: restrict(...appPatterns('data'), {
      group: ['sequelize', 'mysql2', 'bull', 'umzug', 'node:*', '#data/*'],
      message: 'zoned-time.ts is bundled into the web app: Intl only.',
    }),
  },
  {
    // Benchmarks seed through the API's bench helpers, and the Redis-outage test runs the API beside the
    // worker: test and bench code, never shipped, so a relative path (no package dependency) is allowed.
    files: ['jobs/bench/**', 'remix-app/bench/**', 'jobs/test/redis-outage.test.ts'],
    rules: restrict(...appPatterns('none').filter((pattern) => 'group' in pattern)),
  },
  {
    files: ['scripts/**/*.mjs', '.ci/**', '**/*.config.{js,ts,mjs}', '**/db/cli.ts', 'e2e/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
