import { type EventOf, IDENTITY_EVENT_TYPES, OPERATOR_NETWORKERS_QUERY_KEYS } from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import { invalidateDashboards, type DashboardAudience } from '../dashboard/dashboard-invalidation.js';
import { arrayLiteral } from '../sql/array-literal.js';
import { TIMELINE_EVENT_TYPES, type TimelineEvent, timelineEntry } from './timeline-entry.js';
import { timelineRows } from './timeline-rows.js';

/** Whose screens show the event's prospect's timeline: its operator's list, and both Overviews' activity. */
function invalidateTimelineScreens(event: TimelineEvent, context: ProjectionContext): void {
  const audience: DashboardAudience = event.data;
  context.invalidateForUsers([audience.operatorId], OPERATOR_NETWORKERS_QUERY_KEYS);
  invalidateDashboards(context, audience, 'activity');
}

type ProfileCreated = EventOf<typeof IDENTITY_EVENT_TYPES.networkerProfileCreated>;

const isProfileCreated = (event: TimelineEvent | ProfileCreated): event is ProfileCreated =>
  event.type === IDENTITY_EVENT_TYPES.networkerProfileCreated;

/**
 * The operators whose Prospect Status names any of the users ($1): as the author of a timeline step,
 * or as a networker registered on one of their invitations.
 */
const OPERATORS_NAMING = `
  SELECT p.operator_id AS "operatorId"
  FROM prospect_status_updates s JOIN prospects p ON p.id = s.prospect_id
  WHERE s.updated_by = ANY($1::uuid[])
  UNION
  SELECT i.operator_id
  FROM invitation_registrations r JOIN invitations i ON i.id = r.invitation_id
  WHERE r.networker_user_id = ANY($1::uuid[])`;

/**
 * A user named by their account until then is named by their new networker profile from now on:
 * the lists naming them are refreshed (which also keeps their kept answers true). Rows another
 * projector has not written yet need nothing here: that projector refreshes the list when it writes
 * them, after the profile is stored.
 */
async function invalidateListsNaming(events: readonly ProfileCreated[], context: ProjectionContext) {
  if (events.length === 0 || !context.collectsInvalidations) return;
  const { rows } = await context.query<{ operatorId: string }>(OPERATORS_NAMING, [
    arrayLiteral(events.map((event) => event.data.userId)),
  ]);
  context.invalidateForUsers(
    rows.map((row) => row.operatorId),
    OPERATOR_NETWORKERS_QUERY_KEYS,
  );
}

/**
 * Each prospect's pipeline history (the operator's networkers-with-prospects timelines). The name
 * of who made a change is read with the list, so a renamed account shows its current name; a new
 * networker profile, which renames its user there, refreshes the lists naming them.
 */
export const prospectTimelineProjector = defineProjector({
  name: 'prospect-timeline',
  eventTypes: [...TIMELINE_EVENT_TYPES, IDENTITY_EVENT_TYPES.networkerProfileCreated],
  tables: ['prospect_status_updates'],
  async handle(event, context) {
    if (isProfileCreated(event)) return invalidateListsNaming([event], context);
    const entry = timelineEntry(event);
    await context.query(
      `INSERT INTO prospect_status_updates
         (event_id, prospect_id, stream_revision, status, notes, recorded_at, updated_by)
       SELECT $1, $2, $3, $4, $5, $6, $7
       WHERE NOT $8 OR NOT EXISTS (SELECT 1 FROM prospect_status_updates WHERE prospect_id = $2)
       ON CONFLICT (event_id) DO NOTHING`,
      [
        event.id,
        entry.prospectId,
        event.revision.toString(),
        entry.status,
        entry.notes,
        event.recordedAt,
        event.metadata.actorUserId,
        entry.entersPipeline,
      ],
    );
    invalidateTimelineScreens(event, context);
  },
  /**
   * The batch's rows in one statement. Its NOT EXISTS sees only the rows stored before it (a statement
   * does not see its own inserts); `timelineRows` has already dropped the entering rows the batch's
   * own earlier events rule out. Its new networker profiles write nothing: they refresh the lists that
   * name their users, looked up once for the batch.
   */
  async handleBatch(batch, context) {
    const events = batch.filter((event) => !isProfileCreated(event));
    const rows = timelineRows(events);
    if (rows.length > 0) {
      context.write(
        `INSERT INTO prospect_status_updates
           (event_id, prospect_id, stream_revision, status, notes, recorded_at, updated_by)
         SELECT v.event_id, v.prospect_id, v.stream_revision, v.status, v.notes, v.recorded_at, v.updated_by
         FROM unnest($1::text[], $2::uuid[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[],
                     $7::uuid[], $8::boolean[])
           AS v(event_id, prospect_id, stream_revision, status, notes, recorded_at, updated_by, enters_pipeline)
         WHERE NOT v.enters_pipeline
            OR NOT EXISTS (SELECT 1 FROM prospect_status_updates s WHERE s.prospect_id = v.prospect_id)
         ON CONFLICT (event_id) DO NOTHING`,
        [
          arrayLiteral(rows.map((row) => row.eventId)),
          arrayLiteral(rows.map((row) => row.prospectId)),
          arrayLiteral(rows.map((row) => row.streamRevision)),
          arrayLiteral(rows.map((row) => row.status)),
          arrayLiteral(rows.map((row) => row.notes)),
          arrayLiteral(rows.map((row) => row.recordedAt)),
          arrayLiteral(rows.map((row) => row.updatedBy)),
          arrayLiteral(rows.map((row) => row.entersPipeline)),
        ],
      );
    }
    if (context.collectsInvalidations) for (const event of events) invalidateTimelineScreens(event, context);
    await invalidateListsNaming(batch.filter(isProfileCreated), context);
  },
});
