import { randomUUID } from 'node:crypto';
import {
  BOUNTY_EVENT_TYPES,
  type BountyEarnedData,
  type BountyTermsFixedData,
  comparePositions,
  type EventStore,
  type GlobalPosition,
  type NewEvent,
  PROSPECT_EVENT_TYPES,
  type ProspectStatus,
  type ProspectStatusChangedData,
  type ProspectSubmittedData,
  prospectStream,
} from '@referrals/contracts';
import { inParallel } from '../../src/platform/concurrency/in-parallel.js';
import { aMetadata } from '../event-store/event-builders.js';

/** Events in one prospect's story: submitted, under review, approved (terms fixed), intro made (bounty earned). */
export const EVENTS_PER_STORY = 6;

const usd = (amountCents: number) => ({ amountCents, currency: 'USD' as const });

/** One prospect's way through the pipeline, as the product's commands write it, appended in one go. */
function prospectStory(index: number, parties: { operatorId: string; invitationId: string }): NewEvent[] {
  const party = { prospectId: randomUUID(), ...parties, networkerUserId: randomUUID() };
  const metadata = () => aMetadata({ actorUserId: parties.operatorId });
  const event = (type: string, data: object): NewEvent => ({
    id: randomUUID(),
    type,
    data,
    metadata: metadata(),
  });
  const change = (from: ProspectStatus, to: ProspectStatus, notes: string | null) =>
    event(PROSPECT_EVENT_TYPES.prospectStatusChanged, {
      ...party,
      from,
      to,
      notes,
    } satisfies ProspectStatusChangedData);
  return [
    event(PROSPECT_EVENT_TYPES.prospectSubmitted, {
      ...party,
      sourceType: 'networker_added',
      details: { prospectName: `Prospect ${index}`, prospectCompany: `Company ${index % 97}` },
    } satisfies ProspectSubmittedData),
    change('submitted', 'under_review', null),
    change('under_review', 'approved', index % 3 === 0 ? `Looks promising (${index})` : null),
    event(BOUNTY_EVENT_TYPES.bountyTermsFixed, {
      ...party,
      terms: { introEmail: usd(5000 + (index % 10) * 100), referral: usd(25_000), revShare: null },
      revenueSharePercent: 10,
    } satisfies BountyTermsFixedData),
    change('approved', 'intro_made', null),
    event(BOUNTY_EVENT_TYPES.bountyEarned, {
      ...party,
      kind: 'intro',
      amount: usd(5000 + (index % 10) * 100),
    } satisfies BountyEarnedData),
  ];
}

/**
 * Appends `stories` prospect stories through the event store, `concurrency` streams at a time, spread over a
 * handful of operators and invitations; answers the position of the last event.
 */
export async function appendProspectStories(
  store: EventStore,
  stories: number,
  concurrency = 16,
): Promise<GlobalPosition> {
  const invitations = Array.from({ length: 20 }, (_, index) => ({
    operatorId: `00000000-0000-4000-8000-${String(index % 5).padStart(12, '0')}`,
    invitationId: randomUUID(),
  }));
  let head: GlobalPosition | null = null;
  await inParallel(stories, concurrency, async (index) => {
    const events = prospectStory(index, invitations[index % invitations.length]!);
    const prospectId = (events[0]!.data as ProspectSubmittedData).prospectId;
    const { position } = await store.appendToStream(prospectStream(prospectId), events, {
      expectedRevision: 'no_stream',
    });
    if (!head || comparePositions(position, head) > 0) head = position;
  });
  if (!head) throw new Error('no stories appended');
  return head;
}
