// One ESLint flat config for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// The feature folders of remix-app (app/features/<feature>/), each bounded below.
const remixFeatures = readdirSync(new URL('./remix-app/app/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

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
    // A repository reaches a model only as `db.models.X` of the Db it is given (ADR 0023): the declared model
    // classes are never bound to a database, so importing one as a value is always a mistake.
    files: ['data/src/repositories/**', 'legacy-api/src/**', 'jobs/src/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(#data/db/models/|@tele/data/models/)',
              allowTypeImports: true,
              message: 'Models are reached through db.models; import a model class as a type only.',
            },
          ],
        },
      ],
    },
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
  // remix-app boundaries (issue 10, docs/decisions/0010-where-code-goes.md): shared utils and ui primitives never
  // reach into services or features; a feature uses another feature only through its index (index.ts, or
  // index.server.ts for server code). These repeat the app patterns: a later rule for the same file replaces them.
  {
    files: ['remix-app/app/utils/**/*.{ts,tsx}', 'remix-app/app/ui/**/*.{ts,tsx}'],
    rules: restrict(...appPatterns('remix-app'), {
      regex: '^#app/(services|features|routes)/',
      message: 'utils and ui are shared by every feature: they never import services, features or routes.',
    }),
  },
  ...remixFeatures.map((feature) => ({
    files: [`remix-app/app/features/${feature}/**/*.{ts,tsx}`],
    rules: restrict(
      ...appPatterns('remix-app'),
      {
        regex: `^#app/features/(?!${feature}/)[^/]+/(?!index(\\.server)?\\.ts$)`,
        message: 'Use another feature only through its index.ts (or index.server.ts), never its internals.',
      },
      { regex: '^#app/routes/', message: 'Features never import routes; routes import features.' },
    ),
  })),
  {
    files: ['scripts/**/*.mjs', '.ci/**', '**/*.config.{js,ts,mjs}', '**/db/cli.ts', 'e2e/**', '**/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
