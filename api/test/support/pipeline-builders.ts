import type { NetworkerContact, NetworkerRegistrationRequest } from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from './identity-client.js';
import { registerNetworker } from './networker-builders.js';
import { createInvitation } from './operator-builders.js';
import type { TestApp } from './test-app.js';
import type { TestSession } from './test-session.js';

/** Bounties of $50 per intro, $250 per meeting and $1000 per won deal. */
export const BOUNTIES = { introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 };

/** A networker on a fresh invitation of the operator's with these bounties, and the ids of their contacts by name. */
export async function networkerWithContacts(
  app: TestApp,
  operator: RegisteredUser,
  names: string[],
  bounties: Record<string, number | null> = BOUNTIES,
  networker: Partial<NetworkerRegistrationRequest> = {},
): Promise<{ session: TestSession; invitationId: string; contacts: Record<string, string> }> {
  const invitation = await createInvitation(app, operator, bounties);
  const { session } = await registerNetworker(app, invitation.id, {
    newContacts: names.map((prospectName) => ({ prospectName, prospectCompany: `${prospectName} Co` })),
    ...networker,
  });
  const list = (
    await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
  ).body as NetworkerContact[];
  return {
    session,
    invitationId: invitation.id,
    contacts: Object.fromEntries(list.map((contact) => [contact.prospectName, contact.id])),
  };
}
