import type { EventStore, RecordedEvent } from '@referrals/contracts';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import {
  streamRevisionMismatches,
  type StreamRevisionMismatch,
} from '../../platform/event-store/postgres/stream-heads.js';
import {
  eventsInStreamOrder,
  storedEventCount,
} from '../../platform/event-store/postgres/stream-ordered-walk.js';

/** Every stored event grouped by stream, each stream in revision order, and how many to expect. */
export interface StreamWalk {
  totalEvents: number;
  events: AsyncIterable<RecordedEvent>;
  /**
   * Where the store keeps each stream's revision apart from its events (Postgres's `streams` table),
   * the streams where the two disagree.
   */
  revisionMismatches?: () => Promise<{ total: number; examples: StreamRevisionMismatch[] }>;
}

/** The Postgres store: its tables in primary-key order, in constant memory. */
export async function postgresStreamWalk(pool: pg.Pool): Promise<StreamWalk> {
  return {
    totalEvents: await storedEventCount(pool),
    events: eventsInStreamOrder(pool),
    revisionMismatches: () => streamRevisionMismatches(pool),
  };
}

/**
 * Any store, through the port (KurrentDB): the global feed names the streams, then each is
 * read on its own. Holds every stream name in memory; the port cannot list streams otherwise.
 */
export async function portStreamWalk(store: EventStore): Promise<StreamWalk> {
  const names = new Set<string>();
  let totalEvents = 0;
  for await (const event of store.readAll()) {
    names.add(event.streamName);
    totalEvents++;
  }
  async function* events(): AsyncIterable<RecordedEvent> {
    for (const name of [...names].sort()) yield* store.readStream(name);
  }
  return { totalEvents, events: events() };
}

/** The walk for the configured store; `close` releases its connections. */
export async function openStreamWalk(
  config: Pick<AppConfig, 'databaseUrl' | 'eventStoreConnectionString'>,
): Promise<{ walk: StreamWalk; close: () => Promise<void> }> {
  if (config.eventStoreConnectionString) {
    const store = KurrentDbEventStore.connect(config.eventStoreConnectionString);
    return closingOnFailure(portStreamWalk(store), () => store.close());
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  return closingOnFailure(postgresStreamWalk(pool), () => pool.end());
}

async function closingOnFailure(
  opening: Promise<StreamWalk>,
  close: () => Promise<void>,
): Promise<{ walk: StreamWalk; close: () => Promise<void> }> {
  try {
    return { walk: await opening, close };
  } catch (error) {
    await close();
    throw error;
  }
}
