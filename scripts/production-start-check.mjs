// Starts a fresh clone of this repository's HEAD the way a server is started in production:
// `NODE_ENV=production npm start` (npm ci, build, migrate, serve), until GET /api/health/ready answers 200.
// Then the same clone, started without SESSION_SECRET and with PostgreSQL or Redis out of reach, must stop
// with a message naming the setting. Removes what it made: the clone, its database and its Redis keys.
//
//   node scripts/production-start-check.mjs      (npm run test:production-start; CI runs it)
//
// Uncommitted changes are not in the clone. PRODUCTION_CHECK_TIMEOUT_MS bounds the wait for readiness (default 25 minutes: npm ci and the builds).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureInstalled } from './ensure-install.mjs';
import { root, webBuildMode } from './run.mjs';

// This repository's own clients for the clean-up, installed first when this runs on a bare clone.
ensureInstalled();
const { Redis } = await import('ioredis');
const { default: pg } = await import('pg');

const READY_TIMEOUT_MS = Number(process.env.PRODUCTION_CHECK_TIMEOUT_MS ?? 25 * 60_000);
const REFUSAL_TIMEOUT_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

const id = `${process.pid}_${Date.now().toString(36)}`;
// Under the test prefix, so `npm test` drops it if an interrupted run left it behind.
const databaseName = `referrals_test_prodcheck_${id}`;
const keyPrefix = `prodcheck-${id}`;
const server = new URL(
  process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
);
const databaseUrl = withPath(server, `/${databaseName}`);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const results = [];
const timings = [];
const folder = mkdtempSync(join(tmpdir(), 'referrals-production-start-'));
const clone = join(folder, 'repo');
let running = null;

function withPath(url, pathname) {
  const copy = new URL(url);
  copy.pathname = pathname;
  return copy.toString();
}

function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function record(name, ok, detail) {
  results.push({ name, ok });
  console.log(`${ok ? '✔' : '✖'} ${name}${detail ? `: ${detail}` : ''}`);
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** What `npm start` gets: this environment without npm's own variables, which would point npm back here. */
function environment(overrides) {
  const env = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(name) && name !== 'INIT_CWD' && name !== 'EVENTSTORE_CONNECTION_STRING')
      env[name] = value;
  }
  for (const [name, value] of Object.entries(overrides)) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** `npm start` in the clone, in a process group of its own (so a stop reaches every process it started). */
function npmStart(env, { capture = false } = {}) {
  const child = spawn('npm', ['start'], {
    cwd: clone,
    env,
    detached: true,
    stdio: capture ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'],
  });
  let output = '';
  if (capture) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  return { child, exited, output: () => output };
}

function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group; SIGKILL whatever is left after STOP_TIMEOUT_MS. Answers whether it stopped politely. */
async function stopGroup(pid) {
  if (!groupAlive(pid)) return true;
  process.kill(-pid, 'SIGTERM');
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  while (groupAlive(pid)) {
    if (Date.now() > deadline) {
      process.kill(-pid, 'SIGKILL');
      return false;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return true;
}

async function untilReady(url, exited) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let exit = null;
  void exited.then((result) => (exit = result));
  for (;;) {
    if (exit)
      throw new Error(`npm start exited (code ${exit.code}, signal ${exit.signal}) before it was ready`);
    if (Date.now() > deadline) throw new Error(`not ready within ${seconds(READY_TIMEOUT_MS)}`);
    const response = await fetch(`${url}/api/health/ready`, { signal: AbortSignal.timeout(3000) }).catch(
      () => null,
    );
    if (response?.status === 200) return response.json();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function expectRefusal(name, overrides, variable) {
  const started = Date.now();
  const attempt = npmStart(environment(overrides), { capture: true });
  const timer = setTimeout(() => void stopGroup(attempt.child.pid), REFUSAL_TIMEOUT_MS);
  const { code } = await attempt.exited;
  clearTimeout(timer);
  await stopGroup(attempt.child.pid);
  const message = attempt
    .output()
    .split('\n')
    .find((line) => line.includes(variable));
  const ok = code !== 0 && message !== undefined;
  record(name, ok, ok ? `exit ${code} in ${seconds(Date.now() - started)}: ${message.trim()}` : undefined);
  if (!ok) console.error(`exit code ${code}; output:\n${attempt.output()}`);
}

async function cleanUp() {
  if (running) await stopGroup(running.child.pid);
  const maintenance = new pg.Client({ connectionString: withPath(server, '/postgres') });
  try {
    await maintenance.connect();
    await maintenance.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
  } catch (error) {
    console.error(`Could not drop the database ${databaseName}: ${error.message}`);
  } finally {
    await maintenance.end().catch(() => undefined);
  }
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${keyPrefix}*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (error) {
    console.error(`Could not delete the Redis keys ${keyPrefix}*: ${error.message}`);
  } finally {
    redis.disconnect();
  }
  rmSync(folder, { recursive: true, force: true });
}

/** Words of /test-shortcuts and /test-onboarding, which only builds other than production hold. */
const TESTING_PAGE_TEXTS = [
  'Jump straight into a flow to try it by hand.',
  'You left the slideshow early with Skip.',
];

/** Where a web build holds the testing pages: its mode when not production, and the scripts holding their words. */
function testingPagesFoundIn(dist) {
  const mode = webBuildMode(dist);
  const assets = join(dist, 'assets');
  const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
  const holding = scripts.filter((file) => {
    const code = readFileSync(join(assets, file), 'utf8');
    return TESTING_PAGE_TEXTS.some((text) => code.includes(text));
  });
  return mode === 'production' ? holding : [`a build of mode ${mode}`, ...holding];
}

async function check() {
  let started = Date.now();
  execFileSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
  timings.push(['clone', Date.now() - started]);

  const port = await freePort();
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: `production-start-check-${id}-0123456789abcdef`,
    PORT: String(port),
    PUBLIC_URL: undefined,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
  };
  console.log(`\n▶ NODE_ENV=production npm start in ${clone} (database ${databaseName}, port ${port})`);
  started = Date.now();
  running = npmStart(environment(production));
  const url = `http://127.0.0.1:${port}`;
  try {
    const report = await untilReady(url, running.exited);
    const took = Date.now() - started;
    timings.push(['npm start until ready (npm ci, builds, migrations)', took]);
    record('a production start builds and serves', true, `ready in ${seconds(took)}`);
    record(
      'it uses the Postgres event store by default',
      report.eventStore?.adapter === 'postgres',
      `adapter ${report.eventStore?.adapter}`,
    );
    const devLogin = await fetch(`${url}/api/auth/dev-login`, { method: 'POST' });
    record(
      'it runs as production (no demo sign-in route)',
      devLogin.status === 404,
      `HTTP ${devLogin.status}`,
    );
    const testingPages = testingPagesFoundIn(join(clone, 'web', 'dist'));
    record(
      'its web build leaves the testing pages out',
      testingPages.length === 0,
      testingPages.length === 0 ? 'no script holds them' : `found in ${testingPages.join(', ')}`,
    );
  } catch (error) {
    record('a production start builds and serves', false, error.message);
  }
  started = Date.now();
  const polite = await stopGroup(running.child.pid);
  const { code, signal } = await running.exited;
  running = null;
  timings.push(['stop', Date.now() - started]);
  console.log(`npm start stopped (${polite ? 'on SIGTERM' : 'killed'}; npm exit ${code ?? signal}).`);
  if (!results.every((result) => result.ok)) return;

  const closed = await freePort();
  await expectRefusal(
    'no start without SESSION_SECRET',
    { ...production, SESSION_SECRET: undefined },
    'SESSION_SECRET',
  );
  await expectRefusal(
    'no start without PostgreSQL',
    { ...production, DATABASE_URL: `postgres://postgres@127.0.0.1:${closed}/referrals` },
    'DATABASE_URL',
  );
  await expectRefusal(
    'no start without Redis',
    { ...production, REDIS_URL: `redis://127.0.0.1:${closed}` },
    'REDIS_URL',
  );
}

const started = Date.now();
const interrupted = () => {
  console.error('\nInterrupted: cleaning up.');
  void cleanUp().finally(() => process.exit(130));
};
process.once('SIGINT', interrupted);
process.once('SIGTERM', interrupted);
try {
  await check();
} catch (error) {
  record('production start check', false, error.message);
} finally {
  await cleanUp();
}
timings.push(['total', Date.now() - started]);
console.log('\nTimings:');
for (const [name, ms] of timings) console.log(`  ${name}: ${seconds(ms)}`);
const failed = results.filter((result) => !result.ok).length;
console.log(`\nproduction-start: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
