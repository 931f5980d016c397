import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type EventStore,
  invitationQuestionStream,
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type RecordedEvent,
  type UnreadNotificationCount,
} from '@referrals/contracts';
import request from 'supertest';
import { deliveriesOf } from '../../src/notifications/delivery/notification-process-manager.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { aRecordedEvent } from '../event-store/event-builders.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import { type RegisteredUser } from '../support/identity-client.js';
import { connectLiveSocket } from '../support/live-socket.js';
import { TestMailbox } from '../support/mailbox.js';
import { registerNetworker } from '../support/networker-builders.js';
import { processManagerBatch } from '../support/process-manager-batch.js';
import { RecordingJobQueue } from '../support/recording-job-queue.js';
import { createInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { emailSettled, eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { type TestApp, visitorSession } from '../support/test-app.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('notifications', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let invitation: { id: string; slug: string };

  const inbox = async (who: RegisteredUser, query = '') =>
    (await request(app.url).get(`/api/notifications${query}`).set(who.session.headers).expect(200))
      .body as NotificationItem[];
  const unread = async (who: RegisteredUser) =>
    (
      (await request(app.url).get('/api/notifications/unread-count').set(who.session.headers).expect(200))
        .body as UnreadNotificationCount
    ).count;
  const askQuestion = async (question: string) => {
    const visitor = await visitorSession(app);
    const response = await request(app.url)
      .post(`/api/invitations/${invitation.id}/questions`)
      .set(visitor.headers)
      .send({ name: 'Vera Visitor', email: 'vera@example.com', question })
      .expect(201);
    return (response.body as { questionId: string }).questionId;
  };

  beforeAll(async () => {
    app = await startNotificationsTestApp('notifications', mailbox);
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    invitation = await createInvitation(app, operator, { prospectName: 'Nina Networker' });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('delivers one notification and one email per event, however often the event is processed', async () => {
    const questionId = await askQuestion('Once only?');
    await eventually(
      () => inbox(operator),
      (rows) => rows.some((row) => row.message.includes('Vera Visitor')),
    );
    await mailbox.waitFor(operator.email);

    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const events: RecordedEvent[] = [];
    for await (const event of store.readStream(invitationQuestionStream(questionId))) events.push(event);
    const jobs = app.running.app.get(JobQueue);
    // A replay (absorbed by the in-app claim and the email's row) and a redelivery of both as jobs, as
    // queued before in-app notices were written in the batch and emails queued with it (absorbed too).
    const replay = await processManagerBatch(app, events.slice(0, 1));
    expect(replay.refreshes()).toEqual([]);
    for (const delivery of deliveriesOf(events[0]!)) {
      await jobs.add('notifications.deliver', delivery, {
        jobId: `legacy-${delivery.eventId}-${delivery.recipientUserId}-${delivery.channel}`,
      });
    }
    await eventually(
      async () => (await jobs.queue('notifications').getJobCounts('completed')).completed,
      (completed) => (completed ?? 0) >= 2,
    );
    await pause(300);

    const rows = await app.sql('SELECT id FROM notifications WHERE event_id = $1', [events[0]!.id]);
    expect(rows).toHaveLength(1);
    expect(mailbox.received.filter((mail) => mail.raw.includes('Once only?'))).toHaveLength(1);
  });

  it('writes a batch’s in-app notifications in two statements and queues its emails in one, adding no job', async () => {
    const asked = (askerName: string) =>
      aRecordedEvent('InvitationQuestionAsked', {
        questionId: randomUUID(),
        invitationId: invitation.id,
        operatorId: operator.user.id,
        askerName,
        askerEmail: 'batch@example.com',
        question: 'In one batch?',
      });
    const events = ['Ann Asker', 'Ben Asker', 'Cy Asker'].map(asked);
    const ids = events.map((event) => event.id);
    const written = () =>
      app.sql<{ message: string }>(
        'SELECT message FROM notifications WHERE event_id = ANY($1) ORDER BY message',
        [ids],
      );

    const queue = new RecordingJobQueue();
    const batch = await processManagerBatch(app, events, queue);
    expect(batch.statements).toBe(3);
    expect((await written()).map((row) => row.message)).toEqual([
      expect.stringContaining('Ann Asker'),
      expect.stringContaining('Ben Asker'),
      expect.stringContaining('Cy Asker'),
    ]);
    expect(batch.refreshes()).toEqual(
      expect.arrayContaining([`user:${operator.user.id} ${JSON.stringify(['/api/notifications'])}`]),
    );
    expect(queue.calls).toEqual([]);
    const queued = await app.sql<{ event_id: string }>(
      `SELECT event_id FROM notification_deliveries
        WHERE event_id = ANY($1) AND channel = 'email' AND recipient_user_id = $2`,
      [ids, operator.user.id],
    );
    expect(queued.map((row) => row.event_id).sort()).toEqual([...ids].sort());
    // Each question goes alone, replying to its asker: three emails, whatever the digest window.
    for (const event of events) expect(await emailSettled(app, event.id, operator.user.id)).toBe(true);
    expect(mailbox.received.filter((mail) => mail.raw.includes('In one batch?'))).toHaveLength(3);

    const replay = await processManagerBatch(app, events, new RecordingJobQueue());
    expect(replay.refreshes()).toEqual([]);
    expect(await written()).toHaveLength(3);
  });

  it('tells the operator when a networker accepts the invitation and when they submit a prospect', async () => {
    const { session } = await registerNetworker(app, invitation.id, { fullName: 'Nils Networker' });
    await request(app.url)
      .post('/api/prospect-submissions')
      .set(session.headers)
      .send({ invitationUuid: invitation.id, prospectName: 'Petra Prospect', prospectCompany: 'Stripe' })
      .expect(201);
    const rows = await eventually(
      () => inbox(operator),
      (found) => found.some((row) => row.type === 'prospect_submitted'),
    );
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'invitation_accepted',
          title: 'Invitation Accepted',
          message: 'Nils Networker accepted your invitation for Nina Networker.',
        }),
        expect.objectContaining({
          type: 'prospect_submitted',
          title: 'New Prospect Submitted',
          message:
            'Nils Networker submitted Petra Prospect (Stripe) through your invitation for Nina Networker.',
        }),
      ]),
    );
  });

  it('pushes a live invalidation of the notification queries when one is written', async () => {
    const { socket, received } = await connectLiveSocket(app.url, operator.session.cookie);
    try {
      await askQuestion('Live?');
      const arrived = await eventually(
        async () => received,
        (messages) => messages.some((message) => JSON.stringify(message.keys).includes('/api/notifications')),
      );
      expect(arrived.flatMap((message) => message.keys)).toEqual(
        expect.arrayContaining([['/api/notifications'], ['/api/notifications/unread-count']]),
      );
    } finally {
      socket.disconnect();
    }
  });

  it('pages, counts, marks one read and marks all read, for the caller alone', async () => {
    await eventually(
      () => unread(operator),
      (count) => count >= 3,
    );
    const all = await inbox(operator);
    expect(await inbox(operator, '?limit=1&offset=1')).toEqual([all[1]]);
    const before = await unread(operator);

    const other = await operatorReadyToInvite(app, 'Otto Other');
    expect(await inbox(other)).toEqual([]);
    await request(app.url)
      .patch(`/api/notifications/${all[0]!.id}/read`)
      .set(other.session.headers)
      .send({})
      .expect(404);
    await request(app.url)
      .patch('/api/notifications/mark-all-read')
      .set(other.session.headers)
      .send({})
      .expect(200);
    expect(await unread(operator)).toBe(before);

    await request(app.url)
      .patch(`/api/notifications/${all[0]!.id}/read`)
      .set(operator.session.headers)
      .send({})
      .expect(200);
    expect(await unread(operator)).toBe(before - 1);
    expect((await inbox(operator))[0]).toMatchObject({ id: all[0]!.id, isRead: true });

    await request(app.url)
      .patch('/api/notifications/mark-all-read')
      .set(operator.session.headers)
      .send({})
      .expect(200);
    expect(await unread(operator)).toBe(0);
  });

  it('refuses bad paging and unknown ids', async () => {
    for (const query of ['?limit=0', '?limit=101', '?offset=-1', '?limit=abc']) {
      const response = await request(app.url).get(`/api/notifications${query}`).set(operator.session.headers);
      expect({
        query,
        status: response.status,
        message: (response.body as { message: string }).message,
      }).toEqual({
        query,
        status: 400,
        message: NOTIFICATION_MESSAGES.invalidPaging,
      });
    }
    await request(app.url)
      .patch('/api/notifications/not-a-uuid/read')
      .set(operator.session.headers)
      .send({})
      .expect(404);
  });

  it('answers 401 when signed out', async () => {
    await request(app.url).get('/api/notifications').expect(401);
    await request(app.url).get('/api/notifications/unread-count').expect(401);
    await request(app.url).patch('/api/notifications/mark-all-read').expect(401);
    await request(app.url).patch(`/api/notifications/${invitation.id}/read`).expect(401);
  });
});
