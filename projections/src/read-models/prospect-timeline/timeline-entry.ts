import {
  PROSPECT_EVENT_TYPES,
  type ProspectStatus,
  type ProspectStatusChangedData,
  type RecommendedProspectAnsweredData,
  type RecordedEvent,
} from '@referrals/contracts';

/** What a timeline row records of an event. */
export interface TimelineEntry {
  prospectId: string;
  status: ProspectStatus;
  notes: string | null;
  /** Entering the pipeline happens once: the first such event stands (as in the prospect's stream). */
  entersPipeline: boolean;
}

/** The timeline entry an event makes, or null for events that do not move a prospect in the pipeline. */
export function timelineEntry(event: RecordedEvent): TimelineEntry | null {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved: {
      const data = event.data as RecommendedProspectAnsweredData;
      return {
        prospectId: data.prospectId,
        status: 'submitted',
        notes: data.notes ?? null,
        entersPipeline: true,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted: {
      const data = event.data as { prospectId: string };
      return { prospectId: data.prospectId, status: 'submitted', notes: null, entersPipeline: true };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const data = event.data as ProspectStatusChangedData;
      return { prospectId: data.prospectId, status: data.to, notes: data.notes, entersPipeline: false };
    }
    default:
      return null;
  }
}
