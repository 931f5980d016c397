import { type BountyKind, type EventOf, PROSPECT_EVENT_TYPES, prospectStream } from '@referrals/contracts';
import fc from 'fast-check';
import type { ProspectEvent } from '../../src/read-models/prospects/prospect-fold.js';
import {
  awkwardText,
  factOf,
  PROSPECT_IDS,
  prospectStatus,
  recordedFact,
  USER_IDS,
} from './event-history.arbitrary.js';

type ProspectEventType = ProspectEvent['type'];

/** What one event says: its type and payload. */
type ProspectFact = { [Type in ProspectEventType]: Pick<EventOf<Type>, 'type' | 'data'> }[ProspectEventType];

// Two invitations beside the shared prospects and users, so that events meet the same rows often.
const INVITATION_IDS = ['20000000-0000-4000-8000-000000000001', '20000000-0000-4000-8000-000000000002'];
const userId = fc.constantFrom(...USER_IDS);

const parties = {
  prospectId: fc.constantFrom(...PROSPECT_IDS),
  invitationId: fc.constantFrom(...INVITATION_IDS),
  operatorId: userId,
};
const PARTY_KEYS = ['prospectId', 'invitationId', 'operatorId'] as const;

const recommendedDetails = fc.record(
  {
    prospectName: awkwardText,
    prospectTitle: awkwardText,
    prospectCompany: awkwardText,
    prospectLinkedinUrl: awkwardText,
    prospectEmail: awkwardText,
    prospectPhone: awkwardText,
    operatorMessage: awkwardText,
    networkerNotes: awkwardText,
    profileImageUrl: awkwardText,
  },
  { requiredKeys: ['prospectName'] },
);

const answer = (
  type:
    | typeof PROSPECT_EVENT_TYPES.recommendedProspectApproved
    | typeof PROSPECT_EVENT_TYPES.recommendedProspectRejected,
) =>
  factOf(
    type,
    fc.record(
      { ...parties, networkerUserId: userId, notes: fc.option(awkwardText) },
      { requiredKeys: [...PARTY_KEYS, 'networkerUserId'] },
    ),
  );

const prospectFact: fc.Arbitrary<ProspectFact> = fc.oneof(
  factOf(
    PROSPECT_EVENT_TYPES.recommendedProspectAdded,
    fc.record({ ...parties, details: recommendedDetails }),
  ),
  factOf(
    PROSPECT_EVENT_TYPES.recommendedProspectEdited,
    fc.record({ ...parties, details: recommendedDetails }),
  ),
  factOf(PROSPECT_EVENT_TYPES.recommendedProspectRemoved, fc.record(parties)),
  answer(PROSPECT_EVENT_TYPES.recommendedProspectApproved),
  answer(PROSPECT_EVENT_TYPES.recommendedProspectRejected),
  factOf(
    PROSPECT_EVENT_TYPES.prospectSubmitted,
    fc.record(
      {
        ...parties,
        networkerUserId: userId,
        sourceType: fc.constantFrom('networker_added' as const, 'linkedin_url' as const),
        details: fc.record(
          {
            prospectName: awkwardText,
            prospectTitle: awkwardText,
            prospectCompany: awkwardText,
            prospectLinkedinUrl: awkwardText,
            networkerNotes: awkwardText,
          },
          { requiredKeys: ['prospectName'] },
        ),
        ownership: fc.record({
          contactKey: awkwardText,
          protectedUntil: fc.constantFrom('2027-01-01T00:00:00.000Z', '2027-06-30T12:00:00.123Z'),
        }),
      },
      { requiredKeys: [...PARTY_KEYS, 'networkerUserId', 'sourceType', 'details'] },
    ),
  ),
  // Status changes are the bulk of a busy pipeline: moves, and same-status updates (which keep a correction note).
  factOf(
    PROSPECT_EVENT_TYPES.prospectStatusChanged,
    fc.record(
      {
        ...parties,
        networkerUserId: userId,
        from: prospectStatus,
        to: prospectStatus,
        notes: fc.option(awkwardText),
        reason: fc.option(awkwardText, { nil: undefined }),
      },
      { requiredKeys: [...PARTY_KEYS, 'networkerUserId', 'from', 'to', 'notes'] },
    ),
  ),
  factOf(
    PROSPECT_EVENT_TYPES.prospectStatusChanged,
    fc
      .record({ ...parties, networkerUserId: userId, to: prospectStatus, notes: fc.option(awkwardText) })
      .map((data) => ({ ...data, from: data.to })),
  ),
  factOf(
    PROSPECT_EVENT_TYPES.prospectStatusCorrected,
    fc.record({
      ...parties,
      networkerUserId: userId,
      from: prospectStatus,
      to: prospectStatus,
      reason: fc.option(awkwardText),
      correctedBy: userId,
      undo: fc.boolean(),
      withdrawnBounties: fc.constant<BountyKind[]>([]),
    }),
  ),
  factOf(
    PROSPECT_EVENT_TYPES.prospectRenamed,
    fc.record({ ...parties, networkerUserId: fc.option(userId), prospectName: awkwardText }),
  ),
);

/** The facts as stored events on their prospects' streams, a second (and a few milliseconds) apart. */
export const recorded = (facts: readonly ProspectFact[]): ProspectEvent[] =>
  facts.map((fact, index) => recordedFact(fact, index, prospectStream(fact.data.prospectId), null));

/**
 * Events of every type the prospects projector reads, on a few prospects, in any order: a recommendation
 * may be added while its prospect has a row, which the per-event INSERT refuses.
 */
export const anyProspectEvents = (maxLength = 40): fc.Arbitrary<ProspectEvent[]> =>
  fc.array(prospectFact, { maxLength }).map(recorded);

/** The same less the recommendations added while their prospect has a row, as a prospect's stream never holds. */
export const prospectEvents = (maxLength = 40): fc.Arbitrary<ProspectEvent[]> =>
  anyProspectEvents(maxLength).map(withoutDuplicateAdds);

function withoutDuplicateAdds(events: readonly ProspectEvent[]): ProspectEvent[] {
  const rows = new Set<string>();
  return events.filter((event) => {
    const { prospectId } = event.data;
    if (event.type === PROSPECT_EVENT_TYPES.recommendedProspectAdded) {
      if (rows.has(prospectId)) return false;
      rows.add(prospectId);
    }
    if (event.type === PROSPECT_EVENT_TYPES.prospectSubmitted) rows.add(prospectId);
    if (event.type === PROSPECT_EVENT_TYPES.recommendedProspectRemoved) rows.delete(prospectId);
    return true;
  });
}
