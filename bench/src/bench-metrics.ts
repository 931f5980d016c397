/** One measured figure, as written to docs/benchmarks.json. */
export interface Metric {
  value: number;
  unit: string;
}

export type Metrics = Record<string, Metric>;

interface Target {
  /** What is measured, for the readable report. */
  what: string;
  /** The target on a 2-core machine. */
  target: number;
  /** Whether a higher value is better (throughput) or a lower one (latency, size). */
  better: 'higher' | 'lower';
}

/** Every figure the harness reports, with its target (issue 9; the public pages' from issue 27). */
export const TARGETS: Record<string, Target> = {
  'append.ratio_vs_insert': {
    what: 'single-event appends from 16 writers ÷ plain single-row INSERT transactions, same run',
    target: 0.6,
    better: 'higher',
  },
  'append.batch_events_per_s': { what: 'appends of 100-event batches', target: 20_000, better: 'higher' },
  'commands.advance_status.rps': {
    what: 'HTTP status changes at saturation (session, validation, aggregate, append, read-your-writes)',
    target: 800,
    better: 'higher',
  },
  'commands.advance_status.p99_ms': { what: 'HTTP status changes at 300 rps', target: 75, better: 'lower' },
  'commands.submit_prospect.p99_ms': {
    what: 'HTTP contact submissions at 300 rps',
    target: 75,
    better: 'lower',
  },
  'freshness.p50_ms': {
    what: 'command accepted → other party’s Socket.IO client has it (500 sockets, 300 commands/s)',
    target: 30,
    better: 'lower',
  },
  'freshness.p99_ms': { what: 'the same, 99th percentile', target: 100, better: 'lower' },
  'replay.events_per_s': {
    what: 'rebuilding every projection from the event log',
    target: 20_000,
    better: 'higher',
  },
  'read.invitations_list.p99_ms': {
    what: 'operator with 1,000 invitations and 20,000 prospects, at 200 rps',
    target: 30,
    better: 'lower',
  },
  'read.contacts_with_status.p99_ms': {
    what: 'networker with 500 contacts, at 200 rps',
    target: 20,
    better: 'lower',
  },
  'web.invite_page_js_gz_kb': {
    what: 'compressed JavaScript the invitation page needs before its content paints',
    target: 60,
    better: 'lower',
  },
  'web.invite_page_lighthouse': {
    what: 'Lighthouse performance score of the invitation page, mobile, Debian Chromium',
    target: 95,
    better: 'higher',
  },
  'web.invite_page_lcp_ms': {
    what: 'the invitation page’s largest contentful paint, the same runs (simulated slow 4G, 4× CPU)',
    target: 1500,
    better: 'lower',
  },
  'web.invite_page_tbt_ms': {
    what: 'the invitation page’s total blocking time, the same runs',
    target: 150,
    better: 'lower',
  },
  'web.landing_page_lighthouse': {
    what: 'Lighthouse performance score of the landing page (/), mobile, Debian Chromium',
    target: 95,
    better: 'higher',
  },
  'soak.rss_growth_pct': {
    what: 'resident memory growth over 10 minutes at 200 commands/s',
    target: 10,
    better: 'lower',
  },
};

export function meetsTarget(name: string, value: number): boolean | null {
  const target = TARGETS[name];
  if (!target) return null;
  return target.better === 'higher' ? value >= target.target : value <= target.target;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new RangeError('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The nearest-rank percentile (0 < p ≤ 100) of samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new RangeError('percentile of no samples');
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1]!;
}

/** Rounds a figure for the report: whole numbers from 100 up, two decimals below. */
export function rounded(value: number): number {
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 100) / 100;
}
