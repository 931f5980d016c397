import type { SqlMigration } from './sql-migration.js';

/**
 * Which event store wrote each checkpoint ('postgres' or 'kurrentdb', the adapter's name): their positions
 * mean different things, so a runner refuses a checkpoint of the other store. Rows from before this column
 * are marked from what this database holds (docs/decisions/0018-checkpoints-name-their-event-store.md):
 * events in its Postgres store mean that store wrote them; with none, only the Postgres store's filtered
 * catch-up mark (prepare part = the largest bigint) or KurrentDB could have moved a checkpoint off the start.
 * Rows at the start hold no position of any store and stay unmarked.
 */
export const projectionCheckpointStoreMigration: SqlMigration = {
  name: 'ProjectionCheckpointStore',
  timestamp: 1764800000000,
  up: `
ALTER TABLE projection_checkpoints ADD COLUMN event_store text;
UPDATE projection_checkpoints
   SET event_store = CASE
         WHEN EXISTS (SELECT 1 FROM events) OR prepare_position = 9223372036854775807 THEN 'postgres'
         ELSE 'kurrentdb'
       END
 WHERE commit_position <> 0 OR prepare_position <> 0;`,
  down: `ALTER TABLE projection_checkpoints DROP COLUMN event_store;`,
};
