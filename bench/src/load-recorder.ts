import { build, type Histogram } from 'hdr-histogram-js';
import type { LoadLatency, LoadPlan, LoadResult } from './load-plan.js';

/** How one request of a load run ended. */
export type RequestOutcome =
  | { kind: 'answered'; status: number; latencyMs: number }
  | { kind: 'timedOut' }
  | { kind: 'connectionError' };

/** Latencies in microseconds, to 3 significant digits (0.1% at most off), up to an hour. */
function microsecondHistogram(): Histogram {
  return build({
    lowestDiscernibleValue: 1,
    highestTrackableValue: 3_600_000_000,
    numberOfSignificantValueDigits: 3,
  });
}

function record(histogram: Histogram, milliseconds: number): void {
  histogram.recordValue(Math.max(0, Math.round(milliseconds * 1000)));
}

/** A percentile in ms, to 0.1 ms. */
function percentileMs(histogram: Histogram, percentile: number): number {
  return Math.round(histogram.getValueAtPercentile(percentile) / 100) / 10;
}

/** Counts what the requests of one load run did, and gives them as the run's LoadResult. */
export class LoadRecorder {
  private readonly latencies = microsecondHistogram();
  private readonly sendLags = microsecondHistogram();
  private readonly statusCodes: Record<string, number> = {};
  private sent = 0;
  private answered = 0;
  private ok = 0;
  private timeouts = 0;
  private connectionErrors = 0;
  private lastSettledMs: number | null = null;

  /** A request handed to the connection pool, `lagMs` after its intended send time (at a fixed rate). */
  sending(lagMs?: number): void {
    this.sent++;
    if (lagMs !== undefined) record(this.sendLags, lagMs);
  }

  settled(outcome: RequestOutcome, atMs: number): void {
    this.lastSettledMs = Math.max(this.lastSettledMs ?? atMs, atMs);
    switch (outcome.kind) {
      case 'answered':
        this.answered++;
        if (outcome.status >= 200 && outcome.status < 300) this.ok++;
        this.statusCodes[outcome.status] = (this.statusCodes[outcome.status] ?? 0) + 1;
        record(this.latencies, outcome.latencyMs);
        return;
      case 'timedOut':
        this.timeouts++;
        return;
      case 'connectionError':
        this.connectionErrors++;
        return;
    }
  }

  /** The run's result; it started (its first request's intended send time) at `startMs`. */
  result(plan: LoadPlan, startMs: number): LoadResult {
    const elapsedSeconds = this.lastSettledMs === null ? 0 : (this.lastSettledMs - startMs) / 1000;
    const latency: LoadLatency | null =
      this.answered === 0
        ? null
        : { p50Ms: percentileMs(this.latencies, 50), p99Ms: percentileMs(this.latencies, 99) };
    return {
      sent: this.sent,
      answered: this.answered,
      okPerSecond: elapsedSeconds > 0 ? this.ok / elapsedSeconds : 0,
      elapsedSeconds,
      latency,
      sendLagP99Ms: this.sendLags.totalCount === 0 ? null : percentileMs(this.sendLags, 99),
      non2xx: this.answered - this.ok,
      statusCodes: { ...this.statusCodes },
      timeouts: this.timeouts,
      connectionErrors: this.connectionErrors,
      connections: plan.connections,
      seconds: plan.seconds,
      rate: plan.rate ?? null,
    };
  }
}
