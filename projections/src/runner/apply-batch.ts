import type { GlobalPosition, SubscriptionBatch } from '@referrals/contracts';
import type pg from 'pg';
import { handlesEventType, type Projector } from '../projector.js';
import type { AnswerCacheFence, Invalidations } from './answer-cache-fence.js';
import { BatchContext } from './batch-context.js';
import { moveCheckpoint } from './checkpoints.js';

export class CheckpointMovedElsewhere extends Error {
  override readonly name = 'CheckpointMovedElsewhere';
}

/**
 * Applies one batch and moves the checkpoint in the same transaction: either both
 * happen or neither, so a crash never applies an event twice nor skips one. An answer
 * cache, when given, is fenced around the commit for the keys the batch invalidates.
 */
export async function applyBatch(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
  answerCache?: AnswerCacheFence,
): Promise<Invalidations> {
  return inTransaction(client, projector, batch, checkpoint, new BatchContext(client), answerCache);
}

/** As applyBatch, for a rebuild: nobody is told of the batch (see ProjectionContext.collectsInvalidations). */
export async function replayBatch(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
): Promise<void> {
  const context = new BatchContext(client, { collectsInvalidations: false });
  await inTransaction(client, projector, batch, checkpoint, context);
}

async function inTransaction(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
  context: BatchContext,
  answerCache?: AnswerCacheFence,
): Promise<Invalidations> {
  let invalidations: Invalidations;
  let fence: string | null = null;
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
    invalidations = context.collectedInvalidations();
    if (answerCache && invalidations.size > 0) fence = await answerCache.opening(invalidations);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
  if (answerCache && fence) await answerCache.closing(invalidations, fence);
  return invalidations;
}
