import {
  BOUNTY_EVENT_TYPES,
  type BountyAmount,
  type BountyEarnedData,
  type BountyParties,
} from '@referrals/contracts';
import type { PendingEvent } from '../../platform/events/event-writer.js';

/** One BountyEarned fact per amount a status change or a won deal earns. */
export function bountyEarnedEvents(parties: BountyParties, earned: readonly BountyAmount[]): PendingEvent[] {
  return earned.map((amount) => ({
    type: BOUNTY_EVENT_TYPES.bountyEarned,
    data: {
      ...parties,
      kind: amount.kind,
      amount: { amountCents: amount.amountCents, currency: 'USD' },
    } satisfies BountyEarnedData,
  }));
}
