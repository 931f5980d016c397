import {
  AUDITORS_ROOM,
  disputeListsQueryKey,
  completeOperatorProfile,
  fromCents,
  missingProfileFields,
  OPERATOR_EVENT_TYPES,
  type OperatorProfile,
  type OperatorProfileSavedData,
  networkerBountyLedgerQueryKey,
  OPERATOR_ONBOARDING_QUERY_KEY,
  queryKey,
  REVIEW_QUERY_KEYS,
} from '@referrals/contracts';
import { defineProjector } from '../../projector.js';
import { conversationListQueryKeys } from '../conversations/conversation-query-keys.js';
import { invitationListsQueryKeys } from '../invitations/invitation-query-keys.js';
import { networkerListQueryKeys } from '../invitations/networker-list-invalidation.js';

export const operatorProfileQueryKey = (userId: string) =>
  queryKey('GET /api/operator-profile/:userId', { params: { userId } });

/** A networker's other screens that name the operator: earnings, conversations and reviews. */
const NETWORKER_SCREENS_NAMING_OPERATORS = [
  networkerBountyLedgerQueryKey(),
  ...conversationListQueryKeys(),
  REVIEW_QUERY_KEYS.received,
  REVIEW_QUERY_KEYS.given,
];

/** The profile as saved, from the event's snapshot (older snapshots lack fields added since). */
export function profileFromEvent(data: OperatorProfileSavedData): OperatorProfile {
  return {
    ...completeOperatorProfile(data.profile),
    userId: data.userId,
    bountyAmount: fromCents(data.bountyAmount.amountCents),
    revenueShare: data.revenueSharePercent,
  };
}

/** Each operator's current profile, with the required fields still missing. */
export const operatorProfilesProjector = defineProjector({
  name: 'operator-profiles',
  eventTypes: [OPERATOR_EVENT_TYPES.operatorProfileSaved],
  tables: ['operator_profiles'],
  async handle(event, context) {
    const { data } = event;
    const profile = profileFromEvent(data);
    await context.query(
      `INSERT INTO operator_profiles (user_id, profile, missing_fields, updated_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET profile = EXCLUDED.profile, missing_fields = EXCLUDED.missing_fields, updated_at = EXCLUDED.updated_at`,
      [data.userId, JSON.stringify(profile), missingProfileFields(profile), event.recordedAt],
    );
    if (!context.collectsInvalidations) return;
    // The operator's invitations and their networkers' screens show the operator's card or name.
    context.invalidateForUsers(
      [data.userId],
      [operatorProfileQueryKey(data.userId), OPERATOR_ONBOARDING_QUERY_KEY, ...invitationListsQueryKeys()],
    );
    const { rows } = await context.query<{ networker_user_id: string }>(
      `SELECT r.networker_user_id FROM invitation_registrations r
         JOIN invitations i ON i.id = r.invitation_id WHERE i.operator_id = $1
       UNION
       SELECT networker_user_id FROM prospects WHERE operator_id = $1 AND networker_user_id IS NOT NULL`,
      [data.userId],
    );
    context.invalidateForUsers(
      rows.map((row) => row.networker_user_id),
      [...networkerListQueryKeys(), ...NETWORKER_SCREENS_NAMING_OPERATORS],
    );
    // The auditors' dispute queue names each dispute's operator.
    context.invalidateForRoom(AUDITORS_ROOM, [disputeListsQueryKey()]);
  },
});
