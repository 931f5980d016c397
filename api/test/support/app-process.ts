import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AppConfig } from '../../src/config/app-config.js';
import { TEST_SESSION_SECRET } from './test-app.js';
import { freePort } from './test-browser.js';

const MAIN = fileURLToPath(new URL('../../dist/main.js', import.meta.url));

/** What the processes of one deployment share: its database, its Redis keys and its mail server. */
export interface Deployment {
  config: Pick<AppConfig, 'databaseUrl' | 'redisUrl' | 'redisKeyPrefix' | 'smtpUrl'>;
}

export interface ProcessExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** From the signal sent to the exit. */
  durationMs: number;
}

/** The compiled app (`node api/dist/main.js`) in a process of its own, so a test can stop or kill it. */
export class AppProcess {
  private child: ChildProcess | null = null;
  private exited: Promise<Omit<ProcessExit, 'durationMs'>> = Promise.resolve({ code: null, signal: null });
  private port = 0;

  /** Joins the deployment (database, Redis keys, SMTP) with these settings on top, e.g. APP_ROLES. */
  constructor(
    private readonly joining: Deployment,
    private readonly env: Record<string, string>,
  ) {
    if (!existsSync(MAIN))
      throw new Error('This test runs the compiled app in a child process: run "npm run build:ts" first.');
  }

  /** The base URL it answers on (health checks for every role; the API for the api role). */
  get url(): string {
    if (!this.port) throw new Error('the app process has not been started');
    return `http://127.0.0.1:${this.port}`;
  }

  /** The operating system's process id (what the process calls process.pid). */
  get pid(): number {
    if (!this.child?.pid) throw new Error('the app process is not running');
    return this.child.pid;
  }

  async start(): Promise<void> {
    if (this.child) throw new Error('the app process is already running');
    this.port = await freePort();
    const { config } = this.joining;
    const child = spawn(process.execPath, [MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: config.databaseUrl,
        REDIS_URL: config.redisUrl,
        REDIS_KEY_PREFIX: config.redisKeyPrefix,
        SMTP_URL: config.smtpUrl,
        // As in-process test apps: each batch's emails go out at once (a test of the window sets its own).
        EMAIL_DIGEST_SECONDS: '0',
        SESSION_SECRET: TEST_SESSION_SECRET,
        LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'error',
        ...this.env,
        PORT: String(this.port),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    this.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  }

  /** Waits until the process answers its liveness check (it has migrated and started its roles). */
  async untilAnswering(timeoutMs = 60_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (this.child?.exitCode !== null) throw new Error(`the app process exited (${this.child?.exitCode})`);
      const answered = await fetch(`${this.url}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (answered) return;
      if (Date.now() > deadline) throw new Error(`the app process did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** SIGTERM, as an orchestrator stops a container: answers how and how fast the process exited. */
  async terminate(): Promise<ProcessExit> {
    return this.signal('SIGTERM');
  }

  /** SIGKILL: no shutdown, no cleanup, as a crash or an out-of-memory kill would leave things. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  private async signal(signal: NodeJS.Signals): Promise<ProcessExit> {
    const child = this.child;
    if (!child) return { code: null, signal: null, durationMs: 0 };
    const sent = Date.now();
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const exit = await this.exited;
    this.child = null;
    return { ...exit, durationMs: Date.now() - sent };
  }
}
