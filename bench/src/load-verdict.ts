import type { LoadResult } from './load-plan.js';

/** What a stage asks of its load runs beyond the rules of loadVerdict. */
export interface LoadExpectations {
  /** Non-2xx answers tolerated, as a share of the requests sent. */
  refusedShare: number;
  /**
   * Share of a fixed rate below which a run's figures carry a caveat (the app fell behind): answers per
   * second, from the run's first request to its last answer, of the requests per second asked.
   */
  rateShare: number;
}

export const READS: LoadExpectations = { refusedShare: 0, rateShare: 0.9 };
export const COMMANDS: LoadExpectations = { refusedShare: 0.01, rateShare: 0.9 };

/**
 * A warm-up gives no figure and absorbs a cold start (the app's, and the load process's): it need not
 * keep up with its rate.
 */
export function warmUp(expectations: LoadExpectations): LoadExpectations {
  return { ...expectations, rateShare: 0 };
}

/** The figures of a run that passed. */
export interface LoadFigures {
  p50Ms: number;
  p99Ms: number;
  okPerSecond: number;
}

export type LoadVerdict =
  | {
      reportable: true;
      figures: LoadFigures;
      /** Why the latency measures a growing queue as much as the app (it fell behind its rate), if it does. */
      caveat: string | null;
    }
  | { reportable: false; reason: string };

/**
 * Requests sent but neither answered nor failed. The load process waits for each request until it is
 * answered or times out, so any is a request it lost track of.
 */
export function unansweredOf(result: LoadResult): number {
  return Math.max(0, result.sent - result.answered - result.timeouts - result.connectionErrors);
}

/**
 * Whether a load run may give a figure (issue 26: "keep the bench honest"). A run gives one only if
 * - something was answered: with nothing answered there is no latency, and throughput is not 0 but unknown;
 * - no request timed out (10 s) or lost its connection: the slowest requests would be missing from the
 *   latency, which would then look better than the app is;
 * - every request sent was answered or failed: the load process waits for the requests still open when
 *   it has sent its last (load-runner.ts), so one neither answered nor failed was lost by the bench;
 * - refusals (non-2xx answers) stay within the stage's share: none for reads (a refused read measures an
 *   error page), a few for commands (a conflict, 409, when two steps of one prospect meet).
 * A run at a fixed rate that the app did not keep up with (it answered less than rateShare of the rate,
 * counted per second from the run's first request to its last answer) gives its figures with a caveat:
 * requests go out on schedule whatever the app does (an open loop) and each latency runs from the
 * request's intended send time, so the queue that grew for the whole run is in the latency, which then
 * depends on the run's length. The figure is honest (and misses its target); the caveat says why it is
 * so large.
 */
export function loadVerdict(result: LoadResult, expectations: LoadExpectations): LoadVerdict {
  const problems: string[] = [];
  if (result.timeouts > 0) problems.push(`${result.timeouts} timed out (10 s)`);
  if (result.connectionErrors > 0) problems.push(`${result.connectionErrors} lost to connection errors`);
  const unanswered = unansweredOf(result);
  if (unanswered > 0) problems.push(`${unanswered} neither answered nor failed: the load process lost them`);
  let caveat: string | null = null;
  if (result.rate !== null && result.answered > 0) {
    const answeredPerSecond = result.answered / result.elapsedSeconds;
    if (answeredPerSecond < result.rate * expectations.rateShare) {
      caveat = `${result.answered} answered in ${result.elapsedSeconds.toFixed(1)} s, ${answeredPerSecond.toFixed(0)} a second of the ${result.rate} asked: the app did not keep up, and the latency holds the queue that grew all run`;
    }
  }
  if (result.non2xx > result.sent * expectations.refusedShare) {
    const tolerated =
      expectations.refusedShare > 0 ? ` (tolerated: ${expectations.refusedShare * 100}%)` : '';
    problems.push(`${result.non2xx} refused ${JSON.stringify(result.statusCodes)}${tolerated}`);
  }
  const { latency } = result;
  if (!latency) problems.unshift('nothing answered');
  if (!latency || problems.length > 0) return { reportable: false, reason: problems.join('; ') };
  return { reportable: true, figures: { ...latency, okPerSecond: result.okPerSecond }, caveat };
}

/** The counts a reader needs to see what a run did. */
export function describeCounts(result: LoadResult): string {
  const lag = result.sendLagP99Ms === null ? '' : `, sent ${result.sendLagP99Ms} ms late at p99`;
  return `${result.sent} sent, ${result.answered} answered (${result.non2xx} not 2xx), ${result.timeouts} timed out, ${result.connectionErrors} connection errors, ${unansweredOf(result)} unanswered${lag}`;
}

/** The run's figures, or an Error naming the run and why it gives none. */
export function reportableFigures(
  run: string,
  result: LoadResult,
  expectations: LoadExpectations,
): LoadFigures {
  const verdict = loadVerdict(result, expectations);
  if (verdict.reportable) {
    if (verdict.caveat) console.log(`  ⚠ ${run}: ${verdict.caveat}`);
    return verdict.figures;
  }
  throw new Error(`${run}: no figure reported: ${verdict.reason} (${describeCounts(result)})`);
}
