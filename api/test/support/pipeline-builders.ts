import type { NetworkerContact, NetworkerRegistrationRequest, ProspectStatus } from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from './identity-client.js';
import { registerNetworker } from './networker-builders.js';
import { createInvitation } from './operator-builders.js';
import type { AppUrl } from './test-app.js';
import type { TestSession } from './test-session.js';

/** Bounties of $50 per intro, $250 per meeting and $1000 per won deal. */
export const BOUNTIES = { introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 };

/** A networker on a fresh invitation of the operator's with these bounties: their session and user id, and their contacts' ids by name. */
export async function networkerWithContacts(
  app: AppUrl,
  operator: RegisteredUser,
  names: string[],
  bounties: Record<string, number | null> = BOUNTIES,
  networker: Partial<NetworkerRegistrationRequest> = {},
): Promise<{
  session: TestSession;
  networkerUserId: string;
  invitationId: string;
  contacts: Record<string, string>;
}> {
  const invitation = await createInvitation(app, operator, bounties);
  const { session, answer } = await registerNetworker(app, invitation.id, {
    newContacts: names.map((prospectName) => ({ prospectName, prospectCompany: `${prospectName} Co` })),
    ...networker,
  });
  // The registration answered once the networker's read models held its events (read-your-writes,
  // bounded at 30 s in tests), so the list holds every contact now.
  const list = (
    await request(app.url).get('/api/networker/contacts-with-status').set(session.headers).expect(200)
  ).body as NetworkerContact[];
  return {
    session,
    networkerUserId: answer.user.id,
    invitationId: invitation.id,
    contacts: Object.fromEntries(list.map((contact) => [contact.prospectName, contact.id])),
  };
}

/** Moves a prospect straight to this later status, as the operator's Quick Actions do. */
export async function moveProspectTo(
  app: AppUrl,
  operator: RegisteredUser,
  prospectId: string,
  status: ProspectStatus,
): Promise<void> {
  await request(app.url)
    .post(`/api/prospects/${prospectId}/status-updates`)
    .set(operator.session.headers)
    .send({ status })
    .expect((response) => {
      if (response.status !== 201)
        throw new Error(`moving to ${status} answered ${response.status}: ${response.text}`);
    });
}

/** The operator approves an earned bounty and records its payment. */
export async function approveAndPay(
  app: AppUrl,
  operator: RegisteredUser,
  prospectId: string,
  kind: string,
  payment: { method: string; reference: string },
): Promise<void> {
  const bounty = `/api/prospects/${prospectId}/bounties/${kind}`;
  await request(app.url).post(`${bounty}/approve`).set(operator.session.headers).send({}).expect(201);
  await request(app.url).post(`${bounty}/payment`).set(operator.session.headers).send(payment).expect(201);
}
