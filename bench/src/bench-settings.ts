/** How long and how big each benchmark runs: the full run, or `--quick` (under 3 minutes). */
export interface BenchSettings {
  quick: boolean;
  /** Repeats of each measured run; the report gives their median. */
  repeats: number;
  /** Seconds of one load run (HTTP commands and reads). */
  loadSeconds: number;
  /** Seconds of one event-store append run. */
  appendSeconds: number;
  /** Events in the log that the replay benchmark rebuilds every projection from. */
  replayEvents: number;
  /** Seconds of the memory soak; 0 skips it. */
  soakSeconds: number;
  /** Lighthouse runs of the invitation page (at least one). */
  lighthouseRuns: number;
  /** Socket.IO clients connected while freshness is measured. */
  sockets: number;
  /** Networkers the command benchmarks act for (each with an invitation of their own). */
  networkers: number;
}

const FULL: BenchSettings = {
  quick: false,
  repeats: 3,
  loadSeconds: 10,
  appendSeconds: 5,
  replayEvents: 1_000_000,
  soakSeconds: 600,
  lighthouseRuns: 3,
  sockets: 500,
  networkers: 100,
};

const QUICK: BenchSettings = {
  quick: true,
  repeats: 3,
  loadSeconds: 2,
  appendSeconds: 2,
  replayEvents: 50_000,
  soakSeconds: 0,
  lighthouseRuns: 1,
  sockets: 500,
  networkers: 50,
};

export function benchSettings(args: readonly string[]): BenchSettings {
  const unknown = args.filter((arg) => arg !== '--quick');
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(' ')}; the only option is --quick.`);
  return args.includes('--quick') ? QUICK : FULL;
}
