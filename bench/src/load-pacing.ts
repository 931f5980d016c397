/**
 * The arithmetic of a fixed-rate run (an open loop): every request has an intended send time, evenly
 * spaced on a monotonic clock whatever the app does, and its latency runs from that time. A request that
 * waits behind a stalled app (or a late load process) counts the wait; none is held back to hide it.
 */

/** A request that got no answer this long after its intended send time counts as timed out. */
export const REQUEST_TIMEOUT_MS = 10_000;

/** The number of requests a run at `rate` requests per second sends in `seconds`. */
export function scheduledRequests(rate: number, seconds: number): number {
  return Math.round(rate * seconds);
}

/** When request `index` (from 0) is due, on the clock the run started at `startMs`: 1000 / rate ms apart. */
export function intendedSendTimeMs(startMs: number, index: number, rate: number): number {
  return startMs + (index * 1000) / rate;
}

/**
 * The index of the first request not yet due at `nowMs`, from `next` on: the requests from `next` up to
 * it are to be sent now. A timer that fires late gets every request that came due meanwhile, each keeping
 * its own intended send time, so lateness shows in their latencies instead of thinning the load.
 */
export function firstNotDue(
  startMs: number,
  rate: number,
  total: number,
  next: number,
  nowMs: number,
): number {
  let index = next;
  while (index < total && intendedSendTimeMs(startMs, index, rate) <= nowMs) index++;
  return index;
}

/** A request's latency: from its intended send time to the end of its answer. */
export function latencyFromIntendedMs(intendedMs: number, answeredAtMs: number): number {
  return answeredAtMs - intendedMs;
}

/**
 * When a request still unanswered times out: its timeout counts from its intended send time, not from
 * when it left.
 */
export function requestDeadlineMs(intendedMs: number, timeoutMs = REQUEST_TIMEOUT_MS): number {
  return intendedMs + timeoutMs;
}
