import { type EventOf, INVITATION_EVENT_TYPES, invitationStream, usd } from '@referrals/contracts';
import fc from 'fast-check';
import type { InvitationListEvent } from '../../src/read-models/invitations/invitation-writes.js';
import { awkwardText, factOf, inAnyBatches, recordedFact } from './event-history.arbitrary.js';

type InvitationEventType = InvitationListEvent['type'];
/** What one event says: its type and payload. */
type InvitationFact = {
  [Type in InvitationEventType]: Pick<EventOf<Type>, 'type' | 'data'>;
}[InvitationEventType];

// A few invitations and people, so that events of one invitation meet often.
const INVITATION_IDS = [
  '20000000-0000-4000-8000-000000000001',
  '20000000-0000-4000-8000-000000000002',
  '20000000-0000-4000-8000-000000000003',
];
const OPERATOR_ID = '10000000-0000-4000-8000-000000000001';
const NETWORKER_IDS = ['30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000002'];

const parties = { invitationId: fc.constantFrom(...INVITATION_IDS), operatorId: fc.constant(OPERATOR_ID) };
const networker = { ...parties, networkerUserId: fc.constantFrom(...NETWORKER_IDS) };
const money = fc.option(
  fc.nat({ max: 90_000 }).map((cents) => usd(cents / 100)),
  { nil: null },
);
const bounties = fc.record(
  {
    introEmail: money,
    referral: money,
    revShare: money,
    revenueSharePercent: fc.constantFrom(0, 5, 12.5),
    revenueShareMonths: fc.constantFrom(6, 12),
  },
  // Invitations from before ADR 0022 name no revenue share.
  { requiredKeys: ['introEmail', 'referral', 'revShare'] },
);

const creation = fc
  .record({
    ...parties,
    kind: fc.constantFrom('personal', 'generic'),
    inviteeName: awkwardText,
    inviteeTitle: fc.option(awkwardText),
    inviteeCompany: fc.option(awkwardText),
    inviteeEmail: fc.option(awkwardText),
    inviteeLinkedinUrl: fc.option(awkwardText),
    title: fc.option(awkwardText),
    description: fc.option(awkwardText),
    maxRegistrations: fc.option(fc.integer({ min: 1, max: 5 })),
    bounties,
    slugText: awkwardText,
  })
  // One link name per invitation: a second creation of it fails on its id, not on another's slug.
  .map(({ slugText, ...data }) => ({ ...data, slug: `${slugText}-${data.invitationId}` }));

const invitationFact: fc.Arbitrary<InvitationFact> = fc.oneof(
  factOf(INVITATION_EVENT_TYPES.invitationCreated, creation),
  factOf(
    INVITATION_EVENT_TYPES.invitationInviteeRenamed,
    fc.record({ ...parties, inviteeName: awkwardText }),
  ),
  factOf(INVITATION_EVENT_TYPES.invitationDisabled, fc.record(parties)),
  factOf(INVITATION_EVENT_TYPES.invitationEnabled, fc.record(parties)),
  factOf(INVITATION_EVENT_TYPES.invitationBountiesChanged, fc.record({ ...parties, bounties })),
  factOf(INVITATION_EVENT_TYPES.invitationLinkOpened, fc.record(parties)),
  factOf(INVITATION_EVENT_TYPES.invitationAccepted, fc.record(networker)),
  factOf(INVITATION_EVENT_TYPES.invitationDeclined, fc.record(networker)),
);

/**
 * The events of a few invitations, interleaved. Most histories open by creating some, so that the
 * changes after find a row; others change an invitation before (or without) its creation. An
 * invitation is created a second time, which fails the INSERT, in one history in ten or so.
 */
export const invitationHistory = (maxLength = 40): fc.Arbitrary<InvitationListEvent[]> =>
  fc
    .record({
      opening: fc.array(factOf(INVITATION_EVENT_TYPES.invitationCreated, creation), { maxLength: 3 }),
      facts: fc.array(invitationFact, { maxLength }),
      createsTwice: fc.nat({ max: 9 }).map((draw) => draw === 0),
    })
    .map(({ opening, facts, createsTwice }) => {
      const created = new Set<string>();
      const kept = [...opening, ...facts].filter((next) => {
        if (next.type !== INVITATION_EVENT_TYPES.invitationCreated) return true;
        const again = created.has(next.data.invitationId);
        created.add(next.data.invitationId);
        return !again || createsTwice;
      });
      return kept.map((next, index) =>
        recordedFact(next, index, invitationStream(next.data.invitationId), next.data.operatorId),
      );
    });

/** Such a history cut into batches anywhere. */
export const invitationBatches = (maxLength = 40) => inAnyBatches(invitationHistory(maxLength));
