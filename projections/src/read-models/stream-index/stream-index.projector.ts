import type { RecordedEvent } from '@referrals/contracts';
import type { ProjectionContext, Projector } from '../../projector.js';

/** Streams are named "<category>-<id>"; the category is what an auditor browses by. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash > 0 ? streamName.slice(0, dash) : streamName;
}

/** Every stream with its size and last activity: the auditor's table of contents of the event log. */
export const streamIndexProjector: Projector = {
  name: 'stream-index',
  eventTypes: 'all',
  tables: ['stream_index'],
  async handle(event: RecordedEvent, context: ProjectionContext): Promise<void> {
    await context.query(
      `INSERT INTO stream_index AS s (stream_name, category, event_count, last_revision, last_event_type,
                                      first_recorded_at, last_recorded_at)
       VALUES ($1, $2, 1, $3, $4, $5, $5)
       ON CONFLICT (stream_name) DO UPDATE
         SET event_count = s.event_count + 1,
             last_revision = EXCLUDED.last_revision,
             last_event_type = EXCLUDED.last_event_type,
             last_recorded_at = EXCLUDED.last_recorded_at`,
      [
        event.streamName,
        streamCategory(event.streamName),
        event.revision.toString(),
        event.type,
        event.recordedAt,
      ],
    );
  },
};
