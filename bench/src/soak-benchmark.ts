import { residentKb } from './bench-app-state.js';
import { median, type Metrics } from './bench-metrics.js';
import type { CommandBenchmarks } from './command-benchmarks.js';

const SOAK_RPS = 200;
const SAMPLE_EVERY_MS = 5000;

/** A resident memory sample, taken `atMs` after the load began. */
export interface MemorySample {
  atMs: number;
  kb: number;
}

/**
 * Growth of resident memory from the first quarter of a run to the last: the median of each quarter's
 * samples. The app's memory is a sawtooth (garbage piles up in the old generation until a full collection
 * returns it: swings of 100 to 200 MiB, a few minutes apart, at 200 status changes a second), so a window
 * shorter than one tooth measures where in the tooth it fell, not whether memory grows; a quarter of the
 * 10-minute soak holds at least one whole tooth.
 */
export function residentGrowth(
  samples: readonly MemorySample[],
  runMs: number,
): { firstKb: number; lastKb: number; growthPct: number } {
  const window = runMs / 4;
  const firstKb = median(samples.filter((sample) => sample.atMs <= window).map((sample) => sample.kb));
  const lastKb = median(samples.filter((sample) => sample.atMs >= runMs - window).map((sample) => sample.kb));
  return { firstKb, lastKb, growthPct: ((lastKb - firstKb) / firstKb) * 100 };
}

/** `soak.rss_growth_pct`: the app's resident memory over a long run of status changes at 200/s. */
export async function soakBenchmark(
  commands: CommandBenchmarks,
  pid: number,
  seconds: number,
): Promise<Metrics> {
  // The prospects to move come first, so the clock and the samples cover the load only.
  await commands.prepareAdvance(seconds, SOAK_RPS);
  const samples: MemorySample[] = [];
  const started = Date.now();
  const takeSample = () =>
    residentKb(pid).then(
      (kb) => void samples.push({ atMs: Date.now() - started, kb }),
      () => undefined,
    );
  await takeSample();
  const sampler = setInterval(() => void takeSample(), SAMPLE_EVERY_MS);
  try {
    await commands.advanceFor(seconds, SOAK_RPS, `${seconds} s at ${SOAK_RPS} rps`);
  } finally {
    clearInterval(sampler);
  }
  await takeSample();
  const { firstKb, lastKb, growthPct } = residentGrowth(samples, seconds * 1000);
  const mib = (kb: number) => Math.round(kb / 1024);
  console.log(
    `  resident memory: ${mib(firstKb)} MiB over the first quarter, ${mib(lastKb)} MiB over the last` +
      ` (every ${SAMPLE_EVERY_MS / 1000} s: ${samples.map((sample) => mib(sample.kb)).join(' ')})`,
  );
  return {
    'soak.rss_growth_pct': { value: growthPct, unit: '%' },
    'soak.rss_first_quarter_mb': { value: firstKb / 1024, unit: 'MiB' },
  };
}
