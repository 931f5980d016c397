import { AUDITORS_ROOM, DISPUTE_EVENT_TYPES, type DisputeFact, disputeQueryKeys } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';

/** One row per dispute, keyed by its id, so a replay lands on the same row. */
export const disputesProjector = defineProjector({
  name: 'disputes',
  eventTypes: Object.values(DISPUTE_EVENT_TYPES),
  tables: ['disputes'],
  async handle(event, context) {
    // What every dispute event carries: the dispute, its entry and both parties.
    const fact: DisputeFact = event.data;
    switch (event.type) {
      case DISPUTE_EVENT_TYPES.disputeOpened: {
        const { data } = event;
        await context.query(
          `INSERT INTO disputes (id, prospect_id, kind, invitation_id, operator_id, networker_user_id, reason,
             opened_by, amount_cents, status, opened_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'open', $10)
           ON CONFLICT (id) DO NOTHING`,
          [
            data.disputeId,
            data.prospectId,
            data.kind,
            data.invitationId,
            data.operatorId,
            data.networkerUserId,
            data.reason,
            data.openedBy,
            data.entry.amountCents,
            event.metadata.occurredAt,
          ],
        );
        break;
      }
      case DISPUTE_EVENT_TYPES.disputeResponded:
        await context.query(`UPDATE disputes SET status = 'responded' WHERE id = $1 AND status = 'open'`, [
          fact.disputeId,
        ]);
        break;
      case DISPUTE_EVENT_TYPES.disputeResolved:
        await context.query(
          `UPDATE disputes SET status = 'resolved', outcome = $2, resolved_at = $3 WHERE id = $1`,
          [fact.disputeId, event.data.outcome, event.metadata.occurredAt],
        );
        break;
    }
    const keys = disputeQueryKeys(fact.prospectId);
    context.invalidateForUsers([fact.operatorId, fact.networkerUserId], keys);
    context.invalidateForRoom(AUDITORS_ROOM, keys);
  },
});
