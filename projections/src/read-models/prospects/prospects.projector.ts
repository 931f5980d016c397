import {
  AUDITORS_ROOM,
  disputeListsQueryKey,
  type EventOf,
  isReviewableStatus,
  networkerBountyLedgerQueryKey,
  networkerReviewDataQueryKey,
  operatorBountyLedgerQueryKey,
  PROSPECT_EVENT_TYPES,
  REVIEW_QUERY_KEYS,
} from '@referrals/contracts';
import { defineProjector, type ProjectionContext } from '../../projector.js';
import { conversationIdFor } from '../conversations/conversation-id.js';
import { conversationMessagesQueryKeys } from '../conversations/conversation-query-keys.js';
import { invalidateDashboards, type DashboardAudience } from '../dashboard/dashboard-invalidation.js';
import {
  invitationScreensQueryKeys,
  networkerContactsQueryKey,
} from '../invitations/invitation-query-keys.js';
import { invalidateNetworkerListsOfAll } from '../invitations/networker-list-invalidation.js';
import { foldProspectBatch, type ProspectEvent, prospectIdsOf } from './prospect-fold.js';
import { loadStoredProspects, writeProspects } from './prospect-statements.js';

/**
 * Prospects under each invitation: the operator's recommendations, the networker's answers and own
 * contacts. A batch loads the rows its events touch, folds the events over them in memory and writes
 * the result with at most one DELETE, one INSERT and one UPDATE; it looks up the networkers to
 * refresh once (see Projector.handleBatch). Its read and that lookup share a round trip, and its writes
 * go with the commit (see BatchContext).
 */
export const prospectsProjector = defineProjector({
  name: 'prospects',
  eventTypes: Object.values(PROSPECT_EVENT_TYPES),
  tables: ['prospects'],
  handle: (event, context) => applyBatch([event], context),
  handleBatch: applyBatch,
});

async function applyBatch(events: readonly ProspectEvent[], context: ProjectionContext): Promise<void> {
  // The networkers to refresh are looked up in the round trip of the read: neither reads what this writes.
  const [stored] = await Promise.all([
    loadStoredProspects(context, prospectIdsOf(events)),
    invalidateNetworkerListsOfAll(
      context,
      events.map((event) => event.data),
    ),
  ]);
  writeProspects(context, foldProspectBatch(stored, events));
  if (!context.collectsInvalidations) return;
  for (const event of events) invalidateScreensOf(event, context);
}

/** Who sees the event's prospect: the operator's invitation screens, the networker's contacts, both dashboards. */
function invalidateScreensOf(event: ProspectEvent, context: ProjectionContext): void {
  // Every prospect event names the invitation and its operator; the networker once there is one.
  const data: DashboardAudience & { invitationId: string } = event.data;
  context.invalidateForUsers([data.operatorId], invitationScreensQueryKeys(data.invitationId));
  if (data.networkerUserId && NETWORKER_CONTACT_EVENTS.has(event.type)) {
    context.invalidateForUsers([data.networkerUserId], [networkerContactsQueryKey()]);
  }
  // Both ledgers read a prospect's name and status from this table (its upcoming bounties are those
  // of a prospect at or past approval): the bounty ledger's own refresh may come before this commit.
  if (data.networkerUserId && LEDGER_EVENTS.has(event.type)) {
    context.invalidateForUsers([data.networkerUserId], [networkerBountyLedgerQueryKey()]);
    context.invalidateForUsers([data.operatorId], [operatorBountyLedgerQueryKey()]);
  }
  invalidateReviewScreensOf(event, context);
  if (event.type === PROSPECT_EVENT_TYPES.prospectRenamed) invalidateScreensNaming(event, context);
  // The funnel counts statuses, and the activity reads current names.
  invalidateDashboards(context, data);
}

/**
 * The lists of prospects to review and the networker's review page show the prospects whose meeting
 * was held, by name, read from this table.
 */
function invalidateReviewScreensOf(event: ProspectEvent, context: ProjectionContext): void {
  const reviewable =
    event.type === PROSPECT_EVENT_TYPES.prospectRenamed ||
    ((event.type === PROSPECT_EVENT_TYPES.prospectStatusChanged ||
      event.type === PROSPECT_EVENT_TYPES.prospectStatusCorrected) &&
      (isReviewableStatus(event.data.from) || isReviewableStatus(event.data.to)));
  const { networkerUserId, operatorId, invitationId }: DashboardAudience & { invitationId: string } =
    event.data;
  if (!reviewable || !networkerUserId) return;
  context.invalidateForUsers([operatorId], [REVIEW_QUERY_KEYS.eligible]);
  context.invalidateForUsers(
    [networkerUserId],
    [REVIEW_QUERY_KEYS.eligible, networkerReviewDataQueryKey(invitationId)],
  );
}

/**
 * The other screens that name a prospect, read from this table: the reviews given and received, the
 * parties' thread (its messages say which contact they are about) and the auditors' dispute queue.
 */
function invalidateScreensNaming(
  renamed: EventOf<typeof PROSPECT_EVENT_TYPES.prospectRenamed>,
  context: ProjectionContext,
): void {
  const { networkerUserId, operatorId } = renamed.data;
  if (!networkerUserId) return;
  context.invalidateForUsers(
    [operatorId, networkerUserId],
    [
      REVIEW_QUERY_KEYS.given,
      REVIEW_QUERY_KEYS.received,
      ...conversationMessagesQueryKeys(conversationIdFor(operatorId, networkerUserId)),
    ],
  );
  context.invalidateForRoom(AUDITORS_ROOM, [disputeListsQueryKey()]);
}

/** Events that change a contact the networker lists as theirs. */
const NETWORKER_CONTACT_EVENTS: ReadonlySet<string> = new Set([
  PROSPECT_EVENT_TYPES.recommendedProspectApproved,
  PROSPECT_EVENT_TYPES.recommendedProspectRejected,
  PROSPECT_EVENT_TYPES.prospectSubmitted,
  PROSPECT_EVENT_TYPES.prospectStatusChanged,
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
]);

/** Events that change what a bounty ledger shows of a prospect that has one: its status or its name. */
const LEDGER_EVENTS: ReadonlySet<string> = new Set([
  PROSPECT_EVENT_TYPES.prospectStatusChanged,
  PROSPECT_EVENT_TYPES.prospectStatusCorrected,
  PROSPECT_EVENT_TYPES.prospectRenamed,
]);
