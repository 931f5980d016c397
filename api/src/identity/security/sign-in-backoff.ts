/**
 * The waits between failed sign-ins, as pure rules (ADR 0027). Failures are counted per pair of
 * account and client address: a pair gets a few free failures, then waits one second, then two, four…
 * up to a ceiling. Other addresses are not held back by it, so nobody can lock the owner out.
 */
export interface BackoffSettings {
  /** Failures a pair may make before it has to wait. */
  freeFailures: number;
  /** The first wait, after the first failure beyond the free ones; each further failure doubles it. */
  firstWaitMs: number;
  /** No wait is longer than this. */
  longestWaitMs: number;
}

/** A pair's failures so far and when the last one happened (milliseconds since the epoch). */
export interface PairFailures {
  failures: number;
  lastFailureAtMs: number;
}

/** How long after its last failure a pair that has failed `failures` times must wait. */
export function waitAfterFailures(failures: number, settings: BackoffSettings): number {
  const beyondFree = failures - settings.freeFailures;
  if (beyondFree <= 0) return 0;
  return Math.min(settings.longestWaitMs, settings.firstWaitMs * 2 ** (beyondFree - 1));
}

/** How long a pair stays remembered after its wait is over; then it starts again with free failures. */
export const PAIR_MEMORY_AFTER_WAIT_MS = 60 * 60 * 1000;

/** When a pair's failures are forgotten (milliseconds since the epoch). */
export function forgottenAtMs(pair: PairFailures, settings: BackoffSettings): number {
  return pair.lastFailureAtMs + waitAfterFailures(pair.failures, settings) + PAIR_MEMORY_AFTER_WAIT_MS;
}

/** The failures that still count at `nowMs`: none once the pair is forgotten. */
export function failuresInForce(pair: PairFailures | null, nowMs: number, settings: BackoffSettings): number {
  if (!pair || nowMs >= forgottenAtMs(pair, settings)) return 0;
  return pair.failures;
}

/** Milliseconds the pair must still wait before its next attempt at `nowMs`; 0 when it may try now. */
export function remainingWaitMs(pair: PairFailures | null, nowMs: number, settings: BackoffSettings): number {
  if (!pair || failuresInForce(pair, nowMs, settings) === 0) return 0;
  return Math.max(0, pair.lastFailureAtMs + waitAfterFailures(pair.failures, settings) - nowMs);
}

/**
 * The pair as it stands once an attempt at `nowMs` is counted as a failure. Attempts are counted before
 * the password is checked (a success then forgets the pair), so parallel guesses cannot all pass as free.
 */
export function withAttemptCounted(
  pair: PairFailures | null,
  nowMs: number,
  settings: BackoffSettings,
): PairFailures {
  return { failures: failuresInForce(pair, nowMs, settings) + 1, lastFailureAtMs: nowMs };
}

/**
 * Above the account-wide ceiling of failures (from every address, in the current hour) each attempt on
 * the account is slowed by `slowdownMs`, the owner's included: slowed, never refused.
 */
export function accountSlowdownMs(accountFailures: number, ceiling: number, slowdownMs: number): number {
  return accountFailures >= ceiling ? slowdownMs : 0;
}
