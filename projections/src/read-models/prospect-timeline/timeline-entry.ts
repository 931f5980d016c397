import {
  correctionNote,
  type EventOf,
  PROSPECT_EVENT_TYPES,
  type ProspectStatus,
  rejectionNote,
} from '@referrals/contracts';

/** The events that move a prospect in the pipeline, each making one timeline row. */
export const TIMELINE_EVENT_TYPES = [
  PROSPECT_EVENT_TYPES.recommendedProspectApproved,
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.prospectStatusChanged,
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
] as const;

export type TimelineEvent = EventOf<(typeof TIMELINE_EVENT_TYPES)[number]>;

/** What a timeline row records of an event. */
export interface TimelineEntry {
  prospectId: string;
  status: ProspectStatus;
  notes: string | null;
  /** Entering the pipeline happens once: the first such event stands (as in the prospect's stream). */
  entersPipeline: boolean;
}

/** The timeline entry an event that moves a prospect in the pipeline makes. */
export function timelineEntry(event: TimelineEvent): TimelineEntry {
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.recommendedProspectApproved: {
      const { data } = event;
      return {
        prospectId: data.prospectId,
        status: 'submitted',
        notes: data.notes ?? null,
        entersPipeline: true,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectSubmitted:
      return { prospectId: event.data.prospectId, status: 'submitted', notes: null, entersPipeline: true };
    case PROSPECT_EVENT_TYPES.prospectStatusChanged: {
      const { data } = event;
      // A rejection's reason reads as its note when the change carries no notes of its own.
      const notes = data.notes ?? (data.reason ? rejectionNote(data.reason) : null);
      return { prospectId: data.prospectId, status: data.to, notes, entersPipeline: false };
    }
    case PROSPECT_EVENT_TYPES.prospectStatusCorrected: {
      const { data } = event;
      return {
        prospectId: data.prospectId,
        status: data.to,
        notes: `Status corrected ${correctionNote(data.from, data.to, data.reason)}`,
        entersPipeline: false,
      };
    }
  }
}
