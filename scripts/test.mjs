// `npm test`: every check of the project, in order, ending with one "N passed, N failed" line.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled } from './ensure-install.mjs';
import { buildWeb, root, run, step } from './run.mjs';

const started = Date.now();
ensureInstalled();
const output = join(root, '.test-output');
rmSync(output, { recursive: true, force: true });
mkdirSync(output, { recursive: true });

/**
 * Test databases nobody is connected to are leftovers of interrupted runs, or the migrated template
 * the integration tests copy theirs from (api/test/support/test-database.ts), made again once per run.
 */
async function dropStaleTestDatabases() {
  const { default: pg } = await import('pg');
  const server = new URL(
    process.env.TEST_DATABASE_URL ??
      process.env.DATABASE_URL ??
      'postgres://postgres@127.0.0.1:5432/postgres',
  );
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT datname FROM pg_database d WHERE datname LIKE 'referrals\\_test\\_%'
         AND NOT EXISTS (SELECT 1 FROM pg_stat_activity a WHERE a.datname = d.datname)`,
    );
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}"`);
    if (rows.length > 0) console.log(`Dropped ${rows.length} test database(s) left by interrupted runs.`);
  } finally {
    await client.end();
  }
}

await step('Build (TypeScript)', 'npx', ['tsc', '-b']);
const checked = await run('node', ['api/dist/cli.js', 'check']);
if (checked !== 0) process.exit(checked);
await step('Lint (ESLint, Prettier)', 'npm', ['run', 'lint']);
await step('Type-check tests and web', 'npm', ['run', 'typecheck']);

// With the testing pages (/test-shortcuts, /test-onboarding), which production builds leave out. Before
// Jest, whose integration tests render the public pages with the server build.
await buildWeb('development');

await dropStaleTestDatabases();
console.log('\n▶ Unit and integration tests (Jest, real PostgreSQL and Redis)');
// Two test files at a time (maxWorkers in jest.config.js), each on its own copy of the template database:
// about 4 minutes on a quiet 2-core machine, 6 to 7 with one core kept busy; the bound only stops a hung run.
// The resilience suite (`npm run test:resilience`) takes longer than 5 minutes: CI runs it after this.
const jestCode = await run(
  'node',
  [
    '--experimental-vm-modules',
    'node_modules/jest/bin/jest.js',
    '--selectProjects',
    'unit',
    'integration',
    '--json',
    `--outputFile=${join(output, 'jest.json')}`,
  ],
  { timeoutMs: 20 * 60_000 },
);

ensureChromium('Browser tests');
console.log('\n▶ Browser tests (Playwright, Debian Chromium)');
const playwrightCode = await run('npx', ['playwright', 'test'], {
  cwd: join(root, 'web'),
  env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  // About 3 minutes on a 2-core machine, 3.5 with one of its cores busy elsewhere; the bound only stops a hung run.
  timeoutMs: 30 * 60_000,
});

function readJson(file) {
  try {
    return JSON.parse(readFileSync(join(output, file), 'utf8'));
  } catch {
    return null;
  }
}
const jest = readJson('jest.json');
const playwright = readJson('playwright.json');
const passed = (jest?.numPassedTests ?? 0) + (playwright?.stats?.expected ?? 0);
const failed =
  (jest ? jest.numFailedTests : 1) +
  (playwright ? playwright.stats.unexpected + (playwright.stats.flaky ?? 0) : 1);
const skipped = (jest?.numPendingTests ?? 0) + (playwright?.stats?.skipped ?? 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(
  `\nnpm test finished in ${minutes} min (Jest ${jest ? 'ran' : 'did not report'}, Playwright ${playwright ? 'ran' : 'did not report'}).`,
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(jestCode !== 0 || playwrightCode !== 0 || failed > 0 ? 1 : 0);
