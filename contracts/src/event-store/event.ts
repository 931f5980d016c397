import type { GlobalPosition } from './position.js';

export type ActorRole = 'operator' | 'networker' | 'auditor' | 'system' | 'anonymous';

/** Who did it, in answer to which request, and when. Never holds secrets. */
export interface EventMetadata {
  actorUserId: string | null;
  actorRole: ActorRole;
  /** The request id of the HTTP call (or job) that caused this event. */
  correlationId: string;
  /** The id of the event or command that directly caused this one, if any. */
  causationId: string | null;
  /** ISO 8601 time at which the fact happened. */
  occurredAt: string;
  /** Version of this event type's payload shape. */
  schemaVersion: number;
  /** Later additions (for example the tamper-evidence hash) ride along unchanged. */
  [extension: string]: unknown;
}

/** An event about to be appended. `id` is a client-generated uuid: re-appending it is idempotent. */
export interface NewEvent<Type extends string = string, Data = unknown> {
  id: string;
  type: Type;
  data: Data;
  metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> extends NewEvent<Type, Data> {
  streamName: string;
  /** 0-based position of the event inside its stream. */
  revision: bigint;
  position: GlobalPosition;
  /** When the store recorded the event. */
  recordedAt: Date;
}
