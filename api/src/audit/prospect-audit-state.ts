import type { ProspectStateAnswer, RecordedEvent } from '@referrals/contracts';
import { foldProspect } from '../pipeline/index.js';
import { prospectIdentity } from './prospect-identity.js';

/**
 * The prospect as it stood at `at`: its own events up to the first that happened after then (by occurredAt),
 * folded with the same rules the pipeline's commands use, so an auditor sees what the product saw at that
 * moment. A prefix of the stream, as `npm run replay -- --until` takes it: a state the stream really passed
 * through, even if a later event carries an earlier time.
 */
export function prospectStateAt(
  prospectId: string,
  events: readonly RecordedEvent[],
  at: Date,
): ProspectStateAnswer {
  const firstLater = events.findIndex((event) => Date.parse(event.metadata.occurredAt) > at.getTime());
  const happened = firstLater === -1 ? [...events] : events.slice(0, firstLater);
  const pipeline = foldProspect(happened);
  const last = happened.at(-1);
  return {
    prospectId,
    at: at.toISOString(),
    eventsApplied: happened.length,
    lastEvent: last
      ? { type: last.type, occurredAt: last.metadata.occurredAt, revision: last.revision.toString() }
      : null,
    prospectName: prospectIdentity(happened).prospectName,
    status: pipeline.status,
    removed: pipeline.removed,
    terms: pipeline.terms,
    ledger: pipeline.ledger,
    dealWon: pipeline.dealWon,
  };
}
