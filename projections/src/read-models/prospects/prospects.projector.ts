import {
  type ContactStatusCorrection,
  type EventOf,
  PROSPECT_EVENT_TYPES,
  type RecommendedProspectDetails,
  RECOMMENDED_SOURCE,
} from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import { invalidateDashboards, type DashboardAudience } from '../dashboard/dashboard-invalidation.js';
import {
  invitationScreensQueryKeys,
  networkerContactsQueryKey,
} from '../invitations/invitation-query-keys.js';
import { invalidateNetworkerListsOfAll } from '../invitations/networker-list-invalidation.js';

const detailColumns = (details: RecommendedProspectDetails) => [
  details.prospectName,
  details.prospectTitle ?? null,
  details.prospectCompany ?? null,
  details.prospectLinkedinUrl ?? null,
  details.prospectEmail ?? null,
  details.prospectPhone ?? null,
  details.operatorMessage ?? null,
  details.networkerNotes ?? null,
  details.profileImageUrl ?? null,
];

/** The events this projector reads: the recommendation's and the pipeline's, not the bounty ledger's. */
type ProspectEvent = EventOf<(typeof PROSPECT_EVENT_TYPES)[keyof typeof PROSPECT_EVENT_TYPES]>;
type StatusChange = EventOf<typeof PROSPECT_EVENT_TYPES.prospectStatusChanged>;

/** A prospect's status as a run of status changes leaves it: the last change of each prospect wins. */
export interface StatusAfterRun {
  prospectId: string;
  status: string;
  at: Date;
  /** Why it was rejected, when the last change rejected it with a reason. */
  rejectionReason: string | null;
  /** A change of status (not a same-status update) in the run clears the networker's correction note. */
  clearsCorrection: boolean;
}

export function statusesAfterRun(changes: readonly StatusChange[]): StatusAfterRun[] {
  const last = new Map<string, StatusAfterRun>();
  for (const change of changes) {
    const { data } = change;
    const moved = data.from !== data.to;
    last.set(data.prospectId, {
      prospectId: data.prospectId,
      status: data.to,
      at: change.recordedAt,
      rejectionReason: data.to === 'rejected' ? (data.reason ?? null) : null,
      clearsCorrection: moved || (last.get(data.prospectId)?.clearsCorrection ?? false),
    });
  }
  return [...last.values()];
}

/** Consecutive status changes (the bulk of a busy pipeline) in one statement. */
async function applyStatusChanges(
  changes: readonly StatusChange[],
  context: ProjectionContext,
): Promise<void> {
  const rows = statusesAfterRun(changes);
  await context.query(
    `UPDATE prospects p SET status = v.status, updated_at = v.at, rejection_reason = v.reason,
       status_correction = CASE WHEN v.clears THEN NULL ELSE p.status_correction END
     FROM unnest($1::uuid[], $2::text[], $3::timestamptz[], $4::text[], $5::boolean[])
       AS v(id, status, at, reason, clears)
     WHERE p.id = v.id`,
    [
      rows.map((row) => row.prospectId),
      rows.map((row) => row.status),
      rows.map((row) => row.at),
      rows.map((row) => row.rejectionReason),
      rows.map((row) => row.clearsCorrection),
    ],
  );
}

/**
 * Prospects under each invitation: the operator's recommendations, the networker's answers and own
 * contacts. A batch writes its consecutive status changes at once and looks up the networkers to
 * refresh once (see Projector.handleBatch).
 */
export const prospectsProjector = defineProjector({
  name: 'prospects',
  eventTypes: Object.values(PROSPECT_EVENT_TYPES),
  tables: ['prospects'],
  handle: (event, context) => applyBatch([event], context),
  handleBatch: applyBatch,
});

async function applyBatch(events: readonly ProspectEvent[], context: ProjectionContext): Promise<void> {
  let statusChanges: StatusChange[] = [];
  for (const event of events) {
    if (event.type === PROSPECT_EVENT_TYPES.prospectStatusChanged) {
      statusChanges.push(event);
      continue;
    }
    if (statusChanges.length > 0) await applyStatusChanges(statusChanges, context);
    statusChanges = [];
    await applyOne(event, context);
  }
  if (statusChanges.length > 0) await applyStatusChanges(statusChanges, context);
  for (const event of events) invalidateScreensOf(event, context);
  await invalidateNetworkerListsOfAll(
    context,
    events.map((event) => event.data),
  );
}

/** Every event but a status change, one at a time. */
async function applyOne(
  event: Exclude<ProspectEvent, StatusChange>,
  context: ProjectionContext,
): Promise<void> {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded: {
      const { data } = event;
      await context.query(
        `INSERT INTO prospects (id, invitation_id, operator_id, source_type, prospect_name, prospect_title,
             prospect_company, prospect_linkedin_url, prospect_email, prospect_phone, operator_message,
             networker_notes, profile_image_url, approval_status, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'pending', $14, $14)`,
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
      const { data } = event;
      await context.query(
        `UPDATE prospects SET prospect_name = $2, prospect_title = $3, prospect_company = $4,
             prospect_linkedin_url = $5, prospect_email = $6, prospect_phone = $7, operator_message = $8,
             networker_notes = $9, profile_image_url = $10, updated_at = $11
           WHERE id = $1`,
        [data.prospectId, ...detailColumns(data.details), event.recordedAt],
      );
      break;
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectRemoved: {
      const { data } = event;
      await context.query('DELETE FROM prospects WHERE id = $1', [data.prospectId]);
      break;
    }
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved:
    case PROSPECT_EVENT_TYPES.recommendedProspectRejected: {
      const { data } = event;
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
      break;
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const { data } = event;
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
      break;
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      // The networker sees the correction beside the contact until the next change of status.
      const { data } = event;
      const correction: ContactStatusCorrection = {
        from: data.from,
        to: data.to,
        reason: data.reason,
        correctedAt: event.recordedAt.toISOString(),
      };
      await context.query(
        `UPDATE prospects SET status = $2, rejection_reason = NULL, status_correction = $3::jsonb, updated_at = $4
           WHERE id = $1`,
        [data.prospectId, data.to, JSON.stringify(correction), event.recordedAt],
      );
      break;
    }
    case PROSPECT_EVENT_TYPES.prospectRenamed: {
      const { data } = event;
      await context.query(`UPDATE prospects SET prospect_name = $2, updated_at = $3 WHERE id = $1`, [
        data.prospectId,
        data.prospectName,
        event.recordedAt,
      ]);
      break;
    }
  }
}

/** Who sees the event's prospect: the operator's invitation screens, the networker's contacts, both dashboards. */
function invalidateScreensOf(event: ProspectEvent, context: ProjectionContext): void {
  // Every prospect event names the invitation and its operator; the networker once there is one.
  const data: DashboardAudience & { invitationId: string } = event.data;
  context.invalidateForUsers([data.operatorId], invitationScreensQueryKeys(data.invitationId));
  if (data.networkerUserId && NETWORKER_CONTACT_EVENTS.has(event.type)) {
    context.invalidateForUsers([data.networkerUserId], [networkerContactsQueryKey()]);
  }
  // The funnel counts statuses, and the activity reads current names.
  invalidateDashboards(context, data);
}

/** Events that change a contact the networker lists as theirs. */
const NETWORKER_CONTACT_EVENTS: ReadonlySet<string> = new Set([
  PROSPECT_EVENT_TYPES.recommendedProspectApproved,
  PROSPECT_EVENT_TYPES.recommendedProspectRejected,
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.prospectStatusChanged,
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
]);
