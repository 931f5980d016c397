import { writeFile } from 'node:fs/promises';
import { cpus, freemem, totalmem, type } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { meetsTarget, type Metrics, rounded, TARGETS } from './bench-metrics.js';
import type { BenchSettings } from './bench-settings.js';

const DOCS = fileURLToPath(new URL('../../docs/', import.meta.url));

export interface MachineFacts {
  cpu: string;
  cores: number;
  memoryGiB: number;
  os: string;
  node: string;
  postgres: string;
  redis: string;
}

export async function machineFacts(databaseUrl: string, redisUrl: string): Promise<MachineFacts> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ server_version: string }>('SHOW server_version');
  await client.end();
  const redis = new Redis(redisUrl);
  const info = await redis.info('server');
  redis.disconnect();
  return {
    cpu: cpus()[0]?.model ?? 'unknown',
    cores: cpus().length,
    memoryGiB: Math.round(totalmem() / 1024 ** 3),
    os: `${type()} (${Math.round(freemem() / 1024 ** 3)} GiB free at start)`,
    node: process.version,
    postgres: rows[0]!.server_version,
    redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown',
  };
}

/** Writes docs/benchmarks.json and the readable docs/benchmarks.md. */
export async function writeReport(
  machine: MachineFacts,
  settings: BenchSettings,
  metrics: Metrics,
  minutes: number,
): Promise<void> {
  const date = new Date().toISOString();
  const roundedMetrics = Object.fromEntries(
    Object.entries(metrics).map(([name, metric]) => [
      name,
      { value: rounded(metric.value), unit: metric.unit },
    ]),
  );
  await writeFile(
    `${DOCS}benchmarks.json`,
    `${JSON.stringify({ machine, date, mode: settings.quick ? 'quick' : 'full', metrics: roundedMetrics }, null, 2)}\n`,
  );
  const rows = Object.entries(roundedMetrics).map(([name, metric]) => {
    const target = TARGETS[name];
    const met = meetsTarget(name, metric.value);
    const goal = target
      ? `${target.better === 'higher' ? '≥' : '≤'} ${target.target.toLocaleString('en-US')}`
      : '';
    const verdict = met === null ? '' : met ? 'met' : '**missed**';
    return `| \`${name}\` | ${metric.value.toLocaleString('en-US')} ${metric.unit} | ${goal} | ${verdict} | ${target?.what ?? 'baseline or detail'} |`;
  });
  const text = [
    '# Benchmarks',
    '',
    `Written by \`npm run bench${settings.quick ? ' -- --quick' : ''}\` on ${date.slice(0, 10)} in ${minutes.toFixed(1)} minutes. Do not edit: run it again.`,
    'What limits the figures, and how they were improved, is in [performance.md](performance.md).',
    '',
    `Machine: ${machine.cores} × ${machine.cpu}, ${machine.memoryGiB} GiB, ${machine.os}; Node ${machine.node}, PostgreSQL ${machine.postgres}, Redis ${machine.redis}, all local.`,
    `Each figure is the median of ${settings.repeats} runs of ${settings.loadSeconds} s (appends: ${settings.appendSeconds} s) after a warm-up; HTTP load comes from a separate process over keep-alive connections. At a fixed rate requests go out at evenly spaced times whatever the app answers, and each latency runs from the request's intended send time to the end of its answer, so time spent queued behind a slow app counts; at saturation each connection sends its next request when the last is answered.`,
    '',
    '| metric | value | target | | what |',
    '|---|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
  // Formatted as the repository's own Markdown is, so `npm run lint` passes on a fresh report.
  const prettier = await import('prettier');
  const file = `${DOCS}benchmarks.md`;
  const options = await prettier.resolveConfig(file);
  await writeFile(file, await prettier.format(text, { ...options, filepath: file }));
}
