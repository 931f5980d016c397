import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type ConversationMessage,
  type EventStore,
  MESSAGE_MAX_LENGTH,
  MESSAGING_MESSAGES,
  type SentMessageAnswer,
} from '@referrals/contracts';
import { conversationIdFor, conversationsProjector, rebuildProjector } from '@referrals/projections';
import pg from 'pg';
import request from 'supertest';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { registerUser } from '../support/identity-client.js';
import { connectLiveSocket, invalidationAt } from '../support/live-socket.js';
import { aConversationPair, type ConversationPair, conversationsOf } from '../support/messaging-builders.js';
import { createInvitation } from '../support/operator-builders.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

const messagesPath = (conversationId: string) => `/api/conversations/${conversationId}/messages`;
const errorMessage = (response: request.Response) => (response.body as { message: string }).message;

describe('messaging between an operator and a networker', () => {
  let app: TestApp;
  let pair: ConversationPair;

  const send = (session: TestSession, conversationId: string, body: object) =>
    request(app.url).post(messagesPath(conversationId)).set(session.headers).send(body);
  const thread = async (session: TestSession, conversationId: string, query = '') =>
    (
      await request(app.url)
        .get(`${messagesPath(conversationId)}${query}`)
        .set(session.headers)
        .expect(200)
    ).body as ConversationMessage[];

  beforeAll(async () => {
    app = await startTestApp({
      label: 'messaging',
      env: { EMAIL_CHECKS_PER_IP_PER_MINUTE: '10000', SIGN_IN_ATTEMPTS_PER_IP_PER_MINUTE: '10000' },
    });
    pair = await aConversationPair(app);
  });
  afterAll(async () => {
    await app?.close();
  });

  describe('the conversation', () => {
    it('is started by the acceptance, with the pair-derived id, for both parties with the other’s name', async () => {
      expect(pair.conversationId).toBe(conversationIdFor(pair.operator.user.id, pair.networker.id));
      const [forOperator] = await conversationsOf(app, pair.operator.session);
      const [forNetworker] = await conversationsOf(app, pair.networker.session);
      expect(forOperator).toMatchObject({
        id: pair.conversationId,
        yourRole: 'operator',
        otherPartyName: 'Nora Networker',
        networkerName: 'Nora Networker',
        operatorName: 'Olga Operator',
        lastMessage: null,
      });
      expect(forNetworker).toMatchObject({
        id: pair.conversationId,
        yourRole: 'networker',
        otherPartyName: 'Olga Operator',
      });
    });

    it('stays one conversation when the networker accepts a second invitation of the same operator', async () => {
      const second = await createInvitation(app, pair.operator, { prospectName: 'Nora Again' });
      await request(app.url)
        .post('/api/invitations/associate')
        .set(pair.networker.session.headers)
        .send({ invitationUuid: second.id })
        .expect(201);
      const conversations = await conversationsOf(app, pair.networker.session);
      expect(conversations.map((conversation) => conversation.id)).toEqual([pair.conversationId]);
      const accepted = await app.sql<{ count: string }>(
        `SELECT count(*) FROM events WHERE type = 'InvitationAccepted' AND data->>'networkerUserId' = $1`,
        [pair.networker.id],
      );
      expect(accepted[0]!.count).toBe('2');
    });

    it('is not listed for anyone else', async () => {
      const outsider = await registerUser(app, { name: 'Otto Outsider' });
      expect(await conversationsOf(app, outsider.session)).toEqual([]);
    });
  });

  describe('sending', () => {
    it('delivers a message to both sides, signed by the sender, with the contact it is about', async () => {
      const sent = await send(pair.networker.session, pair.conversationId, {
        message: '  Happy to introduce Priya.  ',
        prospectId: pair.prospectId,
      }).expect(201);
      const answer = sent.body as SentMessageAnswer;
      expect(answer.readModelsCaughtUp).toBe(true);
      const operatorView = await thread(pair.operator.session, pair.conversationId);
      expect(operatorView.at(-1)).toMatchObject({
        id: answer.id,
        message: 'Happy to introduce Priya.',
        senderType: 'networker',
        senderName: 'Nora Networker',
        senderUserId: pair.networker.id,
        prospectId: pair.prospectId,
        prospectContext: 'Priya Prospect',
      });
      const [conversation] = await conversationsOf(app, pair.operator.session);
      expect(conversation!.lastMessage).toBe('Happy to introduce Priya.');
    });

    it('lets the operator answer, and filters the thread by contact', async () => {
      await send(pair.operator.session, pair.conversationId, { message: 'Thank you!' }).expect(201);
      const all = await thread(pair.networker.session, pair.conversationId);
      expect(all.map((message) => [message.senderType, message.message])).toEqual([
        ['networker', 'Happy to introduce Priya.'],
        ['operator', 'Thank you!'],
      ]);
      const aboutPriya = await thread(
        pair.networker.session,
        pair.conversationId,
        `?prospectId=${pair.prospectId}`,
      );
      expect(aboutPriya.map((message) => message.message)).toEqual(['Happy to introduce Priya.']);
    });

    it('tells both parties’ browsers over the live socket, and nobody else', async () => {
      const operatorSocket = await connectLiveSocket(app.url, pair.operator.session.cookie);
      const outsider = await registerUser(app, { name: 'Otto Outsider' });
      const outsiderSocket = await connectLiveSocket(app.url, outsider.session.cookie);
      try {
        const sent = await send(pair.networker.session, pair.conversationId, {
          message: 'Are you there?',
        }).expect(201);
        const { position } = sent.body as SentMessageAnswer;
        const invalidation = await invalidationAt(operatorSocket.received, position);
        expect(invalidation?.keys).toEqual(
          expect.arrayContaining([['/api/conversations'], [messagesPath(pair.conversationId)]]),
        );
        expect(await invalidationAt(outsiderSocket.received, position, 500)).toBeUndefined();
      } finally {
        operatorSocket.socket.disconnect();
        outsiderSocket.socket.disconnect();
      }
    });

    it('refuses blank text with the spec’s rule, and says so', async () => {
      for (const message of ['', '   \n ']) {
        const response = await send(pair.operator.session, pair.conversationId, { message }).expect(400);
        expect(errorMessage(response)).toBe(MESSAGING_MESSAGES.messageRequired);
      }
      await send(pair.operator.session, pair.conversationId, {}).expect(400);
    });

    it('refuses text over the length limit, and accepts it at the limit', async () => {
      const tooLong = await send(pair.operator.session, pair.conversationId, {
        message: 'x'.repeat(MESSAGE_MAX_LENGTH + 1),
      }).expect(400);
      expect(errorMessage(tooLong)).toBe(MESSAGING_MESSAGES.messageTooLong);
      await send(pair.operator.session, pair.conversationId, {
        message: 'x'.repeat(MESSAGE_MAX_LENGTH),
      }).expect(201);
    });

    it('accepts the spec’s senderType and senderName, but signs with the account’s own name', async () => {
      const sent = await send(pair.networker.session, pair.conversationId, {
        message: 'Sent the way the spec’s client sends it',
        senderType: 'networker',
        senderName: 'Somebody Else',
      }).expect(201);
      const { id } = sent.body as SentMessageAnswer;
      const message = (await thread(pair.operator.session, pair.conversationId)).find((m) => m.id === id);
      expect(message).toMatchObject({ senderType: 'networker', senderName: 'Nora Networker' });
    });

    it('refuses a senderType claiming the other side, and writes nothing', async () => {
      const before = await thread(pair.operator.session, pair.conversationId);
      const refused = await send(pair.networker.session, pair.conversationId, {
        message: 'I am the operator',
        senderType: 'operator',
      }).expect(400);
      expect(errorMessage(refused)).toBe(MESSAGING_MESSAGES.senderTypeNotYours);
      const unknown = await send(pair.operator.session, pair.conversationId, {
        message: 'Who am I?',
        senderType: 'auditor',
      }).expect(400);
      expect(errorMessage(unknown)).toBe(MESSAGING_MESSAGES.senderTypeInvalid);
      expect(await thread(pair.operator.session, pair.conversationId)).toEqual(before);
    });

    it('refuses a contact from another pair, and one that does not exist', async () => {
      const other = await aConversationPair(app, { operator: 'Oscar Other', contact: 'Quinn Elsewhere' });
      const foreign = await send(pair.networker.session, pair.conversationId, {
        message: 'About Quinn',
        prospectId: other.prospectId,
      }).expect(400);
      expect(errorMessage(foreign)).toBe(MESSAGING_MESSAGES.prospectNotInConversation);
      await send(pair.networker.session, pair.conversationId, {
        message: 'About nobody',
        prospectId: pair.conversationId,
      }).expect(400);
      await send(pair.networker.session, pair.conversationId, {
        message: 'x',
        prospectId: 'not-a-uuid',
      }).expect(400);
    });
  });

  describe('who may read and write', () => {
    it('answers 404 to a signed-in outsider reading or writing, and writes nothing', async () => {
      const outsider = await registerUser(app, { name: 'Otto Outsider' });
      await request(app.url).get(messagesPath(pair.conversationId)).set(outsider.session.headers).expect(404);
      const refused = await send(outsider.session, pair.conversationId, { message: 'Hi there' }).expect(404);
      expect(errorMessage(refused)).toBe(MESSAGING_MESSAGES.conversationNotFound);
      const written = await app.sql(`SELECT 1 FROM events WHERE data->>'senderUserId' = $1`, [
        outsider.user.id,
      ]);
      expect(written).toEqual([]);
    });

    it('answers 404 for a conversation that does not exist and 400 for an id that is not one', async () => {
      await send(pair.operator.session, conversationIdFor(pair.operator.user.id, pair.operator.user.id), {
        message: 'Hello',
      }).expect(404);
      await request(app.url).get(messagesPath('nope')).set(pair.operator.session.headers).expect(400);
    });

    it('answers 401 to a signed-out visitor on every route', async () => {
      const visitor = await visitorSession(app);
      await request(app.url).get('/api/conversations').set(visitor.headers).expect(401);
      await request(app.url).get(messagesPath(pair.conversationId)).set(visitor.headers).expect(401);
      await send(visitor, pair.conversationId, { message: 'Hello' }).expect(401);
    });
  });

  describe('replaying the events', () => {
    it('rebuilds the same conversations and messages: one conversation per pair, however often acceptance is replayed', async () => {
      const pool = new pg.Pool({ connectionString: app.database.url, max: 2 });
      const snapshot = async () => ({
        conversations: await app.sql('SELECT * FROM conversations ORDER BY id'),
        messages: await app.sql('SELECT * FROM conversation_messages ORDER BY id'),
      });
      try {
        const before = await snapshot();
        const store = app.running.app.get<EventStore>(EVENT_STORE);
        await rebuildProjector(conversationsProjector, { store, pool });
        await rebuildProjector(conversationsProjector, { store, pool });
        expect(await snapshot()).toEqual(before);
        const pairs = await app.sql<{ count: string }>(
          'SELECT count(*) FROM conversations WHERE operator_id = $1 AND networker_user_id = $2',
          [pair.operator.user.id, pair.networker.id],
        );
        expect(pairs[0]!.count).toBe('1');
      } finally {
        await pool.end();
      }
    });
  });
});
