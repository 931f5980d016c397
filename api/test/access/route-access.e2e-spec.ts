import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AuthUser, ConversationPage, UserRole } from '@referrals/contracts';
import request from 'supertest';
import type { AccessRule } from '../../src/platform/http/access.decorators.js';
import { registerUser } from '../support/identity-client.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { aConversationPair } from '../support/messaging-builders.js';
import { moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { servedRoutes } from '../support/route-inventory.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';
import { TallyModule } from '../support/tally/tally.module.js';

/** A signed-in user trying another user's resource must be refused (403, or 404 where existence is private). */
type OwnershipCheck = (app: TestApp, intruder: TestSession) => Promise<number>;

interface RouteAccess {
  /** Who may call the route: anyone, any signed-in user, or only users acting in these roles. */
  allowed: 'public' | 'signed-in' | readonly UserRole[];
  /** For routes on a resource: how a user who does not own it tries, answering the status they got. */
  ownership?: OwnershipCheck;
  /** Why a signed-in route needs no ownership check (it only ever touches the caller's own data). */
  ownOnly?: string;
}

const otherUsersRoles: OwnershipCheck = async (app, intruder) => {
  const { user: victim } = await registerUser(app);
  const response = await request(app.url)
    .post('/api/user-roles')
    .set(intruder.headers)
    .send({ userId: victim.id, role: 'operator' });
  return response.status;
};

/** Another user's passkey, removed by an intruder who just signed in: refused, and still there. */
const otherUsersPasskey: OwnershipCheck = async (app, intruder) => {
  const { user: victim } = await registerUser(app);
  const credentialId = randomUUID().replaceAll('-', '');
  await app.sql(
    `INSERT INTO passkey_credentials (credential_id, user_id, public_key, device_name)
     VALUES ($1, $2, '\\x00', 'Chrome on macOS')`,
    [credentialId, victim.id],
  );
  const response = await request(app.url).delete(`/api/auth/passkeys/${credentialId}`).set(intruder.headers);
  const still = await app.sql('SELECT 1 FROM passkey_credentials WHERE credential_id = $1', [credentialId]);
  return still.length === 1 ? response.status : 200;
};

const otherOperatorsProfile =
  (method: 'get' | 'put'): OwnershipCheck =>
  async (app, intruder) => {
    const { user: victim } = await registerUser(app);
    const response = await request(app.url)
      [method](`/api/operator-profile/${victim.id}`)
      .set(intruder.headers)
      .send({ fullName: 'Impostor', email: 'impostor@example.com' });
    return response.status;
  };

/** Another user's company list: read, add to and remove from it. */
const otherUsersCompanyList =
  (
    method: 'get' | 'post' | 'delete',
    list: 'operator-profiles' | 'networker-profiles',
    role: 'operator' | 'networker',
  ): OwnershipCheck =>
  async (app, intruder) => {
    const { user: victim } = await registerUser(app, { userType: role });
    const kind = list === 'operator-profiles' ? 'target-companies' : 'intro-companies';
    const path = `/api/${list}/${victim.id}/${kind}${method === 'delete' ? `/${randomUUID()}` : ''}`;
    const response = await request(app.url)
      [method](path)
      .set(intruder.headers)
      .send({ companyId: randomUUID() });
    return response.status;
  };

const otherUsersNetworkerProfile: OwnershipCheck = async (app, intruder) => {
  const { user: victim } = await registerUser(app);
  const response = await request(app.url)
    .post('/api/networker-profiles')
    .set(intruder.headers)
    .send({ userId: victim.id, fullName: 'Impostor' });
  return response.status;
};

/** Declining an invitation in another user's name (toUserId is theirs). */
const answeringForAnotherUser: OwnershipCheck = async (app, intruder) => {
  const { user: victim } = await registerUser(app, { userType: 'networker' });
  const operator = await operatorReadyToInvite(app, 'Vera Victim');
  const { id } = await createInvitation(app, operator);
  const response = await request(app.url)
    .patch(`/api/invitations/${id}`)
    .set(intruder.headers)
    .send({ toUserId: victim.id, status: 'declined' });
  return response.status;
};

/** A notification of a fresh user's, for an intruder to try to touch. */
async function victimsNotification(app: TestApp): Promise<string> {
  const { user: victim } = await registerUser(app);
  const [row] = await app.sql<{ id: string }>(
    `INSERT INTO notifications (user_id, event_id, type, title, message, navigation_data, created_at)
     VALUES ($1, $2, 'invitation_question', 'New Question', 'Hello', '{}', now()) RETURNING id`,
    [victim.id, randomUUID()],
  );
  return row!.id;
}

/** Another user's notification, marked read by an intruder: refused, and still unread. */
const otherUsersNotification: OwnershipCheck = async (app, intruder) => {
  const id = await victimsNotification(app);
  const response = await request(app.url)
    .patch(`/api/notifications/${id}/read`)
    .set(intruder.headers)
    .send({});
  const [after] = await app.sql<{ is_read: boolean }>('SELECT is_read FROM notifications WHERE id = $1', [
    id,
  ]);
  return after?.is_read === false ? response.status : 200;
};

/** Another user's notification, deleted by an intruder: refused, and still there. */
const otherUsersNotificationDeleted: OwnershipCheck = async (app, intruder) => {
  const id = await victimsNotification(app);
  const response = await request(app.url).delete(`/api/notifications/${id}`).set(intruder.headers);
  const still = await app.sql('SELECT 1 FROM notifications WHERE id = $1', [id]);
  return still.length === 1 ? response.status : 200;
};

const INTRUDER_BODY = {
  get: () => ({}),
  patch: () => ({ isActive: false }),
  put: () => ({ referralBounty: 1 }),
  post: (invitationId: string) => ({ invitationId, prospectName: 'Planted' }),
};

/** Another operator's invitation: change it, its bounties, preview it, or recommend prospects under it. */
const otherOperatorsInvitation =
  (method: 'get' | 'patch' | 'put' | 'post', path: (invitationId: string) => string): OwnershipCheck =>
  async (app, intruder) => {
    const victim = await operatorReadyToInvite(app, 'Vera Victim');
    const { id } = await createInvitation(app, victim);
    const response = await request(app.url)
      [method](path(id))
      .set(intruder.headers)
      .send(INTRUDER_BODY[method](id));
    return response.status;
  };

const otherOperatorsProspect =
  (method: 'patch' | 'delete'): OwnershipCheck =>
  async (app, intruder) => {
    const victim = await operatorReadyToInvite(app, 'Vera Victim');
    const { id } = await createInvitation(app, victim);
    const prospectId = await recommendProspect(app, victim, id);
    const response = await request(app.url)
      [method](`/api/prospects/${prospectId}`)
      .set(intruder.headers)
      .send({ prospectName: 'Renamed' });
    return response.status;
  };

/** Moving another operator's prospect along the pipeline. */
const otherOperatorsPipelineProspect =
  (
    method: 'patch' | 'post',
    path: (prospectId: string) => string,
    body: object = { status: 'approved' },
  ): OwnershipCheck =>
  async (app, intruder) => {
    const victim = await operatorReadyToInvite(app, 'Vera Victim');
    const { id } = await createInvitation(app, victim);
    const prospectId = await recommendProspect(app, victim, id);
    const response = await request(app.url)[method](path(prospectId)).set(intruder.headers).send(body);
    return response.status;
  };

/** Renaming another operator's prospect. */
const otherOperatorsProspectName: OwnershipCheck = async (app, intruder) => {
  const victim = await operatorReadyToInvite(app, 'Vera Victim');
  const { id } = await createInvitation(app, victim);
  const prospectId = await recommendProspect(app, victim, id);
  const response = await request(app.url)
    .put(`/api/prospects/${prospectId}/name`)
    .set(intruder.headers)
    .send({ prospectName: 'Renamed' });
  return response.status;
};

/** Another operator's prospect's history, read a page at a time by someone who is not its party. */
const othersProspectHistoryPage: OwnershipCheck = async (app, intruder) => {
  const victim = await operatorReadyToInvite(app, 'Vera Victim');
  const { id } = await createInvitation(app, victim);
  const prospectId = await recommendProspect(app, victim, id);
  const response = await request(app.url)
    .get(`/api/audit/prospects/${prospectId}/history/page`)
    .set(intruder.headers);
  return response.status;
};

/** Answering a recommendation on an invitation the caller holds no place on. */
const otherInvitationsRecommendation: OwnershipCheck = async (app, intruder) => {
  const victim = await operatorReadyToInvite(app, 'Vera Victim');
  const { id } = await createInvitation(app, victim);
  const prospectId = await recommendProspect(app, victim, id);
  const response = await request(app.url)
    .patch(`/api/prospects/${prospectId}/status`)
    .set(intruder.headers)
    .send({ status: 'approved' });
  return response.status;
};

/** Replying to a question a visitor asked another operator. */
const otherOperatorsQuestion: OwnershipCheck = async (app, intruder) => {
  const victim = await operatorReadyToInvite(app, 'Vera Victim');
  const { slug } = await createInvitation(app, victim);
  const visitor = await visitorSession(app);
  const asked = await request(app.url)
    .post(`/api/invitations/${slug}/questions`)
    .set(visitor.headers)
    .send({ name: 'Vic Visitor', email: 'vic@example.com', question: 'How long is the call?' });
  const { questionId } = asked.body as { questionId: string };
  const response = await request(app.url)
    .post(`/api/operator/invitation-questions/${questionId}/replies`)
    .set(intruder.headers)
    .send({ answer: 'Not mine to answer.' });
  return response.status;
};

/** Somebody else's conversation: read its messages (whole or a window) or write into it. */
const otherPairsConversation =
  (method: 'get' | 'post' | 'patch', part = method === 'patch' ? 'read' : 'messages'): OwnershipCheck =>
  async (app, intruder) => {
    const { conversationId } = await aConversationPair(app, { operator: 'Vera Victim' });
    const response = await request(app.url)
      [method](`/api/conversations/${conversationId}/${part}`)
      .set(intruder.headers)
      .send(method === 'post' ? { message: 'Planted' } : undefined);
    return response.status;
  };

/**
 * Somebody else's conversation, looked up in the intruder's pages by its id and by its operator: a list
 * answers what it finds, so finding nothing of it stands for the refusal (404), anything else for 200.
 */
const otherPairsConversationLookedUp: OwnershipCheck = async (app, intruder) => {
  const { conversationId, operator } = await aConversationPair(app, { operator: 'Vera Victim' });
  const found: ConversationPage['items'] = [];
  for (const query of [{ id: conversationId }, { withUserId: operator.user.id }]) {
    const response = await request(app.url).get('/api/conversations/page').query(query).set(intruder.headers);
    if (response.status !== 200) return response.status;
    found.push(...(response.body as ConversationPage).items);
  }
  return found.length === 0 ? 404 : 200;
};

/** Another operator's prospect whose meeting was held, with its invitation: open for its parties' reviews. */
async function othersMetProspect(app: TestApp): Promise<{ prospectId: string; invitationId: string }> {
  const victim = await operatorReadyToInvite(app, 'Vera Victim');
  const { invitationId, contacts } = await networkerWithContacts(app, victim, ['Mia Met']);
  await moveProspectTo(app, victim, contacts['Mia Met']!, 'meeting_held');
  return { prospectId: contacts['Mia Met']!, invitationId };
}

/** The intruder takes the networker role and acts in it, so a networker-only route reaches its ownership check. */
async function actingAsNetworker(app: TestApp, intruder: TestSession): Promise<TestSession> {
  const me = (await request(app.url).get('/api/auth/me').set(intruder.headers).expect(200)).body as AuthUser;
  await request(app.url)
    .post('/api/user-roles')
    .set(intruder.headers)
    .send({ userId: me.id, role: 'networker' })
    .expect(201);
  await request(app.url)
    .post('/api/user-roles/switch')
    .set(intruder.headers)
    .send({ role: 'networker' })
    .expect(200);
  return intruder;
}

/** The intruder's status while the prospect has no review; 200 (a failed check) when one got recorded. */
async function statusIfNoReview(app: TestApp, prospectId: string, status: number): Promise<number> {
  const [recorded] = await app.sql<{ count: string }>('SELECT count(*) FROM reviews WHERE prospect_id = $1', [
    prospectId,
  ]);
  return recorded?.count === '0' ? status : 200;
}

/** Reviewing another operator's prospect, or reading its review status: refused, and no review recorded. */
const othersProspectReview =
  (method: 'get' | 'post'): OwnershipCheck =>
  async (app, intruder) => {
    const { prospectId } = await othersMetProspect(app);
    const response =
      method === 'post'
        ? await request(app.url)
            .post('/api/reviews')
            .set(intruder.headers)
            .send({ submissionId: prospectId, rating: 1 })
        : await request(app.url).get(`/api/reviews/submission/${prospectId}/status`).set(intruder.headers);
    return statusIfNoReview(app, prospectId, response.status);
  };

/** A networker on no prospect of this invitation: its review page and its review are not theirs. */
const othersInvitationReview =
  (method: 'get' | 'post'): OwnershipCheck =>
  async (app, intruder) => {
    const { invitationId, prospectId } = await othersMetProspect(app);
    const networker = await actingAsNetworker(app, intruder);
    const response =
      method === 'post'
        ? await request(app.url)
            .post('/api/networker/submit-review')
            .set(networker.headers)
            .send({ rating: 1, reviewText: 'Planted.', invitationUuid: invitationId, prospectId })
        : await request(app.url).get(`/api/networker/review-data/${invitationId}`).set(networker.headers);
    return statusIfNoReview(app, prospectId, response.status);
  };

/**
 * Every route of the API and who may call it. A route the app serves that is missing here,
 * or a row for a route that no longer exists, fails the test: adding an endpoint means
 * deciding its access here.
 */
const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': { allowed: 'public' },
  'GET /api/health/ready': { allowed: 'public' },
  'GET /api/auth/session': { allowed: 'public' },
  'GET /api/auth/me': { allowed: 'signed-in', ownOnly: 'answers the caller' },
  'POST /api/auth/register': { allowed: 'public' },
  'POST /api/auth/login': { allowed: 'public' },
  'POST /api/auth/logout': { allowed: 'public' },
  'POST /api/auth/dev-login': { allowed: 'public' },
  'POST /api/auth/check-email': { allowed: 'public' },
  'POST /api/auth/check-user-status': { allowed: 'public' },
  'POST /api/auth/forgot-password': { allowed: 'public' },
  'POST /api/auth/reset-password': { allowed: 'public' },
  'POST /api/auth/reset-password/check': { allowed: 'public' },
  'POST /api/auth/reauthenticate': {
    allowed: 'signed-in',
    ownOnly: "checks the password of the caller's own account and marks the caller's own session",
  },
  // Public for sign-up and sign-in; adding a passkey to an account acts on the signed-in caller only.
  'POST /api/auth/passkey/challenge': { allowed: 'public' },
  'POST /api/auth/passkey/verify': { allowed: 'public' },
  'GET /api/auth/passkeys': {
    allowed: 'signed-in',
    ownOnly: "lists the caller's own passkeys only (tested with passkeys)",
  },
  'DELETE /api/auth/passkeys/:credentialId': { allowed: 'signed-in', ownership: otherUsersPasskey },
  'GET /api/auth/linkedin': { allowed: 'public' },
  'GET /api/auth/linkedin/callback': { allowed: 'public' },
  'POST /api/auth/linkedin/complete': { allowed: 'public' },
  'POST /api/user-roles': { allowed: 'signed-in', ownership: otherUsersRoles },
  'POST /api/user-roles/switch': { allowed: 'signed-in', ownOnly: "switches the caller's own session" },
  'POST /api/networker-profiles': { allowed: 'signed-in', ownership: otherUsersNetworkerProfile },
  'GET /api/companies': { allowed: 'signed-in', ownOnly: 'the shared company catalogue belongs to no one' },
  'GET /api/companies/:id': {
    allowed: 'signed-in',
    ownOnly: 'the shared company catalogue belongs to no one',
  },
  'POST /api/companies': { allowed: ['operator'], ownOnly: 'adds to the shared catalogue' },
  'POST /api/companies/check': { allowed: 'signed-in', ownOnly: 'reads the shared catalogue' },
  'POST /api/companies/find-or-create': { allowed: ['operator'], ownOnly: 'adds to the shared catalogue' },
  'GET /api/logo/fetch': { allowed: 'public' },
  'GET /api/operator-profiles/:id/target-companies': {
    allowed: ['operator'],
    ownership: otherUsersCompanyList('get', 'operator-profiles', 'operator'),
  },
  'POST /api/operator-profiles/:id/target-companies': {
    allowed: ['operator'],
    ownership: otherUsersCompanyList('post', 'operator-profiles', 'operator'),
  },
  'DELETE /api/operator-profiles/:id/target-companies/:companyId': {
    allowed: ['operator'],
    ownership: otherUsersCompanyList('delete', 'operator-profiles', 'operator'),
  },
  'GET /api/networker-profiles/:id/intro-companies': {
    allowed: ['networker'],
    ownership: otherUsersCompanyList('get', 'networker-profiles', 'networker'),
  },
  'POST /api/networker-profiles/:id/intro-companies': {
    allowed: ['networker'],
    ownership: otherUsersCompanyList('post', 'networker-profiles', 'networker'),
  },
  'DELETE /api/networker-profiles/:id/intro-companies/:companyId': {
    allowed: ['networker'],
    ownership: otherUsersCompanyList('delete', 'networker-profiles', 'networker'),
  },
  'GET /api/operator-profile/:userId': { allowed: ['operator'], ownership: otherOperatorsProfile('get') },
  'PUT /api/operator-profile/:userId': { allowed: ['operator'], ownership: otherOperatorsProfile('put') },
  'GET /api/networker-invitations': { allowed: ['operator'], ownOnly: "lists the caller's own invitations" },
  'GET /api/networker-invitations/page': {
    allowed: ['operator'],
    ownOnly: "pages through the caller's own invitations only (tested with invitation pages)",
  },
  'POST /api/networker-invitations': {
    allowed: ['operator'],
    ownOnly: 'creates an invitation of the caller',
  },
  'POST /api/networker-invitations/generic': {
    allowed: ['operator'],
    ownOnly: 'creates an invitation of the caller',
  },
  'PATCH /api/networker-invitations/:id': {
    allowed: ['operator'],
    ownership: otherOperatorsInvitation('patch', (id) => `/api/networker-invitations/${id}`),
  },
  'PUT /api/networker-invitations/:id/bounties': {
    allowed: ['operator'],
    ownership: otherOperatorsInvitation('put', (id) => `/api/networker-invitations/${id}/bounties`),
  },
  'GET /api/networker-invitations/:id/preview': {
    allowed: ['operator'],
    ownership: otherOperatorsInvitation('get', (id) => `/api/networker-invitations/${id}/preview`),
  },
  'POST /api/networker-registration/batch-status': {
    allowed: ['operator'],
    ownOnly: "answers for the caller's own invitations only; others are left out (tested with invitations)",
  },
  // Public for the invitation page: visitors get an active invitation's recommendations without
  // contact details; only its operator gets the details (tested with recommended prospects).
  'GET /api/prospects/invitation/:invitationId': { allowed: 'public' },
  'GET /api/prospects/invitation/:invitationId/page': {
    allowed: ['operator'],
    ownership: otherOperatorsInvitation('get', (id) => `/api/prospects/invitation/${id}/page`),
  },
  'POST /api/prospects': {
    allowed: ['operator'],
    ownership: otherOperatorsInvitation('post', () => '/api/prospects'),
  },
  'PATCH /api/prospects/:id': { allowed: ['operator'], ownership: otherOperatorsProspect('patch') },
  'DELETE /api/prospects/:id': { allowed: ['operator'], ownership: otherOperatorsProspect('delete') },
  'POST /api/invitations/:idOrSlug/track-click': { allowed: 'public' },
  'GET /api/invitations/uuid/:slug': { allowed: 'public' },
  'GET /api/invite/:slug': { allowed: 'public' },
  'POST /api/networker-registration': { allowed: 'public' },
  'POST /api/networker-registration/register': { allowed: 'public' },
  'GET /api/networker-registration/:slug/status': { allowed: 'public' },
  'POST /api/prospects/pre-auth': { allowed: 'public' },
  'POST /api/invitations/associate': {
    allowed: 'signed-in',
    ownOnly:
      "accepts for the caller's own account; another account's email is refused (tested with networkers)",
  },
  'PATCH /api/invitations/:id': { allowed: 'signed-in', ownership: answeringForAnotherUser },
  'POST /api/prospect-submissions': {
    allowed: ['networker'],
    ownOnly: 'submits as the caller, under an invitation they join (tested with networkers)',
  },
  'POST /api/prospect-submissions/linkedin': {
    allowed: ['networker'],
    ownOnly:
      'submits as the caller, only under an invitation they joined; others get 403 (tested with networkers)',
  },
  'PATCH /api/prospect-submissions/:id/status': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('patch', (id) => `/api/prospect-submissions/${id}/status`),
  },
  'POST /api/prospects/:id/status-updates': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('post', (id) => `/api/prospects/${id}/status-updates`),
  },
  'POST /api/prospects/:id/status-corrections': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('post', (id) => `/api/prospects/${id}/status-corrections`, {
      from: 'approved',
      reason: 'Wrong contact',
    }),
  },
  'GET /api/networker/contacts-with-status': {
    allowed: ['networker'],
    ownOnly: "lists the caller's own contacts",
  },
  'GET /api/networker/contacts-with-status/page': {
    allowed: ['networker'],
    ownOnly: "pages through the caller's own contacts only (tested with networker contact pages)",
  },
  'GET /api/networker/bounty-ledger': {
    allowed: ['networker'],
    ownOnly: "lists the caller's own earnings (tested with the ledger)",
  },
  'GET /api/operator/bounty-ledger': {
    allowed: ['operator'],
    ownOnly: 'lists what the caller owes (tested with the ledger)',
  },
  'POST /api/prospects/:id/won-deal': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('post', (id) => `/api/prospects/${id}/won-deal`, {
      dealValue: 1000,
    }),
  },
  'POST /api/prospects/:id/bounties/:kind/approve': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('post', (id) => `/api/prospects/${id}/bounties/intro/approve`),
  },
  'POST /api/prospects/:id/bounties/:kind/payment': {
    allowed: ['operator'],
    ownership: otherOperatorsPipelineProspect('post', (id) => `/api/prospects/${id}/bounties/intro/payment`, {
      method: 'paypal',
      reference: 'TX-1',
    }),
  },
  'GET /api/networker/pending-approval': {
    allowed: ['networker'],
    ownOnly: 'lists recommendations on invitations the caller joined (tested with networker lists)',
  },
  'GET /api/networker/invitations': {
    allowed: ['networker'],
    ownOnly: 'lists invitations the caller accepted (tested with networker lists)',
  },
  'GET /api/networker/approved-prospects': {
    allowed: ['networker'],
    ownOnly: "lists the caller's own answers (tested with networker lists)",
  },
  'GET /api/networker/submitted-contacts': {
    allowed: ['networker'],
    ownOnly: "lists the caller's own contacts (tested with networker lists)",
  },
  'PATCH /api/prospects/:id/status': { allowed: ['networker'], ownership: otherInvitationsRecommendation },
  'POST /api/prospect-submissions/:invitationUuid': {
    allowed: ['networker'],
    ownOnly: 'submits as the caller, under an invitation they join (tested with networker lists)',
  },
  'PUT /api/prospects/:id/name': { allowed: ['operator'], ownership: otherOperatorsProspectName },
  'GET /api/operator/networkers-with-prospects': {
    allowed: ['operator'],
    ownOnly: "lists the caller's own invitations' networkers (tested with networker lists)",
  },
  'GET /api/operator/networkers-with-prospects/page': {
    allowed: ['operator'],
    ownOnly: "pages through the caller's own pipeline only (tested with networker prospect pages)",
  },
  // Public for the invitation page's 'I have questions first' (rate limited per address; tested with questions).
  'POST /api/invitations/:idOrSlug/questions': { allowed: 'public' },
  'GET /api/operator/invitation-questions': {
    allowed: ['operator'],
    ownOnly: "lists questions on the caller's own invitations only (tested with questions)",
  },
  'POST /api/operator/invitation-questions/:questionId/replies': {
    allowed: ['operator'],
    ownership: otherOperatorsQuestion,
  },
  'GET /api/notifications': { allowed: 'signed-in', ownOnly: "lists the caller's own notifications" },
  'GET /api/notifications/page': {
    allowed: 'signed-in',
    ownOnly: "pages through the caller's own notifications only (tested with notification pages)",
  },
  'GET /api/notifications/unread-count': {
    allowed: 'signed-in',
    ownOnly: "counts the caller's own notifications",
  },
  'PATCH /api/notifications/mark-all-read': {
    allowed: 'signed-in',
    ownOnly: "marks the caller's own notifications only (tested with notifications)",
  },
  'PATCH /api/notifications/:id/read': { allowed: 'signed-in', ownership: otherUsersNotification },
  'DELETE /api/notifications/:id': { allowed: 'signed-in', ownership: otherUsersNotificationDeleted },
  'GET /api/operator/notifications': {
    allowed: ['operator'],
    ownOnly: "lists the caller's own notifications",
  },
  'GET /api/networker/notifications': {
    allowed: ['networker'],
    ownOnly: "lists decisions on the caller's own contacts (tested with pipeline notifications)",
  },
  'GET /api/audit/prospects/:id/history': {
    allowed: ['operator', 'networker', 'auditor'],
    ownOnly: "answers 403 to anyone but the prospect's two parties and auditors (tested with audit)",
  },
  'GET /api/audit/prospects/:id/history/page': {
    allowed: ['operator', 'networker', 'auditor'],
    ownership: othersProspectHistoryPage,
  },
  'GET /api/audit/prospects/:id/state': {
    allowed: ['operator', 'networker', 'auditor'],
    ownOnly: "answers 403 to anyone but the prospect's two parties and auditors (tested with audit)",
  },
  'GET /api/audit/streams/:streamName': { allowed: ['auditor'], ownOnly: 'auditors read every stream' },
  'GET /api/prospects/:id/disputes': {
    allowed: ['operator', 'networker', 'auditor'],
    ownOnly: "answers 403 to anyone but the prospect's two parties and auditors (tested with disputes)",
  },
  'POST /api/prospects/:id/disputes': {
    allowed: ['operator', 'networker'],
    ownOnly: "answers 404 to anyone but the prospect's two parties (tested with disputes)",
  },
  'POST /api/prospects/:id/disputes/:disputeId/response': {
    allowed: ['operator', 'networker'],
    ownOnly: "answers 404 to anyone but the prospect's two parties (tested with disputes)",
  },
  'POST /api/prospects/:id/disputes/:disputeId/resolution': {
    allowed: ['auditor'],
    ownOnly: 'auditors resolve every dispute',
  },
  'GET /api/disputes': {
    allowed: ['operator', 'networker', 'auditor'],
    ownOnly: 'a party lists only their own disputes, auditors all (tested with disputes)',
  },
  'GET /api/notification-preferences': { allowed: 'signed-in', ownOnly: "reads the caller's own choices" },
  'PATCH /api/notification-preferences': {
    allowed: 'signed-in',
    ownOnly: "changes the caller's own choices (tested with pipeline notifications)",
  },
  'GET /api/double-opt-in/:uuid': {
    allowed: 'signed-in',
    ownOnly:
      "only the invitation's operator or a networker who joined it; others get 403 (tested with networkers)",
  },
  'GET /api/dashboard/stats': {
    allowed: ['operator', 'networker'],
    ownOnly:
      "counts the caller's own prospects and bounties in their active role (tested with the dashboard)",
  },
  'GET /api/dashboard/activity': {
    allowed: ['operator', 'networker'],
    ownOnly: "lists changes on the caller's own prospects in their active role (tested with the dashboard)",
  },
  'GET /api/dashboard/onboarding': {
    allowed: ['operator'],
    ownOnly:
      "ticks the caller's own first steps from their own invitations, prospects and ledger (tested with operator onboarding)",
  },
  'POST /api/reviews': { allowed: ['operator', 'networker'], ownership: othersProspectReview('post') },
  'GET /api/reviews/received': {
    allowed: ['operator', 'networker'],
    ownOnly: 'lists reviews of the caller in their active role (tested with reviews)',
  },
  'GET /api/reviews/given': {
    allowed: ['operator', 'networker'],
    ownOnly: 'lists reviews by the caller in their active role (tested with reviews)',
  },
  'GET /api/reviews/average': {
    allowed: ['operator', 'networker'],
    ownOnly: 'averages the reviews the caller received in their active role',
  },
  'GET /api/reviews/eligible': {
    allowed: ['operator', 'networker'],
    ownOnly: "lists the caller's own met prospects (tested with reviews)",
  },
  'GET /api/reviews/submission/:id/status': {
    allowed: ['operator', 'networker'],
    ownership: othersProspectReview('get'),
  },
  'POST /api/networker/submit-review': { allowed: ['networker'], ownership: othersInvitationReview('post') },
  'GET /api/networker/review-data/:uuid': {
    allowed: ['networker'],
    ownership: othersInvitationReview('get'),
  },
  // Public for the landing page's waitlist modal (rate limited per address; tested with the waitlist).
  'POST /api/waitlist/sales-operator': { allowed: 'public' },
  'GET /api/conversations': { allowed: 'signed-in', ownOnly: "lists the caller's own conversations" },
  'GET /api/conversations/page': { allowed: 'signed-in', ownership: otherPairsConversationLookedUp },
  'GET /api/conversations/:id/messages': { allowed: 'signed-in', ownership: otherPairsConversation('get') },
  'GET /api/conversations/:id/messages/page': {
    allowed: 'signed-in',
    ownership: otherPairsConversation('get', 'messages/page'),
  },
  'POST /api/conversations/:id/messages': { allowed: 'signed-in', ownership: otherPairsConversation('post') },
  'PATCH /api/conversations/:id/read': { allowed: 'signed-in', ownership: otherPairsConversation('patch') },
};

const USER_ROLES_TO_TRY: readonly UserRole[] = ['operator', 'networker', 'auditor'];

function declaredAccess(rule: AccessRule | undefined): RouteAccess['allowed'] | 'none' {
  if (!rule) return 'none';
  if (rule.kind === 'public') return 'public';
  return rule.roles.length === 0 ? 'signed-in' : rule.roles;
}

/** A concrete URL for a route path: every `:param` becomes a fresh uuid. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z]+/g, () => randomUUID());
}

/**
 * The walks below call every route, registering a fresh user (a password hash) per call: a few seconds
 * on a quiet machine, but a minute and more on a loaded 2-core one, so they get room beyond the default.
 */
const WALK_TIMEOUT_MS = 180_000;

describe('every API route states who may call it, and the server enforces it', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'route_access',
      // Many accounts come from one IP here: the guessing limits have their own tests.
      env: {
        NODE_ENV: 'development',
        EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000',
        SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000',
      },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('lists every served route in the access table, and no route that is gone', () => {
    const served = servedRoutes(app.running.app).map((route) => route.key);
    expect(served.filter((key) => !(key in ROUTE_ACCESS))).toEqual([]);
    expect(Object.keys(ROUTE_ACCESS).filter((key) => !served.includes(key))).toEqual([]);
  });

  it('declares on each route exactly the access the table gives it', () => {
    const mismatches = servedRoutes(app.running.app)
      .map((route) => ({
        key: route.key,
        declared: declaredAccess(route.rule),
        table: ROUTE_ACCESS[route.key]?.allowed,
      }))
      .filter((route) => JSON.stringify(route.declared) !== JSON.stringify(route.table));
    expect(mismatches).toEqual([]);
  });

  it('gives every signed-in route an ownership check or a reason it needs none', () => {
    const unexplained = Object.entries(ROUTE_ACCESS)
      .filter(([, access]) => access.allowed !== 'public' && !access.ownership && !access.ownOnly)
      .map(([key]) => key);
    expect(unexplained).toEqual([]);
  });

  it(
    'answers 401 to a signed-out caller of every signed-in route (before any CSRF or input check)',
    async () => {
      const visitor = await visitorSession(app);
      const refused: Record<string, number> = {};
      for (const route of servedRoutes(app.running.app)) {
        if (ROUTE_ACCESS[route.key]?.allowed === 'public') continue;
        const call = request(app.url)[route.method.toLowerCase() as 'get'](concrete(route.path));
        const response = await call.set(visitor.headers).send({});
        refused[route.key] = response.status;
      }
      const expected = Object.fromEntries(Object.keys(refused).map((key) => [key, 401]));
      expect(refused).toEqual(expected);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'never answers 401 or 403 to a signed-out caller of a public route',
    async () => {
      const refused: string[] = [];
      for (const route of servedRoutes(app.running.app)) {
        if (ROUTE_ACCESS[route.key]?.allowed !== 'public') continue;
        // A fresh visitor each time: sign-in and sign-out routes replace the session they are called with.
        const visitor = await visitorSession(app);
        const response = await request(app.url)
          [route.method.toLowerCase() as 'get'](concrete(route.path))
          .set(visitor.headers)
          .send({});
        if (response.status === 401 || response.status === 403)
          refused.push(`${route.key}: ${response.status}`);
      }
      expect(refused).toEqual([]);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'answers 403 to a user acting in a role the route does not allow',
    async () => {
      const refused: Record<string, number[]> = {};
      for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
        if (!Array.isArray(access.allowed)) continue;
        const [method, path] = key.split(' ') as [string, string];
        for (const role of USER_ROLES_TO_TRY.filter((candidate) => !access.allowed.includes(candidate))) {
          const { user, session } = await registerUser(app);
          await app.sql('INSERT INTO user_roles (user_id, role) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
            user.id,
            role,
          ]);
          await request(app.url)
            .post('/api/user-roles/switch')
            .set(session.headers)
            .send({ role })
            .expect(200);
          const response = await request(app.url)
            [method.toLowerCase() as 'get'](concrete(path))
            .set(session.headers)
            .send({});
          (refused[key] ??= []).push(response.status);
        }
      }
      for (const statuses of Object.values(refused))
        expect(statuses.every((status) => status === 403)).toBe(true);
    },
    WALK_TIMEOUT_MS,
  );

  it(
    'refuses a signed-in user every resource that is not theirs, leaving it unchanged',
    async () => {
      const outcomes: Record<string, number> = {};
      for (const [key, access] of Object.entries(ROUTE_ACCESS)) {
        if (!access.ownership) continue;
        const { session: intruder } = await registerUser(app);
        outcomes[key] = await access.ownership(app, intruder);
      }
      for (const [key, status] of Object.entries(outcomes)) {
        expect({ key, refused: status === 403 || status === 404 }).toEqual({ key, refused: true });
      }
    },
    WALK_TIMEOUT_MS,
  );
});

describe('the route inventory', () => {
  it('catches a route that forgot its rule, and the guard refuses it', async () => {
    const app = await startTestApp({ label: 'routes_tally', contexts: [TallyModule] });
    try {
      const unruled = servedRoutes(app.running.app).filter((route) => !route.rule);
      expect(unruled.map((route) => route.handler)).toEqual(['TallyController.unruled']);
      const { session } = await registerUser(app);
      await request(app.url).get('/api/test-tallies/unruled/route').set(session.headers).expect(403);
    } finally {
      await app.close();
    }
  });
});
