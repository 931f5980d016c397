import { OPERATOR_NETWORKERS_QUERY_KEY } from '@referrals/contracts';
import { defineProjector } from '../../projector.js';
import { invalidateDashboards, type DashboardAudience } from '../dashboard/dashboard-invalidation.js';
import { TIMELINE_EVENT_TYPES, timelineEntry } from './timeline-entry.js';

/**
 * Each prospect's pipeline history (the operator's networkers-with-prospects timelines). The name
 * of who made a change is read with the list, so a renamed account shows its current name.
 */
export const prospectTimelineProjector = defineProjector({
  name: 'prospect-timeline',
  eventTypes: TIMELINE_EVENT_TYPES,
  tables: ['prospect_status_updates'],
  async handle(event, context) {
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
    const audience: DashboardAudience = event.data;
    context.invalidateForUsers([audience.operatorId], [OPERATOR_NETWORKERS_QUERY_KEY]);
    invalidateDashboards(context, audience, 'activity');
  },
});
