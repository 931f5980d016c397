import {
  isEventOf,
  PROSPECT_EVENT_TYPES,
  type ProspectStateAnswer,
  type RecordedEvent,
} from '@referrals/contracts';
import { foldProspect } from '../pipeline/index.js';

/** The events that set a prospect's name; the others leave it be. */
const NAMING_EVENT_TYPES = [
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.recommendedProspectAdded,
  PROSPECT_EVENT_TYPES.recommendedProspectEdited,
  PROSPECT_EVENT_TYPES.prospectRenamed,
] as const;

/** The prospect's name as its events set it: submitted or recommended, then edited or renamed. */
function nameAfter(name: string | null, event: RecordedEvent): string | null {
  if (!isEventOf(event, NAMING_EVENT_TYPES)) return name;
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.prospectSubmitted:
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded:
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
      return event.data.details.prospectName;
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      return event.data.prospectName;
  }
}

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
    prospectName: happened.reduce(nameAfter, null),
    status: pipeline.status,
    removed: pipeline.removed,
    terms: pipeline.terms,
    ledger: pipeline.ledger,
    dealWon: pipeline.dealWon,
  };
}
