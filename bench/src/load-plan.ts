import { PROSPECT_STATUSES } from '@referrals/contracts';
import type { SessionHeaders } from './bench-http-client.js';

/** The statuses a prospect goes through after `submitted`, one request each. */
export const ADVANCE_STEPS = PROSPECT_STATUSES.slice(1);

/**
 * What the load process sends; plain data, since it crosses to a process of its own.
 * Request i of a status plan moves prospect i mod n one step: consecutive steps of one prospect are
 * n requests apart, so they never race each other.
 */
export type LoadRequests =
  | { kind: 'advanceStatus'; operator: SessionHeaders; prospectIds: string[]; firstIndex: number }
  | {
      kind: 'submitContacts';
      networkers: Array<{ session: SessionHeaders; invitationId: string }>;
      firstIndex: number;
      /** Contacts per request: one when measured; more when the bench only needs prospects. */
      contactsPerRequest: number;
    }
  | { kind: 'get'; path: string; session: SessionHeaders };

export interface LoadPlan {
  url: string;
  requests: LoadRequests;
  connections: number;
  seconds: number;
  /**
   * Requests per second, sent at evenly spaced times whatever the app answers (an open loop); none: as
   * fast as the app answers, each connection sending its next request when the last is answered.
   */
  rate?: number;
  /**
   * As fast as the app answers only: stop sending after this many requests (a fixed piece of work, whose
   * CPU compares from one build to the next), or when the seconds are up, whichever comes first.
   */
  maxRequests?: number;
}

/**
 * The latency of a run's answered requests, to the end of each answer: at a fixed rate from the request's
 * intended send time (see load-pacing.ts), at saturation from when it was sent.
 */
export interface LoadLatency {
  p50Ms: number;
  p99Ms: number;
}

/** What one load run measured: raw counts, judged by load-verdict.ts before any figure is taken from them. */
export interface LoadResult {
  /** Requests sent (the next plan of the same kind starts its index after them). */
  sent: number;
  /**
   * Requests answered (any status). The run waits for every request it sent, up to its timeout, so each
   * is answered, timed out or lost to a connection error.
   */
  answered: number;
  /** 2xx answers per second over elapsedSeconds. */
  okPerSecond: number;
  /** From the run's first request (its intended send time) to the last answer or failure. */
  elapsedSeconds: number;
  /** Latency of the answered requests; null when none was answered. */
  latency: LoadLatency | null;
  /**
   * At a fixed rate, how late the load process sent its requests (p99, ms): a part of their latency that
   * is the load process's own, not the app's. Null at saturation, which has no schedule.
   */
  sendLagP99Ms: number | null;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Requests without an answer 10 s after their intended send time (at saturation: after they were sent). */
  timeouts: number;
  /** Requests lost to a connection error (refused, reset, closed by the app). */
  connectionErrors: number;
  /**
   * Keep-alive connections the run could open, one request in flight on each (no pipelining). At a fixed
   * rate the requests due while all are busy wait for one, and that wait counts in their latency.
   */
  connections: number;
  /** The plan's seconds and requests per second (null: as fast as the app answers). */
  seconds: number;
  rate: number | null;
}

/** The next status of request `index` of a status plan. */
export function advanceStepOf(index: number, prospects: number): { prospect: number; status: string } {
  const step = Math.floor(index / prospects);
  const status = ADVANCE_STEPS[step];
  if (!status)
    throw new RangeError(`request ${index} has no status left: ${prospects} prospects are too few`);
  return { prospect: index % prospects, status };
}
