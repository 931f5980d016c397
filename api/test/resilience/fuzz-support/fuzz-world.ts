import { randomUUID } from 'node:crypto';
import type { Company, Conversation } from '@referrals/contracts';
import request from 'supertest';
import { actingAsAuditor } from '../../support/auditor-builders.js';
import { registerUser, type RegisteredUser } from '../../support/identity-client.js';
import {
  createInvitation,
  operatorReadyToInvite,
  recommendProspect,
} from '../../support/operator-builders.js';
import { approveAndPay, moveProspectTo, networkerWithContacts } from '../../support/pipeline-builders.js';
import { type TestApp, visitorSession } from '../../support/test-app.js';
import type { TestSession } from '../../support/test-session.js';

/** Everything the fuzzed routes act on, built through the HTTP API: callers, and ids of their own data. */
export interface FuzzWorld {
  operator: RegisteredUser;
  /** A signed-in operator whose roles, profile and session the fuzzing may change freely. */
  scratch: RegisteredUser;
  networker: { id: string; session: TestSession };
  auditor: TestSession;
  invitation: { id: string; slug: string };
  /** An invitation of the operator's that fuzzing may disable or re-price. */
  spareInvitation: { id: string; slug: string };
  /** Recommended prospects: one the networker answers, one the operator edits, one the operator deletes. */
  recommended: { answered: string; edited: string; deleted: string };
  /** The networker's contacts: moved along the pipeline, paid and disputed, met and reviewable. */
  contacts: { moved: string; paid: string; met: string };
  disputeId: string;
  companyId: string;
  notificationId: string;
  conversationId: string;
  /** A visitor's question on the operator's invitation, for the operator to reply to. */
  questionId: string;
}

async function auditorSession(app: TestApp): Promise<TestSession> {
  return actingAsAuditor(app, await registerUser(app, { name: 'Audrey Auditor' }));
}

async function openDispute(app: TestApp, session: TestSession, prospectId: string): Promise<string> {
  const response = await request(app.url)
    .post(`/api/prospects/${prospectId}/disputes`)
    .set(session.headers)
    .send({ kind: 'intro', reason: 'wrong_amount', evidence: 'It was $75.' })
    .expect(201);
  return (response.body as { disputeId: string }).disputeId;
}

/** A visitor's question on the invitation's public page; answers its id. */
async function askQuestion(app: TestApp, slug: string): Promise<string> {
  const visitor = await visitorSession(app);
  const response = await request(app.url)
    .post(`/api/invitations/${slug}/questions`)
    .set(visitor.headers)
    .send({ name: 'Quinn Query', email: 'quinn@example.com', question: 'How long is the call?' })
    .expect(201);
  return (response.body as { questionId: string }).questionId;
}

/** A notification of the user's, as the notification process manager (not running here) would write it. */
async function notificationOf(app: TestApp, userId: string): Promise<string> {
  const [row] = await app.sql<{ id: string }>(
    `INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data, created_at)
     VALUES ($1, $2, 'invitation_question', 'New Question', 'Hello', '{}', now()) RETURNING id`,
    [userId, randomUUID()],
  );
  return row!.id;
}

export async function buildFuzzWorld(app: TestApp): Promise<FuzzWorld> {
  const operator = await operatorReadyToInvite(app, 'Olga Operator');
  const scratch = await registerUser(app, { name: 'Sid Scratch' });
  const nora = await networkerWithContacts(app, operator, ['Mo Moved', 'Pia Paid', 'Mia Met'], undefined, {
    fullName: 'Nora Networker',
  });
  const contacts = {
    moved: nora.contacts['Mo Moved']!,
    paid: nora.contacts['Pia Paid']!,
    met: nora.contacts['Mia Met']!,
  };
  await moveProspectTo(app, operator, contacts.paid, 'approved');
  await moveProspectTo(app, operator, contacts.paid, 'intro_made');
  await approveAndPay(app, operator, contacts.paid, 'intro', { method: 'paypal', reference: 'PP-1' });
  await moveProspectTo(app, operator, contacts.met, 'meeting_held');
  const invitation = (
    await request(app.url).get('/api/networker-invitations').set(operator.session.headers).expect(200)
  ).body as { id: string; slug: string }[];
  const joined = invitation.find((candidate) => candidate.id === nora.invitationId)!;
  const recommend = (name: string) => recommendProspect(app, operator, joined.id, { prospectName: name });
  const company = (
    await request(app.url)
      .post('/api/companies/find-or-create')
      .set(operator.session.headers)
      .send({ companyInput: 'stripe.com' })
      .expect(200)
  ).body as Company;
  const [conversation] = (
    await request(app.url).get('/api/conversations').set(nora.session.headers).expect(200)
  ).body as Conversation[];
  return {
    operator,
    scratch,
    networker: { id: nora.networkerUserId, session: nora.session },
    auditor: await auditorSession(app),
    invitation: { id: joined.id, slug: joined.slug },
    spareInvitation: await createInvitation(app, operator),
    recommended: {
      answered: await recommend('Rita Recommended'),
      edited: await recommend('Ed Edited'),
      deleted: await recommend('Del Deleted'),
    },
    contacts,
    disputeId: await openDispute(app, nora.session, contacts.paid),
    companyId: company.id,
    notificationId: await notificationOf(app, nora.networkerUserId),
    conversationId: conversation!.id,
    questionId: await askQuestion(app, joined.slug),
  };
}
