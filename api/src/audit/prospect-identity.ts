import {
  isEventOf,
  PROSPECT_EVENT_TYPES,
  type ProspectIdentity,
  RECOMMENDED_SOURCE,
  type RecordedEvent,
} from '@referrals/contracts';

/** The events that say who a prospect is; the others leave it be. */
const IDENTITY_EVENT_TYPES = [
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.recommendedProspectAdded,
  PROSPECT_EVENT_TYPES.recommendedProspectEdited,
  PROSPECT_EVENT_TYPES.prospectRenamed,
] as const;

export const UNKNOWN_PROSPECT: ProspectIdentity = {
  prospectName: null,
  prospectTitle: null,
  prospectCompany: null,
  prospectLinkedinUrl: null,
  networkerNotes: null,
  sourceType: null,
};

/** The prospect's identity after one more event: submitted or recommended, then edited or renamed. */
export function identityAfter(identity: ProspectIdentity, event: RecordedEvent): ProspectIdentity {
  if (!isEventOf(event, IDENTITY_EVENT_TYPES)) return identity;
  switch (event.type) {
    case PROSPECT_EVENT_TYPES.prospectSubmitted:
    case PROSPECT_EVENT_TYPES.recommendedProspectAdded:
    case PROSPECT_EVENT_TYPES.recommendedProspectEdited: {
      const { details } = event.data;
      return {
        prospectName: details.prospectName,
        prospectTitle: details.prospectTitle ?? null,
        prospectCompany: details.prospectCompany ?? null,
        prospectLinkedinUrl: details.prospectLinkedinUrl ?? null,
        networkerNotes: details.networkerNotes ?? null,
        sourceType:
          event.type === PROSPECT_EVENT_TYPES.prospectSubmitted ? event.data.sourceType : RECOMMENDED_SOURCE,
      };
    }
    case PROSPECT_EVENT_TYPES.prospectRenamed:
      return { ...identity, prospectName: event.data.prospectName };
  }
}

/** Who a prospect is, as its own events (oldest first) describe them. */
export function prospectIdentity(events: readonly RecordedEvent[]): ProspectIdentity {
  return events.reduce(identityAfter, UNKNOWN_PROSPECT);
}
