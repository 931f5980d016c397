// Serves the built app for the browser tests on E2E_PORT (default 4173), with a database of its own.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { root, webBuildMode } from './run.mjs';

// The journeys visit the testing pages, which a production build leaves out (web/vite.config.ts).
if (webBuildMode() === 'production') {
  console.error(
    'web/dist is a production build, without the testing pages the browser tests visit: ' +
      'build it with "npm run build -w web -- --mode development" (npm test does).',
  );
  process.exit(1);
}

const server = new URL(
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
// One fixed name (E2E_DATABASE for parallel checkouts), recreated by every run: Playwright may stop
// this server before it can clean up.
const name = process.env.E2E_DATABASE ?? 'referrals_test_e2e';
const databaseUrl = new URL(server);
databaseUrl.pathname = `/${name}`;
const maintenance = new URL(server);
maintenance.pathname = '/postgres';

async function dropDatabase() {
  const client = new pg.Client({ connectionString: maintenance.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await client.end();
}
await dropDatabase();
// The previous run's sessions, queues and socket stream.
const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const stale = await redis.keys(`${name}:*`);
if (stale.length > 0) await redis.del(...stale);
redis.disconnect();

const port = process.env.E2E_PORT ?? '4173';
const app = spawn('node', [join(root, 'api', 'dist', 'main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    PORT: port,
    // localhost, not 127.0.0.1: WebAuthn refuses an IP address as the relying party id.
    PUBLIC_URL: `http://localhost:${port}`,
    SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT ?? Number(port) + 1}`,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_KEY_PREFIX: name,
    // As in the API's tests: a journey's next screen waits for the read models its action changed,
    // which on a busy machine can take longer than production's 2 s bound.
    READ_YOUR_WRITES_TIMEOUT_MS: process.env.READ_YOUR_WRITES_TIMEOUT_MS ?? '30000',
    // Every browser of every test worker comes from 127.0.0.1: per-address limits would make parallel
    // tests count against each other (the API's own tests check the limits).
    SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
    EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
    LOGO_LOOKUPS_PER_IP_PER_MINUTE: '10000',
    QUESTIONS_PER_IP_PER_HOUR: '10000',
    WAITLIST_JOINS_PER_IP_PER_HOUR: '10000',
    QUESTION_REPLIES_PER_OPERATOR_PER_HOUR: '10000',
    // The demo workspace journey signs in as the seeded demo operator (written in the background at start).
    SEED_DEMO_OPERATOR: 'true',
  },
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  if (app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  await dropDatabase().catch((error) => console.error('could not drop the e2e database:', error.message));
  process.exit(code);
}
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
app.on('exit', (code) => void stop(code ?? 1));
