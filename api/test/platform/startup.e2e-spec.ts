import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';

const mainScript = fileURLToPath(new URL('../../dist/main.js', import.meta.url));
const cliScript = fileURLToPath(new URL('../../dist/cli.js', import.meta.url));
/** Where the processes start: an empty folder, so no developer's `.env` takes part unless a test writes one. */
const workingDirectory = mkdtempSync(join(tmpdir(), 'referrals-startup-'));

/** Starts the compiled app (or the CLI) with these settings; answers how it ended and what it said. */
function startWith(
  env: Record<string, string>,
  { script = mainScript, args = [] as string[] } = {},
): Promise<{ code: number | null; output: string; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args], {
      cwd: workingDirectory,
      env: { PATH: process.env.PATH ?? '', PORT: '0', NODE_ENV: 'test', LOG_LEVEL: 'error', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const guard = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(guard);
      resolve({ code, output, ms: Date.now() - started });
    });
  });
}

/**
 * How long a start may take to give up on a service it cannot reach: a few seconds of its own
 * (connection refused at once, or its 5 s connect timeout) on top of what any start costs on this
 * machine right now, which loading the app's code dominates (1–2 s on a quiet machine, 15 s on a
 * loaded 2-core one). Twice that cost, so that load rising during the test does not fail it; a
 * start that retried instead would be killed by the guard and exit without code 1.
 */
let startCostMs = 0;
const givingUpBoundMs = () => 8000 + 2 * startCostMs;

describe('starting the app', () => {
  beforeAll(async () => {
    if (!existsSync(mainScript))
      throw new Error('Run "npx tsc -b" first (npm test does): this test starts api/dist/main.js.');
    // A start that stops at the settings check, before touching any service: loads the same code.
    const baseline = await startWith({ PORT: 'eighty' });
    if (baseline.code !== 1) throw new Error(`the settings check did not stop the start: ${baseline.output}`);
    startCostMs = baseline.ms;
  }, 90_000);
  afterAll(() => rmSync(workingDirectory, { recursive: true, force: true }));

  it('stops within seconds naming DATABASE_URL when PostgreSQL cannot be reached', async () => {
    const result = await startWith({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/referrals' });
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(givingUpBoundMs());
    expect(result.output).toContain(
      'Cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/referrals (setting DATABASE_URL)',
    );
    expect(result.output).toContain('Start PostgreSQL');
  }, 90_000);

  it('stops within seconds naming REDIS_URL when Redis cannot be reached', async () => {
    const result = await startWith({ REDIS_URL: 'redis://127.0.0.1:1' });
    expect(result.code).toBe(1);
    expect(result.ms).toBeLessThan(givingUpBoundMs());
    expect(result.output).toContain('Cannot reach Redis at redis://127.0.0.1:1 (setting REDIS_URL)');
    expect(result.output).not.toContain('Cannot reach PostgreSQL');
  }, 90_000);

  it('lists every invalid setting by name before touching any service', async () => {
    const result = await startWith({ PORT: 'eighty', APP_ROLES: 'api,web', DATABASE_URL: 'mysql://x' });
    expect(result.code).toBe(1);
    expect(result.output).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
    expect(result.output).toContain('APP_ROLES may hold api, projections, worker (got "web")');
    expect(result.output).toContain('DATABASE_URL must start with postgres:// or postgresql://');
  });

  it('refuses to run in production without a real SESSION_SECRET', async () => {
    const result = await startWith({ NODE_ENV: 'production' });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'SESSION_SECRET must be set to a random string of at least 32 characters in production',
    );
  });

  it('never prints a database password', async () => {
    const result = await startWith({ DATABASE_URL: 'postgres://postgres:s3cret-pw@127.0.0.1:1/referrals' });
    expect(result.output).not.toContain('s3cret-pw');
    expect(result.output).toContain('postgres://postgres:***@127.0.0.1:1/referrals');
  });

  describe('with a .env file in the folder it starts from', () => {
    // Invalid values, so every start stops at the settings check; were the file not read, at PostgreSQL.
    const unreachable = { DATABASE_URL: 'postgres://postgres@127.0.0.1:1/referrals' };
    beforeAll(() =>
      writeFileSync(join(workingDirectory, '.env'), 'APP_ROLES=web\nJOB_LOCK_MS=from-the-file\n'),
    );
    afterAll(() => rmSync(join(workingDirectory, '.env'), { force: true }));

    it('reads its settings', async () => {
      const result = await startWith({ ...unreachable, NODE_ENV: 'development' });
      expect(result.code).toBe(1);
      expect(result.output).toContain('APP_ROLES may hold api, projections, worker (got "web")');
      expect(result.output).toContain(
        'JOB_LOCK_MS must be a whole number from 1000 to 600000 (got "from-the-file")',
      );
    });

    it('lets a variable set in the environment win over the file', async () => {
      const result = await startWith({
        ...unreachable,
        NODE_ENV: 'development',
        JOB_LOCK_MS: 'from-the-environment',
      });
      expect(result.code).toBe(1);
      expect(result.output).toContain('(got "from-the-environment")');
      expect(result.output).not.toContain('from-the-file');
      expect(result.output).toContain('APP_ROLES may hold api, projections, worker (got "web")');
    });

    it('is not read by the processes tests start (NODE_ENV=test)', async () => {
      const result = await startWith({ ...unreachable, NODE_ENV: 'test', PORT: 'eighty' });
      expect(result.code).toBe(1);
      expect(result.output).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
      expect(result.output).not.toContain('APP_ROLES');
    });

    it('is read by the command-line tools too', async () => {
      const result = await startWith(
        { ...unreachable, NODE_ENV: 'development' },
        { script: cliScript, args: ['check'] },
      );
      expect(result.code).toBe(1);
      expect(result.output).toContain('APP_ROLES may hold api, projections, worker (got "web")');
    });
  });
});
