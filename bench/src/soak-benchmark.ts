import { residentKb } from './bench-app-state.js';
import { median, type Metrics } from './bench-metrics.js';
import type { CommandBenchmarks } from './command-benchmarks.js';

const SOAK_RPS = 200;
const SAMPLE_EVERY_MS = 5000;

/**
 * `soak.rss_growth_pct`: the app's resident memory over a long run of status changes at 200/s:
 * the median of the last minute's samples against the median of the first minute's.
 */
export async function soakBenchmark(
  commands: CommandBenchmarks,
  pid: number,
  seconds: number,
): Promise<Metrics> {
  // The prospects to move come first, so the clock and the samples cover the load only.
  await commands.prepareAdvance(seconds, SOAK_RPS);
  const samples: Array<{ atMs: number; kb: number }> = [];
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
  const window = Math.min(60_000, (seconds * 1000) / 4);
  const first = median(samples.filter((sample) => sample.atMs <= window).map((sample) => sample.kb));
  const last = median(
    samples.filter((sample) => sample.atMs >= seconds * 1000 - window).map((sample) => sample.kb),
  );
  console.log(
    `  resident memory: ${Math.round(first / 1024)} MiB in the first minute, ${Math.round(last / 1024)} MiB in the last`,
  );
  return {
    'soak.rss_growth_pct': { value: ((last - first) / first) * 100, unit: '%' },
    'soak.rss_first_minute_mb': { value: first / 1024, unit: 'MiB' },
  };
}
