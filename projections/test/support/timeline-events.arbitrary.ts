import { type BountyKind, type EventOf, prospectStream } from '@referrals/contracts';
import fc from 'fast-check';
import type { TimelineEvent } from '../../src/read-models/prospect-timeline/timeline-entry.js';
import {
  awkwardText,
  factOf,
  inAnyBatches,
  PROSPECT_IDS,
  prospectStatus,
  recordedFact,
  USER_IDS,
} from './event-history.arbitrary.js';

type TimelineEventType = TimelineEvent['type'];
/** What one event says: its type and payload. */
type TimelineFact = { [Type in TimelineEventType]: Pick<EventOf<Type>, 'type' | 'data'> }[TimelineEventType];

const userId = fc.constantFrom(...USER_IDS);
const parties = {
  prospectId: fc.constantFrom(...PROSPECT_IDS),
  invitationId: fc.constant('20000000-0000-4000-8000-000000000001'),
  operatorId: userId,
  networkerUserId: userId,
};
const PARTY_KEYS = ['prospectId', 'invitationId', 'operatorId', 'networkerUserId'] as const;

const timelineFact: fc.Arbitrary<TimelineFact> = fc.oneof(
  factOf(
    'ProspectSubmitted',
    fc.record({
      ...parties,
      sourceType: fc.constant('networker_added'),
      details: fc.record({ prospectName: awkwardText }),
    }),
  ),
  factOf(
    'RecommendedProspectApproved',
    fc.record({ ...parties, notes: fc.option(awkwardText) }, { requiredKeys: [...PARTY_KEYS] }),
  ),
  factOf(
    'ProspectStatusChanged',
    fc.record(
      {
        ...parties,
        from: prospectStatus,
        to: prospectStatus,
        notes: fc.option(awkwardText),
        reason: fc.option(awkwardText),
      },
      { requiredKeys: [...PARTY_KEYS, 'from', 'to', 'notes'] },
    ),
  ),
  factOf(
    'ProspectStatusCorrected',
    fc.record({
      ...parties,
      from: prospectStatus,
      to: prospectStatus,
      reason: fc.option(awkwardText),
      correctedBy: userId,
      undo: fc.boolean(),
      withdrawnBounties: fc.constant<BountyKind[]>([]),
    }),
  ),
);

/** A step of a history: a new event, or one handed again (a replay: the same event, its id included). */
const step = fc.oneof(
  { weight: 4, arbitrary: timelineFact.map((fresh) => ({ fresh })) },
  { weight: 1, arbitrary: fc.nat().map((again) => ({ again })) },
);

/** The pipeline events of a few prospects, in any order, some of them handed again. */
export const timelineHistory = (maxLength = 40): fc.Arbitrary<TimelineEvent[]> =>
  fc.array(step, { maxLength }).map((steps) => {
    const events: TimelineEvent[] = [];
    steps.forEach((next, index) => {
      if ('fresh' in next) {
        const { fresh } = next;
        const actor = index % 3 === 0 ? null : fresh.data.operatorId;
        events.push(recordedFact(fresh, index, prospectStream(fresh.data.prospectId), actor));
      } else if (events.length > 0) {
        events.push(events[next.again % events.length]!);
      }
    });
    return events;
  });

/** Such a history cut into batches anywhere. */
export const timelineBatches = (maxLength = 40) => inAnyBatches(timelineHistory(maxLength));
