import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  type EventStore,
  INVITATION_QUESTION_MESSAGES as Q,
  type InvitationQuestionItem,
  invitationQuestionStream,
  NETWORKER_JOURNEY_MESSAGES as M,
  type NotificationItem,
  type RecordedEvent,
} from '@referrals/contracts';
import request from 'supertest';
import { questionReplyEmail } from '../../src/notifications/delivery/question-reply-email.js';
import { EVENT_STORE } from '../../src/platform/event-store/event-store.token.js';
import { JobQueue } from '../../src/platform/jobs/job-queue.js';
import type { RegisteredUser } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { registerNetworker } from '../support/networker-builders.js';
import { processManagerBatch } from '../support/process-manager-batch.js';
import { createInvitation, disableInvitation, operatorReadyToInvite } from '../support/operator-builders.js';
import { eventually, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { startTestApp, type TestApp, visitorSession } from '../support/test-app.js';

const message = (response: request.Response) => (response.body as { message: string }).message;

const aQuestion = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'vera@example.com',
  question: 'How long is the call?',
  ...overrides,
});

describe('questions asked on a public invitation page', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let invitation: { id: string; slug: string };

  const ask = async (idOrSlug: string, body: object) => {
    const visitor = await visitorSession(app);
    return request(app.url).post(`/api/invitations/${idOrSlug}/questions`).set(visitor.headers).send(body);
  };
  const questionsOf = async (who: RegisteredUser) =>
    (await request(app.url).get('/api/operator/invitation-questions').set(who.session.headers).expect(200))
      .body as InvitationQuestionItem[];

  beforeAll(async () => {
    app = await startNotificationsTestApp('questions', mailbox);
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    invitation = await createInvitation(app, operator, { prospectName: 'Nina Networker' });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('records the question; its operator reads it, gets a notification and an email that replies to the asker', async () => {
    const response = await ask(
      invitation.slug,
      aQuestion({ name: '  <b>Vera</b>  ', question: 'Is <script>alert(1)</script> fine?' }),
    );
    expect(response.status).toBe(201);
    const { questionId } = response.body as { questionId: string };

    const questions = await eventually(
      () => questionsOf(operator),
      (rows) => rows.length > 0,
    );
    expect(questions).toEqual([
      expect.objectContaining({
        id: questionId,
        invitationId: invitation.id,
        invitationName: 'Nina Networker',
        askerName: '<b>Vera</b>',
        askerEmail: 'vera@example.com',
        question: 'Is <script>alert(1)</script> fine?',
      }),
    ]);

    const notifications = await eventually(
      async () =>
        (await request(app.url).get('/api/notifications').set(operator.session.headers).expect(200))
          .body as NotificationItem[],
      (rows) => rows.length > 0,
    );
    expect(notifications).toEqual([
      expect.objectContaining({
        type: 'invitation_question',
        title: 'New Question',
        isRead: false,
        invitationUuid: invitation.id,
      }),
    ]);

    const mail = await mailbox.waitFor(operator.email);
    const raw = decodedBody(mail.raw);
    expect(raw).toMatch(/Reply-To: vera@example\.com/);
    expect(raw).toContain('Is <script>alert(1)</script> fine?');
    expect(raw).toContain('Is &#60;script&#62;alert(1)&#60;/script&#62; fine?');
    expect(raw).toContain('&#60;b&#62;Vera&#60;/b&#62;');
    expect(raw).not.toMatch(/<script>alert\(1\)<\/script> fine\?<\/blockquote>/);
  });

  it('lets its operator reply: the reply is listed under the question and emailed to the asker', async () => {
    const visitorEmail = 'rita.reply@example.com';
    const asked = await ask(invitation.slug, aQuestion({ name: 'Rita', email: visitorEmail }));
    const { questionId } = asked.body as { questionId: string };
    await eventually(
      () => questionsOf(operator),
      (rows) => rows.some((row) => row.id === questionId),
    );
    const reply = (who: RegisteredUser, answer: unknown) =>
      request(app.url)
        .post(`/api/operator/invitation-questions/${questionId}/replies`)
        .set(who.session.headers)
        .send({ answer });

    const sent = await reply(operator, '  About 30 minutes, <i>on video</i>.  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual(
      expect.objectContaining({ replyId: expect.any(String), position: expect.any(String) }),
    );
    const listed = (await questionsOf(operator)).find((row) => row.id === questionId);
    expect(listed?.replies).toEqual([
      {
        id: (sent.body as { replyId: string }).replyId,
        answer: 'About 30 minutes, <i>on video</i>.',
        answeredAt: expect.any(String),
      },
    ]);

    const mail = decodedBody((await mailbox.waitFor(visitorEmail)).raw);
    expect(mail).toContain('Olga Operator answered the question you asked');
    expect(mail).toContain('How long is the call?');
    expect(mail).toContain('About 30 minutes, <i>on video</i>.');
    expect(mail).toContain('About 30 minutes, &#60;i&#62;on video&#60;/i&#62;.');

    const other = await operatorReadyToInvite(app, 'Oscar Outsider');
    const foreign = await reply(other, 'Let me answer for Olga.');
    expect(foreign.status).toBe(404);
    expect(message(foreign)).toBe(Q.questionNotFound);

    const tooLong = await reply(operator, 'x'.repeat(5001));
    expect(tooLong.status).toBe(400);
    expect(message(tooLong)).toBe(Q.answerTooLong);
    expect(message(await reply(operator, '   '))).toBe(Q.answerRequired);
    expect((await reply(operator, 42)).status).toBe(400);

    // Three replies at most: the asker's address is not verified.
    expect((await reply(operator, 'A follow-up.')).status).toBe(201);
    expect((await reply(operator, 'A correction.')).status).toBe(201);
    const fourth = await reply(operator, 'One more thing.');
    expect(fourth.status).toBe(409);
    expect(message(fourth)).toBe(Q.tooManyReplies);

    const unknown = await request(app.url)
      .post(`/api/operator/invitation-questions/${randomUUID()}/replies`)
      .set(operator.session.headers)
      .send({ answer: 'Hello?' });
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(Q.questionNotFound);
  });

  it('emails a reply once, however often its event is processed', async () => {
    const visitorEmail = 'once.only@example.com';
    const asked = await ask(invitation.slug, aQuestion({ email: visitorEmail }));
    const { questionId } = asked.body as { questionId: string };
    await request(app.url)
      .post(`/api/operator/invitation-questions/${questionId}/replies`)
      .set(operator.session.headers)
      .send({ answer: 'Sent once only.' })
      .expect(201);
    await mailbox.waitFor(visitorEmail);

    const store = app.running.app.get<EventStore>(EVENT_STORE);
    const events: RecordedEvent[] = [];
    for await (const event of store.readStream(invitationQuestionStream(questionId))) events.push(event);
    const answered = events.find((event) => event.type === 'InvitationQuestionAnswered')!;
    const jobs = app.running.app.get(JobQueue);
    // A replay (same job id, absorbed by BullMQ) and a redelivery under a new id (absorbed by the send claim).
    await processManagerBatch(app, [answered]);
    const againId = `question-reply-${answered.id}-again`;
    await jobs.add(
      'questions.reply-email',
      {
        eventId: answered.id,
        message: questionReplyEmail(answered.data as Parameters<typeof questionReplyEmail>[0]),
      },
      { jobId: againId },
    );
    await eventually(
      async () => (await jobs.queue('email').getJob(againId))?.getState(),
      (state) => state === 'completed',
    );

    const rows = await app.sql('SELECT delivered_at FROM email_sends WHERE event_id = $1', [answered.id]);
    expect(rows).toEqual([{ delivered_at: expect.any(Date) }]);
    expect(mailbox.received.filter((mail) => mail.raw.includes('Sent once only.'))).toHaveLength(1);
  });

  it('refuses missing or bad fields with the dialog wording', async () => {
    expect(message(await ask(invitation.id, aQuestion({ name: '   ' })))).toBe(Q.nameRequired);
    expect(message(await ask(invitation.id, aQuestion({ email: '' })))).toBe(Q.emailRequired);
    expect(message(await ask(invitation.id, aQuestion({ email: 'not-an-email' })))).toBe(Q.emailInvalid);
    expect(message(await ask(invitation.id, aQuestion({ question: ' ' })))).toBe(Q.questionRequired);
    expect(message(await ask(invitation.id, aQuestion({ question: 'x'.repeat(2001) })))).toBe(
      Q.questionTooLong,
    );
    const unknownField = await ask(invitation.id, aQuestion({ isAdmin: true }));
    expect(unknownField.status).toBe(400);
    expect((await ask(invitation.id, aQuestion({ name: 42 }))).status).toBe(400);
  });

  it('answers 404 for an unknown invitation and the disabled message for a disabled one', async () => {
    const unknown = await ask('no-such-invitation', aQuestion());
    expect(unknown.status).toBe(404);
    expect(message(unknown)).toBe(M.invitationNotFound);

    const disabled = await createInvitation(app, operator);
    await disableInvitation(app, operator, disabled.id);
    const refused = await ask(disabled.slug, aQuestion());
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe(M.invitationDisabled);
  });

  it('needs the CSRF token of the visitor session', async () => {
    const response = await request(app.url)
      .post(`/api/invitations/${invitation.id}/questions`)
      .send(aQuestion());
    expect(response.status).toBe(403);
  });

  it('shows an operator only the questions on their own invitations; networkers and visitors get none', async () => {
    const other = await operatorReadyToInvite(app, 'Otto Other');
    expect(await questionsOf(other)).toEqual([]);
    await request(app.url).get('/api/operator/invitation-questions').expect(401);
    const networker = await registerNetworker(app, (await createInvitation(app, operator)).id);
    await request(app.url)
      .get('/api/operator/invitation-questions')
      .set(networker.session.headers)
      .expect(403);
  });
});

describe('the question rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({ label: 'questions-limit', env: { QUESTIONS_PER_IP_PER_HOUR: '2' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('refuses the third question from one address within the hour with 429 and Retry-After', async () => {
    const operator = await operatorReadyToInvite(app);
    const { slug } = await createInvitation(app, operator);
    const visitor = await visitorSession(app);
    const send = () =>
      request(app.url).post(`/api/invitations/${slug}/questions`).set(visitor.headers).send(aQuestion());
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(message(refused)).toBe(Q.tooManyQuestions);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the reply rate limit', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startTestApp({
      label: 'replies-limit',
      env: { QUESTIONS_PER_IP_PER_HOUR: '1000', QUESTION_REPLIES_PER_OPERATOR_PER_HOUR: '2' },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it("refuses an operator's third reply within the hour, on any question, with 429; other operators still reply", async () => {
    const operator = await operatorReadyToInvite(app);
    const other = await operatorReadyToInvite(app, 'Otto Other');
    const askOn = async (who: RegisteredUser) => {
      const { slug } = await createInvitation(app, who);
      const visitor = await visitorSession(app);
      const asked = await request(app.url)
        .post(`/api/invitations/${slug}/questions`)
        .set(visitor.headers)
        .send(aQuestion());
      expect(asked.status).toBe(201);
      return (asked.body as { questionId: string }).questionId;
    };
    const reply = (who: RegisteredUser, questionId: string) =>
      request(app.url)
        .post(`/api/operator/invitation-questions/${questionId}/replies`)
        .set(who.session.headers)
        .send({ answer: 'About 30 minutes.' });
    const first = await askOn(operator);
    const second = await askOn(operator);
    expect((await reply(operator, first)).status).toBe(201);
    expect((await reply(operator, second)).status).toBe(201);
    const refused = await reply(operator, second);
    expect(refused.status).toBe(429);
    expect(message(refused)).toBe(Q.tooManyRepliesSent);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await reply(other, await askOn(other))).status).toBe(201);
  });
});
