import { NETWORKER_LIST_QUERY_KEYS } from '@referrals/contracts';
import type { ProjectionContext } from '../../projector.js';

/** Every list a networker's screens show about their invitations and contacts. */
export const networkerListQueryKeys = () => Object.values(NETWORKER_LIST_QUERY_KEYS);

/**
 * Refreshes the lists of every networker holding a place on the invitation, and of the networker
 * the event names (their place may be recorded in the same transaction as this event, so not yet
 * projected). Places come from `invitation_registrations`; a networker who joined a moment ago may
 * miss one refresh while that table catches up, and gets the lists fresh on their next fetch.
 */
export async function invalidateNetworkerLists(
  context: ProjectionContext,
  data: { invitationId: string; networkerUserId?: string | null },
): Promise<void> {
  const { rows } = await context.query<{ networker_user_id: string }>(
    'SELECT networker_user_id FROM invitation_registrations WHERE invitation_id = $1',
    [data.invitationId],
  );
  const users = new Set(rows.map((row) => row.networker_user_id));
  if (data.networkerUserId) users.add(data.networkerUserId);
  context.invalidateForUsers(users, networkerListQueryKeys());
}
