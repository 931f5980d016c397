/**
 * How long and how big each benchmark runs: the full run, or `--quick` (under 3 minutes). `--replay-only`
 * runs the replay stage alone (main.ts), of `--replay-events=<events>` when given; `--commands-only` a
 * fixed piece of command work, to compare what a request costs from one build to the next; `--reads-only`
 * the reads; `--web-only` the Lighthouse runs of the public pages.
 */
export interface BenchSettings {
  quick: boolean;
  /** Only the replay (and the command runs that write the log it copies); no report is written. */
  replayOnly: boolean;
  /** Only the fixed command work (CommandBenchmarks.fixedWork); no report is written. */
  commandsOnly: boolean;
  /** Only the reads (readBenchmarks); no report is written. */
  readsOnly: boolean;
  /** Only the public pages' Lighthouse runs (webBenchmarks); no report is written. */
  webOnly: boolean;
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
  replayOnly: false,
  commandsOnly: false,
  readsOnly: false,
  webOnly: false,
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
  replayOnly: false,
  commandsOnly: false,
  readsOnly: false,
  webOnly: false,
  repeats: 3,
  loadSeconds: 2,
  appendSeconds: 2,
  replayEvents: 50_000,
  soakSeconds: 0,
  lighthouseRuns: 1,
  sockets: 500,
  networkers: 50,
};

const REPLAY_EVENTS = /^--replay-events=(\d+)$/;
const STAGES_ALONE = ['--replay-only', '--commands-only', '--reads-only', '--web-only'];

export function benchSettings(args: readonly string[]): BenchSettings {
  const unknown = args.filter(
    (arg) => !['--quick', ...STAGES_ALONE].includes(arg) && !REPLAY_EVENTS.test(arg),
  );
  if (unknown.length > 0) {
    throw new Error(
      `Unknown option ${unknown.join(' ')}; the options are --quick, --replay-only, --replay-events=<events>, --commands-only, --reads-only and --web-only.`,
    );
  }
  const settings = {
    ...(args.includes('--quick') ? QUICK : FULL),
    replayOnly: args.includes('--replay-only'),
    commandsOnly: args.includes('--commands-only'),
    readsOnly: args.includes('--reads-only'),
    webOnly: args.includes('--web-only'),
  };
  if (STAGES_ALONE.filter((stage) => args.includes(stage)).length > 1) {
    throw new Error(`${STAGES_ALONE.join(', ')} each run one stage alone: give one of them.`);
  }
  const replayEvents = args.map((arg) => REPLAY_EVENTS.exec(arg)?.[1]).find((events) => events !== undefined);
  if (replayEvents === undefined) return settings;
  // A report's replay figure is always of the same log size; another size is measured alone.
  if (!settings.replayOnly) throw new Error('--replay-events=<events> goes with --replay-only.');
  if (Number(replayEvents) < 1) throw new Error('--replay-events=<events> needs at least 1 event.');
  return { ...settings, replayEvents: Number(replayEvents) };
}
