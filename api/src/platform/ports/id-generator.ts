import { randomUUID } from 'node:crypto';
import { v7 as uuidV7 } from 'uuid';

export const ID_GENERATOR = Symbol('ID_GENERATOR');

export interface IdGenerator {
  /** A random id (UUIDv4): reveals nothing, not even when it was made. */
  uuid(): string;
  /**
   * An id that sorts after every one this process made before (UUIDv7, monotonic within a
   * millisecond). For rows listed by (created_at, id): things recorded in one append share their
   * created_at, and keep the order they were made in.
   */
  orderedUuid(): string;
}

export const randomIdGenerator: IdGenerator = { uuid: () => randomUUID(), orderedUuid: () => uuidV7() };
