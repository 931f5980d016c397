import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TEST_SESSION_SECRET, type TestApp } from './test-app.js';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** The compiled app (`node api/dist/main.js`) in a process of its own, so a test can kill it with SIGKILL. */
export class AppProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<void> = Promise.resolve();

  /** Joins the test app's deployment (database, Redis keys, SMTP) with these settings on top, e.g. APP_ROLES. */
  constructor(
    private readonly joining: TestApp,
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(MAIN))
      throw new Error('This test runs the compiled app in a child process: run "npm run build:ts" first.');
  }

  start(): void {
    if (this.child) throw new Error('the app process is already running');
    const { config } = this.joining;
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: '0',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_KEY_PREFIX: config.redisKeyPrefix,
        SMTP_URL: config.smtpUrl,
        SESSION_SECRET: TEST_SESSION_SECRET,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
        ...this.env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  /** SIGKILL: no shutdown, no cleanup, as a crash or an out-of-memory kill would leave things. */
  async kill(): Promise<void> {
    if (!this.child) return;
    this.child.kill('SIGKILL');
    await this.exited;
    this.child = null;
  }
}
