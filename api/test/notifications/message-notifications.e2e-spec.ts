import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NotificationItem, SentMessageAnswer } from '@referrals/contracts';
import request from 'supertest';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { aConversationPair, type ConversationPair, conversationsOf } from '../support/messaging-builders.js';
import { emailSettled, eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { moveProspectTo } from '../support/pipeline-builders.js';
import type { TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

describe('notifications of messages and reviews, and unread conversations', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;

  const inbox = async (session: TestSession) =>
    (await request(app.url).get('/api/notifications').set(session.headers).expect(200))
      .body as NotificationItem[];
  /** The message emails an address received (it gets others too: the acceptance, the submission). */
  const messageEmailsTo = (address: string) =>
    mailbox.received
      .filter((mail) => mail.to.includes(address))
      .map((mail) => decodedBody(mail.raw))
      .filter((body) => body.includes('sent you a message'));
  const send = async (session: TestSession, conversationId: string, message: string, prospectId?: string) =>
    (
      await request(app.url)
        .post(`/api/conversations/${conversationId}/messages`)
        .set(session.headers)
        .send({ message, ...(prospectId ? { prospectId } : {}) })
        .expect(201)
    ).body as SentMessageAnswer;
  const unreadIn = async (session: TestSession, conversationId: string) =>
    (await conversationsOf(app, session)).find((conversation) => conversation.id === conversationId)
      ?.unreadCount;
  /** The id of the event that recorded a message. */
  const eventOf = async (messageId: string) => {
    const [row] = await app.sql<{ id: string }>(
      `SELECT id FROM events WHERE type = 'MessageSent' AND data->>'messageId' = $1`,
      [messageId],
    );
    return row!.id;
  };
  /** Waits until the process manager has handled this event: its in-app notices are written or skipped. */
  const handled = async (eventId: string) => {
    const passed = await eventually(
      async () =>
        (
          await app.sql<{ passed: boolean }>(
            `SELECT (c.commit_position, c.prepare_position) >= (e.transaction_id::text::numeric, e.position) AS passed
               FROM events e, projection_checkpoints c
              WHERE e.id = $1 AND c.projector = 'notification-process-manager'`,
            [eventId],
          )
        )[0]?.passed,
      (found) => found === true,
    );
    expect(passed).toBe(true);
  };
  /** Waits until the email dispatcher has settled the email of this event and recipient. */
  const delivered = async (eventId: string, recipientUserId: string) => {
    expect(await emailSettled(app, eventId, recipientUserId)).toBe(true);
  };

  beforeAll(async () => {
    app = await startNotificationsTestApp('message-notifications', mailbox);
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  describe('a message', () => {
    let pair: ConversationPair;
    beforeAll(async () => {
      pair = await aConversationPair(app, { operator: 'Olga Messaged', networker: 'Nora Writer' });
    });

    it('notifies the other party in the app and by email, linking to the conversation, and never the sender', async () => {
      const { id } = await send(
        pair.networker.session,
        pair.conversationId,
        'Priya is keen.',
        pair.prospectId,
      );
      const rows = await eventually(
        () => inbox(pair.operator.session),
        (found) => found.some((row) => row.type === 'new_message'),
      );
      const notice = rows.find((row) => row.type === 'new_message')!;
      expect(notice).toMatchObject({
        title: 'New Message',
        message: 'Nora Writer sent you a message about Priya Prospect.',
        isRead: false,
        invitationUuid: null,
      });
      expect(JSON.parse(notice.navigationData)).toEqual({
        page: 'dashboard',
        action: 'view_conversation',
        target_id: pair.conversationId,
        scroll: false,
        expand: false,
      });
      const [body] = await eventually(
        async () => messageEmailsTo(pair.operator.email),
        (bodies) => bodies.length > 0,
      );
      expect(body).toContain('Priya is keen.');
      expect(body).toContain(
        `/dashboard?tab=messages&action=view_conversation&target=${pair.conversationId}`,
      );

      const eventId = await eventOf(id);
      await handled(eventId);
      await delivered(eventId, pair.operator.user.id);
      expect((await inbox(pair.networker.session)).filter((row) => row.type === 'new_message')).toEqual([]);
      const sentTo = await app.sql<{ recipient_user_id: string }>(
        'SELECT recipient_user_id FROM notification_deliveries WHERE event_id = $1',
        [eventId],
      );
      expect(sentTo.map((row) => row.recipient_user_id)).toEqual([
        pair.operator.user.id,
        pair.operator.user.id,
      ]);
    });

    it('makes one email of a burst, while the app lists every message', async () => {
      expect(messageEmailsTo(pair.operator.email)).toHaveLength(1);
      const { id } = await send(pair.networker.session, pair.conversationId, 'And one more thing.');
      const eventId = await eventOf(id);
      await delivered(eventId, pair.operator.user.id);
      await eventually(
        () => inbox(pair.operator.session),
        (found) => found.filter((row) => row.type === 'new_message').length >= 2,
      );
      expect(messageEmailsTo(pair.operator.email)).toHaveLength(1);
      // A reply goes the other way, in its own window.
      await send(pair.operator.session, pair.conversationId, 'Thanks, Nora.');
      const reply = await eventually(
        () => inbox(pair.networker.session),
        (found) => found.some((row) => row.type === 'new_message'),
      );
      expect(reply.find((row) => row.type === 'new_message')?.message).toBe(
        'Olga Messaged sent you a message.',
      );
    });

    it('counts unread messages per conversation for the reader only, until the conversation is read', async () => {
      await eventually(
        () => unreadIn(pair.operator.session, pair.conversationId),
        (count) => count === 2,
      );
      // The networker's own messages are not unread for them; the operator's reply is.
      expect(await unreadIn(pair.networker.session, pair.conversationId)).toBe(1);
      await request(app.url)
        .patch(`/api/conversations/${pair.conversationId}/read`)
        .set(pair.operator.session.headers)
        .expect(200, { success: true });
      expect(await unreadIn(pair.operator.session, pair.conversationId)).toBe(0);
      expect(await unreadIn(pair.networker.session, pair.conversationId)).toBe(1);

      await send(pair.networker.session, pair.conversationId, 'Are you there?');
      await eventually(
        () => unreadIn(pair.operator.session, pair.conversationId),
        (count) => count === 1,
      );
    });
  });

  it('respects a recipient who turned message notifications off, in the app and by email', async () => {
    const pair = await aConversationPair(app, { operator: 'Quinn Quiet', networker: 'Nils Noisy' });
    for (const change of [{ inAppEnabled: false }, { emailEnabled: false }]) {
      await request(app.url)
        .patch('/api/notification-preferences')
        .set(pair.operator.session.headers)
        .send({ type: 'new_message', ...change })
        .expect(200);
    }
    const { id } = await send(pair.networker.session, pair.conversationId, 'Hello?');
    const eventId = await eventOf(id);
    await handled(eventId);
    await delivered(eventId, pair.operator.user.id);
    expect((await inbox(pair.operator.session)).filter((row) => row.type === 'new_message')).toEqual([]);
    expect(messageEmailsTo(pair.operator.email)).toEqual([]);
    expect(await unreadIn(pair.operator.session, pair.conversationId)).toBe(1);
  });

  it('tells the reviewed party of a review, linking to it', async () => {
    const pair = await aConversationPair(app, { operator: 'Rita Reviewer', networker: 'Ned Reviewed' });
    await moveProspectTo(app, pair.operator, pair.prospectId, 'meeting_held');
    await request(app.url)
      .post('/api/reviews')
      .set(pair.operator.session.headers)
      .send({ submissionId: pair.prospectId, revieweeType: 'networker', rating: 4, comment: 'Good intro.' })
      .expect(201);
    const rows = await eventually(
      () => inbox(pair.networker.session),
      (found) => found.some((row) => row.type === 'review_received'),
    );
    const notice = rows.find((row) => row.type === 'review_received')!;
    expect(notice.message).toBe('Rita Reviewer left you a 4-star review about Priya Prospect.');
    const [review] = await app.sql<{ id: string }>('SELECT id FROM reviews WHERE prospect_id = $1', [
      pair.prospectId,
    ]);
    expect(JSON.parse(notice.navigationData)).toMatchObject({ action: 'view_review', target_id: review!.id });
    expect((await inbox(pair.operator.session)).some((row) => row.type === 'review_received')).toBe(false);
  });
});
