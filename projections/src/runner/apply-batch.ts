import type { GlobalPosition, SubscriptionBatch } from '@referrals/contracts';
import type pg from 'pg';
import { handlesEventType, type Projector } from '../projector.js';
import type { AnswerCacheFence, Invalidations } from './answer-cache-fence.js';
import { BatchContext } from './batch-context.js';
import { commitMovingCheckpoint } from './checkpoints.js';

/**
 * Applies one batch and moves the checkpoint in the same transaction: either both happen or neither, so a
 * crash never applies an event twice nor skips one. The transaction begins with the projector's first
 * statement (BatchContext), or with the checkpoint's move when it sent none; the writes it has not sent
 * yet go with the move and the commit. An answer cache, when given, is fenced around the commit for the
 * keys the batch invalidates. Throws CheckpointMovedElsewhere, the batch rolled back, when another runner
 * moved it.
 */
export async function applyBatch(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
  answerCache?: AnswerCacheFence,
): Promise<AppliedBatch> {
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

/** A committed batch: whom to tell, and the answer cache's fence closing behind the commit. */
export interface AppliedBatch {
  invalidations: Invalidations;
  /**
   * Resolves once the fence is closed again. Those waiting for the batch need not wait for it: an answer
   * computed while the fence is open is fresh, only not kept.
   */
  fenceClosed: Promise<void>;
}

async function inTransaction(
  client: pg.ClientBase,
  projector: Projector,
  batch: SubscriptionBatch,
  checkpoint: GlobalPosition,
  context: BatchContext,
  answerCache?: AnswerCacheFence,
): Promise<AppliedBatch> {
  let invalidations: Invalidations = new Map();
  let fence: string | null = null;
  try {
    const handled = batch.events.filter((event) => handlesEventType(projector, event.type));
    if (projector.handleBatch) {
      if (handled.length > 0) await projector.handleBatch(handled, context);
    } else {
      for (const event of handled) await projector.handle(event, context);
    }
    invalidations = context.collectedInvalidations();
    if (answerCache && invalidations.size > 0) fence = await answerCache.opening(invalidations);
    await commitMovingCheckpoint(
      client,
      projector.name,
      checkpoint,
      batch.checkpoint,
      await context.beforeCommit(),
    );
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    // A fence opened for a batch that did not commit only made answers be computed afresh meanwhile.
    if (answerCache && fence) await answerCache.closing(invalidations, fence).catch(() => undefined);
    throw error;
  }
  const fenceClosed = answerCache && fence ? answerCache.closing(invalidations, fence) : Promise.resolve();
  return { invalidations, fenceClosed };
}
