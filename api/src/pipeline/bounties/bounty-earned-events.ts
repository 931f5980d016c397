import {
  BOUNTY_EVENT_TYPES,
  type BountyAmount,
  type BountyEarnedData,
  type BountyKind,
  type BountyParties,
} from '@referrals/contracts';
import type { PendingEvent } from '../../platform/events/event-writer.js';

/**
 * One BountyEarned fact per amount a status change or a won deal earns, except for an entry the ledger
 * already holds: an auditor's dispute resolution may have put it there before the step was reached.
 */
export function bountyEarnedEvents(
  parties: BountyParties,
  earned: readonly BountyAmount[],
  ledger: Partial<Record<BountyKind, unknown>>,
): PendingEvent[] {
  return earned
    .filter((amount) => ledger[amount.kind] === undefined)
    .map((amount) => ({
      type: BOUNTY_EVENT_TYPES.bountyEarned,
      data: {
        ...parties,
        kind: amount.kind,
        amount: { amountCents: amount.amountCents, currency: 'USD' },
      } satisfies BountyEarnedData,
    }));
}
