// `npm run bench [-- --quick]`: measures the app on this machine and writes docs/benchmarks.{json,md}.
// `npm run bench -- --replay-only [--quick] [--replay-events=<events>]`: the replay alone, no report.
// `npm run bench -- --commands-only`: the CPU a fixed piece of command work costs, no report.
// `npm run bench -- --reads-only [--quick]`: the reads alone, no report.
// `npm run bench -- --web-only [--quick]`: the public pages' Lighthouse runs, no report.
import 'reflect-metadata';
import { inParallel } from '@referrals/api/bench-entry';
import pg from 'pg';
import { appendBenchmarks } from './append-benchmarks.js';
import {
  type AppProcess,
  type BenchEnvironment,
  createBenchEnvironment,
  startAppProcess,
} from './bench-environment.js';
import { BenchHttpClient } from './bench-http-client.js';
import type { Metrics } from './bench-metrics.js';
import { type BenchOperator, registerNetworker, registerOperator } from './bench-parties.js';
import { machineFacts, writeReport } from './bench-report.js';
import { type BenchSettings, benchSettings } from './bench-settings.js';
import { lastPosition } from './bench-app-state.js';
import { CommandBenchmarks } from './command-benchmarks.js';
import { readBenchmarks } from './read-benchmarks.js';
import { replayBenchmark } from './replay-benchmark.js';
import { soakBenchmark } from './soak-benchmark.js';
import { storageBenchmark } from './storage-benchmark.js';
import { webBenchmarks } from './web-benchmarks.js';

/**
 * A stage that fails (among others, a load run with requests timed out or never answered: see
 * load-verdict.ts) ends the run with exit code 1 and no report written, so docs/benchmarks.{json,md}
 * keep the last complete run: no figure there ever comes from a run that went wrong, and none sits
 * beside a failure of the same run.
 */
async function stage(title: string, work: () => Promise<Metrics>, into: Metrics): Promise<void> {
  console.log(`\n▶ ${title}`);
  const started = performance.now();
  try {
    Object.assign(into, await work());
  } catch (error) {
    console.error(`✘ ${title} failed: no figures reported, and no report written`);
    throw error;
  }
  console.log(`✔ ${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
}

/** The bench's operator and networkers, registered through the app, and the command runs they make. */
async function commandBenchmarks(
  client: BenchHttpClient,
  appPid: number,
  pool: pg.Pool,
  settings: BenchSettings,
): Promise<{ operator: BenchOperator; commands: CommandBenchmarks }> {
  const operator = await registerOperator(client, 'commands');
  const networkers = await inParallel(settings.networkers, 4, (index) =>
    registerNetworker(client, operator, String(index)),
  );
  const url = client.baseUrl;
  return {
    operator,
    commands: new CommandBenchmarks({ url, appPid, pool, settings, operator, networkers }),
  };
}

/** What a stage run alone works with: its database, the app on it, and the bench's parties' commands. */
interface AloneContext {
  environment: BenchEnvironment;
  pool: pg.Pool;
  commands: CommandBenchmarks;
  /** Stops the app before the stage is over (the replay runs without it). */
  stopApp: () => Promise<void>;
}

/** Runs one stage alone on an environment of its own, prints its figures, and writes no report. */
async function alone(
  label: string,
  settings: BenchSettings,
  work: (context: AloneContext) => Promise<Metrics>,
  format: (value: number) => string,
): Promise<void> {
  const environment = await createBenchEnvironment(label);
  const pool = new pg.Pool({ connectionString: environment.databaseUrl, max: 4 });
  let app: AppProcess | null = null;
  let metrics: Metrics;
  try {
    app = await startAppProcess(environment);
    const { commands } = await commandBenchmarks(new BenchHttpClient(app.url), app.pid, pool, settings);
    const stopApp = async () => {
      await app?.stop();
      app = null;
    };
    metrics = await work({ environment, pool, commands, stopApp });
  } finally {
    await app?.stop();
    await pool.end();
    await environment.close();
  }
  printFigures(metrics, format);
}

function printFigures(metrics: Metrics, format: (value: number) => string): void {
  for (const [name, { value, unit }] of Object.entries(metrics))
    console.log(`${name}: ${format(value)} ${unit}`);
}

/**
 * Runs one stage alone on an app and environment of its own, without the bench's parties (the stage
 * makes what it needs), prints its figures, and writes no report.
 */
async function stageWithoutParties(
  label: string,
  title: string,
  work: (client: BenchHttpClient, pool: pg.Pool) => Promise<Metrics>,
  format: (value: number) => string,
): Promise<void> {
  const environment = await createBenchEnvironment(label);
  const pool = new pg.Pool({ connectionString: environment.databaseUrl, max: 4 });
  let app: AppProcess | null = null;
  const metrics: Metrics = {};
  try {
    app = await startAppProcess(environment);
    const client = new BenchHttpClient(app.url);
    await stage(title, () => work(client, pool), metrics);
  } finally {
    await app?.stop();
    await pool.end();
    await environment.close();
  }
  printFigures(metrics, format);
}

/** The reads alone (readBenchmarks). */
function readsOnly(settings: BenchSettings): Promise<void> {
  return stageWithoutParties(
    'reads',
    'Reads',
    (client, pool) => readBenchmarks(client, pool, settings),
    (value) => value.toFixed(1),
  );
}

/** The public pages alone (webBenchmarks), with one operator. */
function webOnly(settings: BenchSettings): Promise<void> {
  return stageWithoutParties(
    'web',
    'Public pages (web)',
    async (client) => webBenchmarks(client, await registerOperator(client, 'web'), settings),
    (value) => String(Math.round(value)),
  );
}

/**
 * The replay stage alone: the app writes the log it copies with the command runs of the full bench
 * (contact submissions, then status changes; their figures are printed, not kept), then the log is grown
 * to the size asked and every projection rebuilt.
 */
function replayOnly(settings: BenchSettings): Promise<void> {
  return alone(
    'replay',
    settings,
    async ({ environment, pool, commands, stopApp }) => {
      const metrics: Metrics = {};
      await stage('Contact submissions (writing the log to copy)', () => commands.submitProspect(), {});
      await stage('Status changes (writing the log to copy)', () => commands.advanceStatus(), {});
      const templateEnd = await lastPosition(pool);
      await stopApp();
      await stage(
        `Replay of ${settings.replayEvents.toLocaleString('en-US')} events`,
        () => replayBenchmark(environment.databaseUrl, settings.replayEvents, templateEnd),
        metrics,
      );
      return metrics;
    },
    (value) => String(Math.round(value)),
  );
}

/**
 * The fixed command work alone (CommandBenchmarks.fixedWork): what a submission and a status change cost
 * in CPU, to compare one build with another on the same machine.
 */
function commandsOnly(settings: BenchSettings): Promise<void> {
  return alone(
    'commands',
    settings,
    async ({ commands }) => {
      const metrics: Metrics = {};
      await stage('Fixed command work', () => commands.fixedWork(), metrics);
      return metrics;
    },
    (value) => value.toFixed(2),
  );
}

async function main(): Promise<void> {
  const settings = benchSettings(process.argv.slice(2));
  if (settings.replayOnly) return replayOnly(settings);
  if (settings.commandsOnly) return commandsOnly(settings);
  if (settings.readsOnly) return readsOnly(settings);
  if (settings.webOnly) return webOnly(settings);
  const started = performance.now();
  const metrics: Metrics = {};

  const appendEnvironment = await createBenchEnvironment('append');
  const machine = await machineFacts(appendEnvironment.databaseUrl, appendEnvironment.redisUrl);
  console.log(`Benchmarks (${settings.quick ? 'quick' : 'full'}) on ${machine.cores} × ${machine.cpu}`);
  try {
    await stage(
      'Event store appends against plain INSERTs',
      () => appendBenchmarks(appendEnvironment, settings),
      metrics,
    );
  } finally {
    await appendEnvironment.close();
  }

  const environment = await createBenchEnvironment('app');
  const pool = new pg.Pool({ connectionString: environment.databaseUrl, max: 4 });
  let app: AppProcess | null = null;
  let replayTemplateEnd = 0;
  try {
    app = await startAppProcess(environment);
    const client = new BenchHttpClient(app.url);
    const { operator, commands } = await commandBenchmarks(client, app.pid, pool, settings);
    await stage('Contact submissions', () => commands.submitProspect(), metrics);
    await stage('Status changes', () => commands.advanceStatus(), metrics);
    await stage(`Freshness with ${settings.sockets} sockets`, () => commands.freshness(), metrics);
    // The replay copies the log written so far; the reads' own copies after it would collide with its copies.
    replayTemplateEnd = await lastPosition(pool);
    await stage('Reads', () => readBenchmarks(client, pool, settings), metrics);
    await stage('Public pages (web)', () => webBenchmarks(client, operator, settings), metrics);
    if (settings.soakSeconds > 0) {
      // A fresh process, so the soak measures its own growth rather than the earlier stages' heap.
      await app.stop();
      app = await startAppProcess(environment);
      // The same commands go on, so the soak submits new contacts and moves prospects not yet moved.
      commands.useApp(app.url, app.pid);
      const pid = app.pid;
      await stage('Memory soak', () => soakBenchmark(commands, pid, settings.soakSeconds), metrics);
    }
    await app.stop();
    app = null;
    await stage(
      `Replay of ${settings.replayEvents.toLocaleString('en-US')} events`,
      () => replayBenchmark(environment.databaseUrl, settings.replayEvents, replayTemplateEnd),
      metrics,
    );
    await stage('Storage at rest', () => storageBenchmark(environment), metrics);
  } finally {
    await app?.stop();
    await pool.end();
    await environment.close();
  }

  const minutes = (performance.now() - started) / 60_000;
  await writeReport(machine, settings, metrics, minutes);
  console.log(`\nWrote docs/benchmarks.json and docs/benchmarks.md (${minutes.toFixed(1)} min).`);
}

// Exit through process.exit, so the app processes started are stopped too (see startAppProcess).
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().catch((error: unknown) => {
  console.error('\nThe benchmark failed:', error);
  process.exit(1);
});
