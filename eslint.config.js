// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Layering: each workspace may import only what ARCHITECTURE.md allows. */
const restrictWorkspaces = (allowed) => {
  const all = ['contracts', 'projections', 'api', 'web'];
  const forbidden = all.filter((name) => !allowed.includes(name));
  return {
    'no-restricted-imports': [
      'error',
      {
        patterns: forbidden.flatMap((name) => [
          {
            group: [`@referrals/${name}`, `@referrals/${name}/*`],
            message: `This workspace may not import ${name}.`,
          },
          {
            group: [`**/${name}/src/*`, `**/${name}/dist/*`],
            message: `Import ${name} through its package name.`,
          },
        ]),
      },
    ],
  };
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
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
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
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
  { files: ['api/**/*.ts'], rules: restrictWorkspaces(['contracts', 'projections']) },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...restrictWorkspaces(['contracts']), ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
