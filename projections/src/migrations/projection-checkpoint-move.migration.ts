import type { SqlMigration } from './sql-migration.js';

/** The SQLSTATE `move_projection_checkpoint` raises when the checkpoint was not where the batch began. */
export const CHECKPOINT_MOVED_ELSEWHERE_SQLSTATE = 'PJ001';

/**
 * Moves a projector's checkpoint from where its batch began to where it ends and announces it, or raises
 * when another runner moved it meanwhile. Raising (rather than answering false) lets a batch send this and
 * its COMMIT in one round trip: the error aborts the transaction before the COMMIT runs.
 */
export const projectionCheckpointMoveMigration: SqlMigration = {
  name: 'ProjectionCheckpointMove',
  timestamp: 1765530000000,
  up: `
CREATE FUNCTION move_projection_checkpoint(
  moved_projector text, to_commit numeric, to_prepare numeric, from_commit numeric, from_prepare numeric,
  channel text, payload text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  UPDATE projection_checkpoints
     SET commit_position = to_commit, prepare_position = to_prepare, updated_at = now()
   WHERE projector = moved_projector AND commit_position = from_commit AND prepare_position = from_prepare;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'Checkpoint of "%" was moved by another runner', moved_projector
      USING ERRCODE = '${CHECKPOINT_MOVED_ELSEWHERE_SQLSTATE}';
  END IF;
  PERFORM pg_notify(channel, payload);
END $$;`,
  down: `DROP FUNCTION move_projection_checkpoint(text, numeric, numeric, numeric, numeric, text, text);`,
};
