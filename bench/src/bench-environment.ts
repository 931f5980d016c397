import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { appMainPath } from '@referrals/api/bench-entry';
import { Redis } from 'ioredis';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

/** The app runs from the repository's root, as `npm start` runs it. */
const REPOSITORY = fileURLToPath(new URL('../../', import.meta.url));

export interface BenchEnvironment {
  databaseUrl: string;
  redisUrl: string;
  redisKeyPrefix: string;
  smtpUrl: string;
  /** Emails the app has sent to the local SMTP sink. */
  mailCount(): number;
  close(): Promise<void>;
}

/** A database, Redis keys and an SMTP sink of the bench's own; the machine's services stay as they were. */
export async function createBenchEnvironment(label: string): Promise<BenchEnvironment> {
  const server = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const name = `referrals_bench_${label}_${randomBytes(3).toString('hex')}`;
  const maintenance = new URL(server);
  maintenance.pathname = '/postgres';
  await onDatabase(maintenance.toString(), (client) => client.query(`CREATE DATABASE "${name}"`));
  const database = new URL(server);
  database.pathname = `/${name}`;
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisKeyPrefix = name;

  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      stream.resume();
      stream.on('end', () => {
        mails += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const smtpPort = (smtp.server.address() as AddressInfo).port;

  return {
    databaseUrl: database.toString(),
    redisUrl,
    redisKeyPrefix,
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    mailCount: () => mails,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await onDatabase(maintenance.toString(), (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      );
      await deleteKeys(redisUrl, redisKeyPrefix);
    },
  };
}

async function onDatabase(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}

async function deleteKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

export interface AppProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/** The built app (`api/dist/main.js`) in a process of its own, all roles, on a free port; resolves once ready. */
export async function startAppProcess(
  environment: BenchEnvironment,
  env: Record<string, string> = {},
): Promise<AppProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_APP_NODE_ARGS profiles the app under load, e.g. "--cpu-prof --cpu-prof-dir=/tmp/profiles".
  const nodeArgs = process.env.BENCH_APP_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, appMainPath], {
    cwd: REPOSITORY,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: environment.databaseUrl,
      REDIS_URL: environment.redisUrl,
      REDIS_KEY_PREFIX: environment.redisKeyPrefix,
      SMTP_URL: environment.smtpUrl,
      SESSION_SECRET: 'benchmark-session-secret-0123456789abcdef',
      LOG_LEVEL: 'warn',
      SEED_DEMO_OPERATOR: 'false',
      // Every simulated user comes from this one address: the per-address guessing limits would refuse them.
      SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
      ...env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // An interrupted bench (Ctrl-C, a failure) must not leave the app running.
  const stopOnExit = (): void => void child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  await waitUntilReady(url, child);
  return {
    url,
    pid: child.pid!,
    stop: async () => {
      process.off('exit', stopOnExit);
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the app exited with code ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/api/health/ready`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error('the app was not ready within 120 s');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
