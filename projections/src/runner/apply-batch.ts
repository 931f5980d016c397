import type { GlobalPosition, QueryKey, SubscriptionBatch } from '@referrals/contracts';
import type pg from 'pg';
import { handlesEventType, type Projector } from '../projector.js';
import { BatchContext } from './batch-context.js';
import { moveCheckpoint } from './checkpoints.js';

export class CheckpointMovedElsewhere extends Error {
  override readonly name = 'CheckpointMovedElsewhere';
}

/**
 * Applies one batch and moves the checkpoint in the same transaction: either both
 * happen or neither, so a crash never applies an event twice nor skips one.
 */
export async function applyBatch(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
): Promise<Map<string, QueryKey[]>> {
  const context = new BatchContext(client);
  await client.query('BEGIN');
  try {
    const handled = batch.events.filter((event) => handlesEventType(projector, event.type));
    if (projector.handleBatch) {
      if (handled.length > 0) await projector.handleBatch(handled, context);
    } else {
      for (const event of handled) await projector.handle(event, context);
    }
    if (!(await moveCheckpoint(client, projector.name, checkpoint, batch.checkpoint))) {
      throw new CheckpointMovedElsewhere(`Checkpoint of "${projector.name}" was moved by another runner`);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  return context.collectedInvalidations();
}
