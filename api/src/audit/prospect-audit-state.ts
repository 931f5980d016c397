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
 * The prospect as it stood at `at`: its own events that had happened by then (by occurredAt), folded with
 * the same rules the pipeline's commands use, so an auditor sees what the product saw at that moment.
 */
export function prospectStateAt(
  prospectId: string,
  events: readonly RecordedEvent[],
  at: Date,
): ProspectStateAnswer {
  const happened = events.filter((event) => Date.parse(event.metadata.occurredAt) <= at.getTime());
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
