import type { EventStore } from '@referrals/contracts';
import type { Logger } from 'pino';
import type { AppConfig } from '../../config/app-config.js';
import { HashChainingEventStore } from './hash-chain/hash-chaining-event-store.js';
import { KurrentDbEventStore } from './kurrentdb/kurrentdb-event-store.js';
import { PostgresEventStore } from './postgres/postgres-event-store.js';

/**
 * KurrentDB when EVENTSTORE_CONNECTION_STRING is set, else the Postgres store in DATABASE_URL;
 * either way behind the hash chain, so every stream the app writes is tamper-evident.
 */
export function createEventStore(config: AppConfig, logger: Logger): EventStore {
  return new HashChainingEventStore(createAdapter(config, logger));
}

function createAdapter(config: AppConfig, logger: Logger): EventStore {
  if (config.eventStoreConnectionString)
    return KurrentDbEventStore.connect(config.eventStoreConnectionString);
  return new PostgresEventStore({
    connectionString: config.databaseUrl,
    onBackgroundError: (error) => logger.warn({ err: error }, 'event store background connection problem'),
  });
}
