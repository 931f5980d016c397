import {
  BOUNTY_EVENT_TYPES,
  type BountyParties,
  networkerBountyLedgerQueryKey,
  OPERATOR_NETWORKERS_QUERY_KEYS,
  operatorBountyLedgerQueryKey,
  PROSPECT_EVENT_TYPES,
  prospectDisputesQueryKey,
  termsOfFixing,
} from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import { invalidateDashboards } from '../dashboard/dashboard-invalidation.js';
import { invitationProspectsQueryKeys } from '../invitations/invitation-query-keys.js';
import {
  BOUNTY_LEDGER_EVENT_TYPES,
  type BountyLedgerEvent,
  foldBatch,
  prospectsToRead,
} from './bounty-ledger-fold.js';
import { readProspectBounties, writeBountyLedger } from './bounty-ledger-statements.js';

/**
 * The bounty ledger both sides read: the terms each prospect was approved on and each earned
 * amount's state. Every write is keyed by prospect (and kind), so a replay lands on the same rows.
 * `handle` is the reference, one event at a time; a batch reads the rows its prospects have, folds
 * its events over them in memory (bounty-ledger-fold) and writes the rows that changed at once: at
 * most five statements whatever its size.
 */
export const bountyLedgerProjector = defineProjector({
  name: 'bounty-ledger',
  // A status correction withdraws the merely earned bounties of the step it undoes.
  eventTypes: BOUNTY_LEDGER_EVENT_TYPES,
  tables: ['bounty_terms', 'bounty_ledger'],
  async handle(event, context) {
    switch (event.type) {
      case BOUNTY_EVENT_TYPES.bountyTermsFixed: {
        const { data } = event;
        // The one reading of a fixing's shapes (one written before ADR 0022 names no months).
        const terms = termsOfFixing(data);
        await context.query(
          `INSERT INTO bounty_terms (prospect_id, invitation_id, operator_id, networker_user_id, intro_cents,
             meeting_cents, win_cents, revenue_share_percent, revenue_share_months, fixed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
           ON CONFLICT (prospect_id) DO NOTHING`,
          [
            data.prospectId,
            data.invitationId,
            data.operatorId,
            data.networkerUserId,
            terms.introCents,
            terms.meetingCents,
            terms.winCents,
            terms.revenueSharePercent,
            terms.revenueShareMonths,
            event.recordedAt,
          ],
        );
        break;
      }
      case BOUNTY_EVENT_TYPES.dealWon: {
        const { data } = event;
        await context.query(
          'UPDATE bounty_terms SET deal_value_cents = $2, won_at = $3 WHERE prospect_id = $1',
          [data.prospectId, data.dealValue.amountCents, event.recordedAt],
        );
        break;
      }
      case BOUNTY_EVENT_TYPES.bountyEarned: {
        const { data } = event;
        await context.query(
          `INSERT INTO bounty_ledger (prospect_id, kind, invitation_id, operator_id, networker_user_id,
             amount_cents, state, earned_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'earned', $7)
           ON CONFLICT (prospect_id, kind) DO NOTHING`,
          [
            data.prospectId,
            data.kind,
            data.invitationId,
            data.operatorId,
            data.networkerUserId,
            data.amount.amountCents,
            event.recordedAt,
          ],
        );
        break;
      }
      case BOUNTY_EVENT_TYPES.bountyApproved: {
        const { data } = event;
        await context.query(
          `UPDATE bounty_ledger SET state = 'approved', approved_at = $3
           WHERE prospect_id = $1 AND kind = $2 AND state = 'earned'`,
          [data.prospectId, data.kind, event.recordedAt],
        );
        break;
      }
      case BOUNTY_EVENT_TYPES.bountyPaid: {
        const { data } = event;
        await context.query(
          `UPDATE bounty_ledger SET state = 'paid', paid_at = $3, payment_method = $4, payment_reference = $5,
             paid_cents = paid_cents + $6
           WHERE prospect_id = $1 AND kind = $2 AND state = 'approved'`,
          [
            data.prospectId,
            data.kind,
            event.recordedAt,
            data.method,
            data.reference,
            data.amount.amountCents,
          ],
        );
        break;
      }
      case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
        const { data } = event;
        if (data.withdrawnBounties.length === 0) break;
        await context.query(
          `DELETE FROM bounty_ledger WHERE prospect_id = $1 AND kind = ANY($2::text[]) AND state = 'earned'`,
          [data.prospectId, data.withdrawnBounties],
        );
        break;
      }
      case BOUNTY_EVENT_TYPES.bountyAdjusted: {
        // The corrected amount; an entry only promised by the terms until now enters the ledger here.
        const { data } = event;
        await context.query(
          `INSERT INTO bounty_ledger (prospect_id, kind, invitation_id, operator_id, networker_user_id,
             amount_cents, state, earned_at, approved_at, adjusted_from_cents)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, CASE WHEN $7 = 'approved' THEN $8::timestamptz END, $9)
           ON CONFLICT (prospect_id, kind) DO UPDATE SET amount_cents = EXCLUDED.amount_cents,
             state = EXCLUDED.state, adjusted_from_cents = EXCLUDED.adjusted_from_cents,
             approved_at = COALESCE(EXCLUDED.approved_at, bounty_ledger.approved_at)`,
          [
            data.prospectId,
            data.kind,
            data.invitationId,
            data.operatorId,
            data.networkerUserId,
            data.amount.amountCents,
            data.state,
            event.recordedAt,
            data.previousAmountCents,
          ],
        );
        break;
      }
    }
    invalidateScreensOf(event, context);
  },
  async handleBatch(events, context) {
    const before = await readProspectBounties(context, prospectsToRead(events));
    writeBountyLedger(context, foldBatch(before, events));
    if (context.collectsInvalidations) for (const event of events) invalidateScreensOf(event, context);
  },
});

/** Whose screens an event changes; a correction that withdraws no bounty changes none of the ledger's. */
function invalidateScreensOf(event: BountyLedgerEvent, context: ProjectionContext): void {
  if (
    event.type === PROSPECT_EVENT_TYPES.prospectStatusCorrected &&
    event.data.withdrawnBounties.length === 0
  )
    return;
  // Every bounty fact names both parties and the invitation.
  const { networkerUserId, operatorId, invitationId, prospectId }: BountyParties = event.data;
  context.invalidateForUsers([networkerUserId], [networkerBountyLedgerQueryKey()]);
  context.invalidateForUsers([operatorId], [operatorBountyLedgerQueryKey()]);
  // What either party may dispute on the prospect: its earned, approved and paid bounties.
  context.invalidateForUsers([networkerUserId, operatorId], [prospectDisputesQueryKey(prospectId)]);
  // The operator's prospect lists show each prospect's frozen terms and whether a won deal is recorded
  // (the prospects projector's refresh of a prospect's approval may come before the terms are written).
  if (OPERATOR_LIST_EVENTS.has(event.type)) {
    context.invalidateForUsers(
      [operatorId],
      [...invitationProspectsQueryKeys(invitationId), ...OPERATOR_NETWORKERS_QUERY_KEYS],
    );
  }
  // Earnings, what is owed and the activity's bounty lines.
  invalidateDashboards(context, { operatorId, networkerUserId });
}

/** Bounty facts the operator's prospect lists show; the other facts leave them be. */
const OPERATOR_LIST_EVENTS: ReadonlySet<string> = new Set([
  BOUNTY_EVENT_TYPES.bountyTermsFixed,
  BOUNTY_EVENT_TYPES.dealWon,
]);
