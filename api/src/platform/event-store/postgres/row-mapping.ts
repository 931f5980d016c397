import type { EventMetadata, GlobalPosition, RecordedEvent } from '@referrals/contracts';

export interface EventRow {
  position: string;
  transaction_id: string;
  stream_name: string;
  revision: string;
  id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

export function rowPosition(row: { transaction_id: string; position: string }): GlobalPosition {
  return { commit: BigInt(row.transaction_id), prepare: BigInt(row.position) };
}

export function toRecordedEvent(row: EventRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    data: row.data,
    metadata: row.metadata,
    streamName: row.stream_name,
    revision: BigInt(row.revision),
    position: rowPosition(row),
    recordedAt: row.recorded_at,
  };
}

/** Largest value of a Postgres bigint: a prepare part that sorts after every event of its transaction. */
export const MAX_BIGINT = 9223372036854775807n;
