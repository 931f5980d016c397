import {
  type EventOf,
  type EventType,
  type EventViewOf,
  isEventOf,
  type QueryKey,
  type RecordedEvent,
} from '@referrals/contracts';
import type pg from 'pg';

/** What a projector may do while handling an event: write its tables, and say whose screens changed. */
export interface ProjectionContext {
  /** Runs inside the batch's transaction, which also moves the projector's checkpoint. */
  query<Row extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<Row>>;
  /**
   * A statement whose answer the projector does not read (a write): it runs in the batch's transaction,
   * in order with the other statements, but travels with the next query or with the commit, saving a
   * round trip. Its failure fails the batch, as a query's does.
   */
  write(text: string, values?: unknown[]): void;
  /**
   * False while a rebuild replays the log: nobody is told of its batches (the rebuild ends by forgetting
   * every kept answer), so the invalidate calls below do nothing and a projector may skip the work of
   * finding whom to tell (building query keys, looking up the networkers of an invitation).
   */
  readonly collectsInvalidations: boolean;
  /** After the batch commits, these users' clients refetch these query keys. */
  invalidateForUsers(userIds: Iterable<string>, keys: readonly QueryKey[]): void;
  /** After the batch commits, every client in this Socket.IO room refetches these query keys. */
  invalidateForRoom(room: string, keys: readonly QueryKey[]): void;
}

export interface Projector {
  /** Stable name: the key of its checkpoint and of its lock. */
  readonly name: string;
  /** Event types it handles, or 'all'. Others are filtered out by the event store. */
  readonly eventTypes: readonly string[] | 'all';
  /** Read-model tables it alone writes; a rebuild empties them. */
  readonly tables: readonly string[];
  handle(event: RecordedEvent, context: ProjectionContext): Promise<void>;
  /**
   * Optional: applies a batch's events (those it handles, in order) at once, with the same result
   * as `handle` on each in turn. A projector of every event writes one statement per batch this way
   * instead of one per event.
   */
  handleBatch?(events: readonly RecordedEvent[], context: ProjectionContext): Promise<void>;
  /**
   * Optional: the users whose screens it changes for an event, known from the event alone. A command
   * waits (read-your-writes) only for the projectors whose audience holds its caller; one without an
   * audience is waited for by every command whose events it handles.
   */
  audience?(event: AudienceEvent): readonly string[];
}

/** What `audience` reads of an event: a command's events before the store has recorded them. */
export type AudienceEvent = Pick<RecordedEvent, 'type' | 'data' | 'metadata'>;

/**
 * Whether a command by `actorUserId` whose events are `events` waits for this projector: it handles one
 * of them, and either names no audience or names the actor among one's audience.
 */
export function feedsCallerOf(
  projector: Projector,
  events: readonly AudienceEvent[],
  actorUserId: string | null,
): boolean {
  const handled = events.filter((event) => handlesEventType(projector, event.type));
  if (handled.length === 0) return false;
  if (!projector.audience || actorUserId === null) return true;
  return handled.some((event) => projector.audience!(event).includes(actorUserId));
}

export function handlesEventType(projector: Projector, type: string): boolean {
  return projector.eventTypes === 'all' || projector.eventTypes.includes(type);
}

/**
 * A projector as written: the event types it handles (a readonly tuple of the event map's types) and
 * handlers that receive exactly those events, their payloads typed by the map, so a `switch (event.type)`
 * narrows `event.data` with no cast.
 */
export interface ProjectorDefinition<Type extends EventType> {
  readonly name: string;
  readonly eventTypes: readonly Type[];
  readonly tables: readonly string[];
  readonly handle: (event: EventOf<Type>, context: ProjectionContext) => Promise<void>;
  /** As `Projector.handleBatch`: the batch's events (all of these types), in order. */
  readonly handleBatch?: (events: readonly EventOf<Type>[], context: ProjectionContext) => Promise<void>;
  /** As `Projector.audience`. */
  readonly audience?: (event: EventViewOf<Type> & Pick<RecordedEvent, 'metadata'>) => readonly string[];
}

/**
 * The runner's `Projector` for a typed definition. The runner hands a projector only events of the
 * types it lists (`handlesEventType`), so the guard below is where their payloads are typed, once; an
 * event of another type reaching it is a bug in the runner, and fails the batch rather than being
 * projected as something it is not.
 */
export function defineProjector<const Type extends EventType>(
  definition: ProjectorDefinition<Type>,
): Projector {
  const { name, eventTypes, tables, handle, handleBatch, audience } = definition;
  const typed = (event: RecordedEvent): EventOf<Type> => {
    if (isEventOf(event, eventTypes)) return event;
    throw new Error(`Projector "${name}" was handed a ${event.type} event, which it does not handle`);
  };
  return {
    name,
    eventTypes,
    tables,
    handle: async (event, context) => handle(typed(event), context),
    ...(handleBatch && {
      handleBatch: async (events, context) => handleBatch(events.map(typed), context),
    }),
    ...(audience && {
      audience: (event) => {
        if (isEventOf(event, eventTypes)) return audience(event);
        throw new Error(
          `Projector "${name}" was asked the audience of a ${event.type} event, which it does not handle`,
        );
      },
    }),
  };
}
