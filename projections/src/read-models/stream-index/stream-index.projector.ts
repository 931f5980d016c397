import type { RecordedEvent } from '@referrals/contracts';
import type { ProjectionContext, Projector } from '../../projector.js';
import { arrayLiteral } from '../sql/array-literal.js';

/** Streams are named "<category>-<id>"; the category is what an auditor browses by. */
export function streamCategory(streamName: string): string {
  const dash = streamName.indexOf('-');
  return dash > 0 ? streamName.slice(0, dash) : streamName;
}

/** What a batch adds to one stream's row. */
export interface StreamGrowth {
  streamName: string;
  events: number;
  lastRevision: bigint;
  lastEventType: string;
  firstRecordedAt: Date;
  lastRecordedAt: Date;
}

/** The batch's events summed up per stream, in the order each stream first appears. */
export function streamGrowth(events: readonly RecordedEvent[]): StreamGrowth[] {
  const streams = new Map<string, StreamGrowth>();
  for (const event of events) {
    const known = streams.get(event.streamName);
    if (known) {
      known.events += 1;
      known.lastRevision = event.revision;
      known.lastEventType = event.type;
      known.lastRecordedAt = event.recordedAt;
    } else {
      streams.set(event.streamName, {
        streamName: event.streamName,
        events: 1,
        lastRevision: event.revision,
        lastEventType: event.type,
        firstRecordedAt: event.recordedAt,
        lastRecordedAt: event.recordedAt,
      });
    }
  }
  return [...streams.values()];
}

/**
 * Every stream with its size and last activity: the auditor's table of contents of the event log.
 * It sees every event, so a batch is one statement (see Projector.handleBatch).
 */
export const streamIndexProjector: Projector = {
  name: 'stream-index',
  eventTypes: 'all',
  tables: ['stream_index'],
  // Auditors browse it; no one's own screen shows it right after their command, so none waits for it.
  audience: () => [],
  handle(event: RecordedEvent, context: ProjectionContext): Promise<void> {
    return this.handleBatch!([event], context);
  },
  async handleBatch(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void> {
    const growth = streamGrowth(events);
    context.write(
      `INSERT INTO stream_index AS s (stream_name, category, event_count, last_revision, last_event_type,
                                      first_recorded_at, last_recorded_at)
       SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::bigint[], $5::text[],
                            $6::timestamptz[], $7::timestamptz[])
       ON CONFLICT (stream_name) DO UPDATE
         SET event_count = s.event_count + EXCLUDED.event_count,
             last_revision = EXCLUDED.last_revision,
             last_event_type = EXCLUDED.last_event_type,
             last_recorded_at = EXCLUDED.last_recorded_at`,
      [
        arrayLiteral(growth.map((stream) => stream.streamName)),
        arrayLiteral(growth.map((stream) => streamCategory(stream.streamName))),
        arrayLiteral(growth.map((stream) => stream.events)),
        arrayLiteral(growth.map((stream) => stream.lastRevision)),
        arrayLiteral(growth.map((stream) => stream.lastEventType)),
        arrayLiteral(growth.map((stream) => stream.firstRecordedAt)),
        arrayLiteral(growth.map((stream) => stream.lastRecordedAt)),
      ],
    );
  },
};
