import type { QueryKey } from '@referrals/contracts';

/** Query keys to refresh, by Socket.IO room: what a batch changed for whom. */
export type Invalidations = ReadonlyMap<string, readonly QueryKey[]>;

/**
 * Keeps a cache of API answers (keyed by the query keys the projectors invalidate) from serving an answer
 * computed before a batch committed. `opening` runs before the batch commits: from then on, no answer
 * of these keys is kept; `closing` after it committed: answers computed from then on may be kept again.
 * A batch whose opening fails is rolled back and retried, so a cache never outlives a change it missed.
 */
export interface AnswerCacheFence {
  /** Answers the fence's name, which `closing` takes. */
  opening(invalidations: Invalidations): Promise<string>;
  closing(invalidations: Invalidations, fence: string): Promise<void>;
}
