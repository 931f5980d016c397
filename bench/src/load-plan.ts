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
  /** Requests per second across every connection; none: as fast as the app answers. */
  rate?: number;
}

export interface LoadResult {
  /** Requests sent (the next plan of the same kind starts its index after them). */
  sent: number;
  /** Requests answered (any status) within the run. */
  answered: number;
  /** 2xx answers per second over the run. */
  okPerSecond: number;
  /** Latency of the answered requests; the run's length when none was answered (a lower bound). */
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  /** Connection errors and timeouts (10 s): requests the app did not answer in time. */
  errors: number;
  statusCodes: Record<string, number>;
}

/** The next status of request `index` of a status plan. */
export function advanceStepOf(index: number, prospects: number): { prospect: number; status: string } {
  const step = Math.floor(index / prospects);
  const status = ADVANCE_STEPS[step];
  if (!status)
    throw new RangeError(`request ${index} has no status left: ${prospects} prospects are too few`);
  return { prospect: index % prospects, status };
}
