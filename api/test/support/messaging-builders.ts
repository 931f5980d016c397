import type { Conversation, NetworkerContact } from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from './identity-client.js';
import { registerNetworker } from './networker-builders.js';
import { createInvitation, operatorReadyToInvite } from './operator-builders.js';
import type { AppUrl } from './test-app.js';
import type { TestSession } from './test-session.js';

/** An operator and a networker who accepted one of the operator's invitations, with one contact submitted. */
export interface ConversationPair {
  operator: RegisteredUser;
  networker: { id: string; session: TestSession };
  conversationId: string;
  prospectId: string;
}

export async function conversationsOf(app: AppUrl, session: TestSession): Promise<Conversation[]> {
  const response = await request(app.url).get('/api/conversations').set(session.headers).expect(200);
  return response.body as Conversation[];
}

/** Builds the pair through the API, as the invitation page and the registration modal do. */
export async function aConversationPair(
  app: AppUrl,
  names: { operator?: string; networker?: string; contact?: string } = {},
): Promise<ConversationPair> {
  const operator = await operatorReadyToInvite(app, names.operator ?? 'Olga Operator');
  const invitation = await createInvitation(app, operator);
  const { answer, session } = await registerNetworker(app, invitation.id, {
    fullName: names.networker ?? 'Nora Networker',
    newContacts: [{ prospectName: names.contact ?? 'Priya Prospect', prospectCompany: 'Stripe' }],
  });
  const [conversation] = await conversationsOf(app, session);
  if (!conversation) throw new Error('accepting the invitation started no conversation');
  const contacts = (await request(app.url).get('/api/networker/contacts-with-status').set(session.headers))
    .body as NetworkerContact[];
  return {
    operator,
    networker: { id: answer.user.id, session },
    conversationId: conversation.id,
    prospectId: contacts[0]!.id,
  };
}
