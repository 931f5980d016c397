// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layering: each workspace may import only what ARCHITECTURE.md allows. */
const workspacePatterns = (allowed) => {
  const all = ['contracts', 'projections', 'api', 'web', 'bench'];
  const forbidden = all.filter((name) => !allowed.includes(name));
  return forbidden.flatMap((name) => [
    {
      group: [`@referrals/${name}`, `@referrals/${name}/*`],
      message: `This workspace may not import ${name}.`,
    },
    {
      group: [`**/${name}/src/*`, `**/${name}/dist/*`],
      message: `Import ${name} through its package name.`,
    },
  ]);
};
const restrictImports = (patterns, paths = []) => ({
  'no-restricted-imports': ['error', { patterns, paths }],
});
const restrictWorkspaces = (allowed) => restrictImports(workspacePatterns(allowed));

/**
 * Layers inside the API (docs/architecture.md): contexts over the platform, pure domain rules. A file
 * gets one `no-restricted-imports` (a later config replaces an earlier one's options), so each kind of
 * file below lists every restriction it is under.
 */
const API_CONTEXTS = [
  'audit',
  'companies',
  'dashboard',
  'demo',
  'disputes',
  'identity',
  'invitations',
  'messaging',
  'notifications',
  'operators',
  'pipeline',
  'reviews',
  'waitlist',
];
const apiPatterns = workspacePatterns(['contracts', 'projections']);
const otherContexts = (context) =>
  API_CONTEXTS.filter((other) => other !== context).map((other) => ({
    // Its index, its Nest module and its command and query classes (dispatched on the buses) are public.
    regex: `^(\\.\\./)+${other}/(?!index\\.js$|${other}\\.module\\.js$|(.+/)?(commands/[^/]+\\.command|queries/[^/]+\\.query)\\.js$)`,
    message: `Reach the ${other} context through its index (${other}/index.ts), its module, its commands or queries.`,
  }));
const noSql = {
  group: ['typeorm', 'pg', '**/platform/database/**'],
  message: 'A controller hands off to a command or a query; it runs no SQL.',
};
const pureRules = [
  {
    group: ['@nestjs/*', 'typeorm', 'pg', 'ioredis', 'bullmq', 'express', '@referrals/projections'],
    message: 'Domain rules are pure: no framework and no I/O.',
  },
  {
    group: ['**/platform/**', '**/config/**', '**/app/**'],
    message: 'Domain rules import only contracts, the kernel and their own domain.',
  },
];
const noHttpExceptions = [
  {
    name: '@nestjs/common',
    importNames: [
      'HttpException',
      'BadRequestException',
      'UnauthorizedException',
      'ForbiddenException',
      'NotFoundException',
      'ConflictException',
      'GoneException',
      'UnprocessableEntityException',
      'ServiceUnavailableException',
    ],
    message:
      'Only controllers speak HTTP: refuse with RefusalError(refuse(code, message)); app/refusal-statuses.ts maps the code.',
  },
];
const apiLayers = [
  { files: ['api/**/*.ts'], rules: restrictImports(apiPatterns) },
  {
    files: ['api/src/platform/**/*.ts'],
    rules: restrictImports([
      ...apiPatterns,
      {
        group: [...API_CONTEXTS, 'app'].map((context) => `**/${context}/**`),
        message: 'platform/ serves the contexts and imports none of them (app/ composes them).',
      },
    ]),
  },
  { files: ['api/src/kernel/**/*.ts'], rules: restrictImports([...apiPatterns, ...pureRules]) },
  ...API_CONTEXTS.flatMap((context) => [
    {
      files: [`api/src/${context}/**/*.ts`],
      rules: restrictImports([...apiPatterns, ...otherContexts(context)], noHttpExceptions),
    },
    {
      files: [`api/src/${context}/**/*.controller.ts`],
      rules: restrictImports([...apiPatterns, ...otherContexts(context), noSql]),
    },
    {
      files: [`api/src/${context}/**/domain/**/*.ts`],
      rules: restrictImports([...apiPatterns, ...otherContexts(context), ...pureRules], noHttpExceptions),
    },
  ]),
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/coverage/**',
      'web/src/routeTree.gen.ts',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The scripts' type declarations belong to no workspace's tsconfig.
        projectService: { allowDefaultProject: ['scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // A switch over a union (an event union above all) names every member: a `default` does not
      // stand in for a missing case, so a new event type fails lint wherever it is not yet handled.
      // Narrow to the types a switch is about first (isEventOf), not `default`.
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: false, allowDefaultCaseForExhaustiveSwitch: true },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-extraneous-class': 'off',
    },
  },
  {
    // Nest's DI reads constructor parameter types at run time: type-only imports would erase them.
    files: ['api/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  { files: ['contracts/**/*.ts'], rules: restrictWorkspaces([]) },
  { files: ['projections/**/*.ts'], rules: restrictWorkspaces(['contracts']) },
  ...apiLayers,
  // The benchmark harness reaches the API through its one export for it, `@referrals/api/bench-entry`.
  { files: ['bench/**/*.ts'], rules: restrictWorkspaces(['contracts', 'projections', 'api']) },
  {
    files: ['web/**/*.{ts,tsx}', 'web/public/**/*.js'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...restrictWorkspaces(['contracts']), ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['web/e2e/**/*.ts'],
    ignores: ['web/e2e/support/test.ts'],
    rules: restrictImports(workspacePatterns(['contracts']), [
      {
        name: '@playwright/test',
        importNames: ['test'],
        message: "Import test from './support/test': it closes the browser contexts a test opened.",
      },
    ]),
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
