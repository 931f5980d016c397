import type { EventStore } from '@referrals/contracts';
import pg from 'pg';
import type { AppConfig } from '../../config/app-config.js';
import { storedHash } from '../../platform/event-store/hash-chain/event-hash.js';
import { KurrentDbEventStore } from '../../platform/event-store/kurrentdb/kurrentdb-event-store.js';
import { eventsAt, lastEventOfEveryStream } from '../../platform/event-store/postgres/stream-heads.js';
import type { StreamHead } from './checkpoint.js';

/** A stream and a revision in it. */
export interface StreamPoint {
  streamName: string;
  revision: bigint;
}

/** The log as a checkpoint sees it: each stream's last event, and the hash stored at given revisions. */
export interface LogHeads {
  /** The adapter holding the log (`postgres`, `kurrentdb`). */
  readonly eventStore: string;
  /** The last event of every stream, in any order. */
  heads(): Promise<StreamHead[]>;
  /** The hash stored at each point (null: an event without hash), by stream name; absent where no event is. */
  hashesAt(points: readonly StreamPoint[]): Promise<Map<string, string | null>>;
  close(): Promise<void>;
}

/**
 * Any store, through the port (KurrentDB): the global feed is read once to find each stream's last
 * event, which holds every stream name in memory; a hash at a revision is one read of that stream.
 */
export function portLogHeads(store: EventStore): LogHeads {
  return {
    eventStore: store.adapterName,
    async heads() {
      const last = new Map<string, StreamHead>();
      for await (const event of store.readAll()) {
        const known = last.get(event.streamName);
        if (!known || known.revision < event.revision) {
          last.set(event.streamName, {
            streamName: event.streamName,
            revision: event.revision,
            hash: storedHash(event.metadata),
          });
        }
      }
      return [...last.values()];
    },
    async hashesAt(points) {
      const found = new Map<string, string | null>();
      for (const point of points) {
        for await (const event of store.readStream(point.streamName, {
          fromRevision: point.revision,
          maxCount: 1,
        })) {
          if (event.revision === point.revision) found.set(point.streamName, storedHash(event.metadata));
        }
      }
      return found;
    },
    close: () => store.close(),
  };
}

/** The Postgres store: two queries on the events table. */
export function postgresLogHeads(pool: pg.Pool): LogHeads {
  return {
    eventStore: 'postgres',
    heads: () => lastEventOfEveryStream(pool),
    async hashesAt(points) {
      const found = await eventsAt(pool, points);
      return new Map(found.map((head) => [head.streamName, head.hash]));
    },
    close: () => pool.end(),
  };
}

/** The log of the configured store. */
export function openLogHeads(
  config: Pick<AppConfig, 'databaseUrl' | 'eventStoreConnectionString'>,
): LogHeads {
  if (config.eventStoreConnectionString) {
    return portLogHeads(KurrentDbEventStore.connect(config.eventStoreConnectionString));
  }
  const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 1 });
  pool.on('error', () => undefined);
  return postgresLogHeads(pool);
}
