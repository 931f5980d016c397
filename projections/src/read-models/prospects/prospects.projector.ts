import {
  PROSPECT_EVENT_TYPES,
  type ProspectRenamedData,
  type ProspectStatusChangedData,
  type ProspectSubmittedData,
  type RecommendedProspectAnsweredData,
  type RecommendedProspectAddedData,
  type RecommendedProspectDetails,
  type RecommendedProspectEditedData,
  type RecommendedProspectRemovedData,
  RECOMMENDED_SOURCE,
  type RecordedEvent,
} from '@referrals/contracts';
import type { ProjectionContext, Projector } from '../../projector.js';
import { invalidateDashboards, type ProspectParties } from '../dashboard/dashboard-invalidation.js';
import {
  invitationScreensQueryKeys,
  networkerContactsQueryKey,
} from '../invitations/invitation-query-keys.js';
import { invalidateNetworkerLists } from '../invitations/networker-list-invalidation.js';

const detailColumns = (details: RecommendedProspectDetails) => [
  details.prospectName,
  details.prospectTitle ?? null,
  details.prospectCompany ?? null,
  details.prospectLinkedinUrl ?? null,
  details.prospectEmail ?? null,
  details.prospectPhone ?? null,
  details.operatorMessage ?? null,
];

/** Prospects under each invitation: the operator's recommendations, the networker's answers and own contacts. */
export const prospectsProjector: Projector = {
  name: 'prospects',
  eventTypes: Object.values(PROSPECT_EVENT_TYPES),
  tables: ['prospects'],
  async handle(event: RecordedEvent, context: ProjectionContext): Promise<void> {
    switch (event.type) {
      case PROSPECT_EVENT_TYPES.recommendedProspectAdded: {
        const data = event.data as RecommendedProspectAddedData;
        await context.query(
          `INSERT INTO prospects (id, invitation_id, operator_id, source_type, prospect_name, prospect_title,
             prospect_company, prospect_linkedin_url, prospect_email, prospect_phone, operator_message,
             approval_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'pending', $12, $12)`,
          [
            data.prospectId,
            data.invitationId,
            data.operatorId,
            RECOMMENDED_SOURCE,
            ...detailColumns(data.details),
            event.recordedAt,
          ],
        );
        break;
      }
      case PROSPECT_EVENT_TYPES.recommendedProspectEdited: {
        const data = event.data as RecommendedProspectEditedData;
        await context.query(
          `UPDATE prospects SET prospect_name = $2, prospect_title = $3, prospect_company = $4,
             prospect_linkedin_url = $5, prospect_email = $6, prospect_phone = $7, operator_message = $8,
             updated_at = $9
           WHERE id = $1`,
          [data.prospectId, ...detailColumns(data.details), event.recordedAt],
        );
        break;
      }
      case PROSPECT_EVENT_TYPES.recommendedProspectRemoved: {
        const data = event.data as RecommendedProspectRemovedData;
        await context.query('DELETE FROM prospects WHERE id = $1', [data.prospectId]);
        break;
      }
      case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
      case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
        const data = event.data as RecommendedProspectAnsweredData;
        const approved = event.type === PROSPECT_EVENT_TYPES.recommendedProspectApproved;
        // The first answer stands, as in the prospect's stream.
        await context.query(
          `UPDATE prospects SET approval_status = $2, status = $3, networker_user_id = $4, updated_at = $5
           WHERE id = $1 AND approval_status = 'pending'`,
          [
            data.prospectId,
            approved ? 'approved' : 'rejected',
            approved ? 'submitted' : null,
            data.networkerUserId,
            event.recordedAt,
          ],
        );
        context.invalidateForUsers([data.networkerUserId], [networkerContactsQueryKey()]);
        break;
      }
      case PROSPECT_EVENT_TYPES.prospectSubmitted: {
        const data = event.data as ProspectSubmittedData;
        await context.query(
          `INSERT INTO prospects (id, invitation_id, operator_id, networker_user_id, source_type, prospect_name,
             prospect_title, prospect_company, prospect_linkedin_url, networker_notes, approval_status, status,
             created_at, updated_at, protected_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'approved', 'submitted', $11, $11, $12)
           ON CONFLICT (id) DO NOTHING`,
          [
            data.prospectId,
            data.invitationId,
            data.operatorId,
            data.networkerUserId,
            data.sourceType,
            data.details.prospectName,
            data.details.prospectTitle ?? null,
            data.details.prospectCompany ?? null,
            data.details.prospectLinkedinUrl ?? null,
            data.details.networkerNotes ?? null,
            event.recordedAt,
            data.ownership?.protectedUntil ?? null,
          ],
        );
        context.invalidateForUsers([data.networkerUserId], [networkerContactsQueryKey()]);
        break;
      }
      case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
        const data = event.data as ProspectStatusChangedData;
        await context.query(`UPDATE prospects SET status = $2, updated_at = $3 WHERE id = $1`, [
          data.prospectId,
          data.to,
          event.recordedAt,
        ]);
        context.invalidateForUsers([data.networkerUserId], [networkerContactsQueryKey()]);
        break;
      }
      case PROSPECT_EVENT_TYPES.prospectRenamed: {
        const data = event.data as ProspectRenamedData;
        await context.query(`UPDATE prospects SET prospect_name = $2, updated_at = $3 WHERE id = $1`, [
          data.prospectId,
          data.prospectName,
          event.recordedAt,
        ]);
        break;
      }
    }
    const { operatorId, invitationId } = event.data as RecommendedProspectRemovedData;
    context.invalidateForUsers([operatorId], invitationScreensQueryKeys(invitationId));
    await invalidateNetworkerLists(context, event.data as { invitationId: string; networkerUserId?: string });
    // The funnel counts statuses, and the activity reads current names.
    invalidateDashboards(context, event.data as ProspectParties);
  },
};
