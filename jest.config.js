// Jest in ESM mode (NestJS 12 ships ES modules only): run through `node --experimental-vm-modules`.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2023',
      keepClassNames: true,
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  },
];

const shared = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  moduleNameMapper: {
    '^@referrals/contracts$': '<rootDir>/contracts/src/index.ts',
    '^@referrals/projections$': '<rootDir>/projections/src/index.ts',
    '^@referrals/api/bench-entry$': '<rootDir>/api/src/bench-entry.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: import.meta.dirname,
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

/** @type {import('jest').Config} */
export default {
  testTimeout: 30_000,
  // Two test files at a time, whatever the core count: an integration file spends much of its time
  // waiting (Postgres, Redis, projections), so two overlap well on 2 cores, but each holds up to ~35
  // of Postgres's 100 connections while its app runs (one per projector, pools), so more would not fit.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testMatch: ['<rootDir>/{contracts,projections,api,web,bench}/src/**/*.spec.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testMatch: ['<rootDir>/{projections,api}/test/**/*.e2e-spec.ts'],
      setupFiles: ['<rootDir>/api/test/support/jest-setup.ts'],
    },
    {
      // Faults on purpose (killed processes, cut connections, fuzzed input): `npm run test:resilience`.
      ...shared,
      displayName: 'resilience',
      testMatch: ['<rootDir>/api/test/resilience/**/*.resilience-spec.ts'],
      setupFiles: ['<rootDir>/api/test/support/jest-setup.ts'],
    },
  ],
};
