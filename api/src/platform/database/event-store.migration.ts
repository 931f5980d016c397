import type { SqlMigration } from '@referrals/projections';
import { EVENT_STORE_DROP_SQL, EVENT_STORE_SCHEMA_SQL } from '../event-store/postgres/schema.sql.js';

export const eventStoreMigration: SqlMigration = {
  name: 'EventStore',
  timestamp: 1763700000000,
  up: EVENT_STORE_SCHEMA_SQL,
  down: EVENT_STORE_DROP_SQL,
};
