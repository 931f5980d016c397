import {
  PROSPECT_EVENT_TYPES,
  type ProspectRenamedData,
  type ProspectStateAnswer,
  type ProspectSubmittedData,
  type RecommendedProspectAddedData,
  type RecommendedProspectEditedData,
  type RecordedEvent,
} from '@referrals/contracts';
import { evolveProspectPipeline, NOT_IN_PIPELINE } from '../pipeline/prospect-pipeline-state.js';

/** The prospect's name as its events set it: submitted or recommended, then edited or renamed. */
function nameAfter(name: string | null, event: RecordedEvent): string | null {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.prospectSubmitted:
      return (event.data as ProspectSubmittedData).details.prospectName;
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded:
      return (event.data as RecommendedProspectAddedData).details.prospectName;
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited:
      return (event.data as RecommendedProspectEditedData).details.prospectName;
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      return (event.data as ProspectRenamedData).prospectName;
    default:
      return name;
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
  const pipeline = happened.reduce(evolveProspectPipeline, NOT_IN_PIPELINE);
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
