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
export function invalidateNetworkerLists(
  context: ProjectionContext,
  data: { invitationId: string; networkerUserId?: string | null },
): Promise<void> {
  return invalidateNetworkerListsOfAll(context, [data]);
}

/** The same for a whole batch's events, with one query for all their invitations. */
export async function invalidateNetworkerListsOfAll(
  context: ProjectionContext,
  events: ReadonlyArray<{ invitationId: string; networkerUserId?: string | null }>,
): Promise<void> {
  if (events.length === 0 || !context.collectsInvalidations) return;
  const { rows } = await context.query<{ networker_user_id: string }>(
    'SELECT DISTINCT networker_user_id FROM invitation_registrations WHERE invitation_id = ANY($1::uuid[])',
    [[...new Set(events.map((event) => event.invitationId))]],
  );
  const users = new Set(rows.map((row) => row.networker_user_id));
  for (const event of events) if (event.networkerUserId) users.add(event.networkerUserId);
  context.invalidateForUsers(users, networkerListQueryKeys());
}
