import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  NOTIFICATION_MESSAGES,
  NOTIFICATION_TYPES,
  type NetworkerSubmissionUpdate,
  type NotificationItem,
  type NotificationPreference,
} from '@referrals/contracts';
import request from 'supertest';
import type { RegisteredUser } from '../support/identity-client.js';
import { decodedBody, TestMailbox } from '../support/mailbox.js';
import { createInvitation, operatorReadyToInvite, recommendProspect } from '../support/operator-builders.js';
import { eventually, noEmailPending, startNotificationsTestApp } from '../support/notifications-test-app.js';
import { approveAndPay, moveProspectTo, networkerWithContacts } from '../support/pipeline-builders.js';
import { registerNetworker } from '../support/networker-builders.js';
import type { TestApp } from '../support/test-app.js';
import type { TestSession } from '../support/test-session.js';

describe('notifications of the pipeline, preferences and the per-role lists', () => {
  const mailbox = new TestMailbox();
  let app: TestApp;
  let operator: RegisteredUser;
  let nora: { session: TestSession; networkerUserId: string; contacts: Record<string, string> };
  const noraEmail = 'nora.pipeline@example.com';

  const inbox = async (session: TestSession) =>
    (await request(app.url).get('/api/notifications').set(session.headers).expect(200))
      .body as NotificationItem[];
  const inboxWith = (session: TestSession, type: string, count = 1) =>
    eventually(
      () => inbox(session),
      (rows) => rows.filter((row) => row.type === type).length >= count,
    );
  const emailsTo = (address: string) => mailbox.received.filter((mail) => mail.to.includes(address));

  beforeAll(async () => {
    app = await startNotificationsTestApp('pipeline-notifications', mailbox);
    operator = await operatorReadyToInvite(app, 'Olga Operator');
    nora = await networkerWithContacts(app, operator, ['Priya Patel', 'Rex Rejected'], undefined, {
      fullName: 'Nora Networker',
      email: noraEmail,
    });
  });
  afterAll(async () => {
    await app?.close();
    await mailbox.close();
  });

  it('tells the networker of each move of their contact, in-app and by an email that links to it', async () => {
    const priya = nora.contacts['Priya Patel']!;
    await moveProspectTo(app, operator, priya, 'approved');
    await moveProspectTo(app, operator, priya, 'intro_made');
    await moveProspectTo(app, operator, priya, 'meeting_scheduled');
    await moveProspectTo(app, operator, priya, 'meeting_held');
    const rows = await inboxWith(nora.session, 'meeting_completed');
    expect(rows.map(({ type, title, message }) => ({ type, title, message })).reverse()).toEqual([
      {
        type: 'prospect_approved',
        title: 'Contact Approved',
        message: 'Olga Operator approved Priya Patel. Next: the introduction.',
      },
      {
        type: 'intro_made',
        title: 'Introduction Made',
        message: 'Olga Operator marked your introduction to Priya Patel as made.',
      },
      {
        type: 'meeting_scheduled',
        title: 'Meeting Scheduled',
        message: 'Olga Operator scheduled a meeting with Priya Patel.',
      },
      {
        type: 'meeting_completed',
        title: 'Meeting Held',
        message: 'Olga Operator met with Priya Patel.',
      },
    ]);
    expect(JSON.parse(rows[0]!.navigationData)).toEqual({
      page: 'dashboard',
      action: 'view_contacts',
      target_id: priya,
      scroll: true,
      expand: true,
    });
    const mail = await eventually(
      async () => emailsTo(noraEmail).map((received) => decodedBody(received.raw)),
      (bodies) => bodies.some((body) => body.includes('met with Priya Patel')),
    );
    expect(mail.join('\n')).toContain(
      `/dashboard?tab=contacts&action=view_contacts&target=${priya}&scroll=true&expand=true`,
    );
  });

  it('tells the networker of a paid bounty and the operator of answered recommendations', async () => {
    const priya = nora.contacts['Priya Patel']!;
    await approveAndPay(app, operator, priya, 'intro', { method: 'paypal', reference: 'PP-77' });
    const paid = (await inboxWith(nora.session, 'payment_completed')).find(
      (row) => row.type === 'payment_completed',
    );
    expect(paid).toMatchObject({
      title: 'Payment Sent',
      message: 'Olga Operator paid your intro bounty of $50.00 for Priya Patel by PayPal (reference PP-77).',
    });

    const invitation = await createInvitation(app, operator, { prospectName: 'Nils Networker' });
    const yes = await recommendProspect(app, operator, invitation.id, { prospectName: 'Yara Yes' });
    const no = await recommendProspect(app, operator, invitation.id, { prospectName: 'Nico No' });
    const { session: nils } = await registerNetworker(app, invitation.id, { fullName: 'Nils Networker' });
    for (const [prospectId, status] of [
      [yes, 'approved'],
      [no, 'rejected'],
    ] as const) {
      await request(app.url)
        .patch(`/api/prospects/${prospectId}/status`)
        .set(nils.headers)
        .send({ status })
        .expect(200);
    }
    const operatorRows = await inboxWith(operator.session, 'prospect_rejected');
    expect(operatorRows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: 'Recommendation Approved',
          message: 'Nils Networker agreed to introduce Yara Yes.',
        }),
        expect.objectContaining({
          title: 'Recommendation Declined',
          message: 'Nils Networker passed on introducing Nico No.',
        }),
      ]),
    );
  });

  it('lists the networker’s submission updates and the operator’s notifications, each for its role only', async () => {
    await moveProspectTo(app, operator, nora.contacts['Rex Rejected']!, 'under_review');
    await request(app.url)
      .post(`/api/prospects/${nora.contacts['Rex Rejected']!}/status-updates`)
      .set(operator.session.headers)
      .send({ status: 'rejected', notes: 'Not a fit this quarter' })
      .expect(201);
    const updates = await eventually(
      async () =>
        (await request(app.url).get('/api/networker/notifications').set(nora.session.headers).expect(200))
          .body as NetworkerSubmissionUpdate[],
      (found) => found.length === 2,
    );
    expect(
      updates.map(({ status, prospectName, operatorMessage }) => ({ status, prospectName, operatorMessage })),
    ).toEqual([
      { status: 'declined', prospectName: 'Rex Rejected', operatorMessage: 'Not a fit this quarter' },
      { status: 'approved', prospectName: 'Priya Patel', operatorMessage: null },
    ]);
    const operatorList = (
      await request(app.url).get('/api/operator/notifications').set(operator.session.headers).expect(200)
    ).body as NotificationItem[];
    expect(operatorList.length).toBeGreaterThan(0);
    expect(operatorList.every((row) => row.invitationUuid)).toBe(true);

    await request(app.url).get('/api/operator/notifications').set(nora.session.headers).expect(403);
    await request(app.url).get('/api/networker/notifications').set(operator.session.headers).expect(403);
    await request(app.url).get('/api/networker/notifications').expect(401);
  });

  it('keeps each user’s choice per type and channel: an email turned off is not sent, in-app still is', async () => {
    const defaults = (
      await request(app.url).get('/api/notification-preferences').set(nora.session.headers).expect(200)
    ).body as NotificationPreference[];
    expect(defaults.map((preference) => preference.type)).toEqual([...NOTIFICATION_TYPES]);
    expect(defaults.every((preference) => preference.inAppEnabled && preference.emailEnabled)).toBe(true);

    const changed = await request(app.url)
      .patch('/api/notification-preferences')
      .set(nora.session.headers)
      .send({ type: 'intro_made', emailEnabled: false })
      .expect(200);
    expect(changed.body).toEqual({ type: 'intro_made', inAppEnabled: true, emailEnabled: false });
    // Operators keep their own choices.
    const olgas = (
      await request(app.url).get('/api/notification-preferences').set(operator.session.headers).expect(200)
    ).body as NotificationPreference[];
    expect(olgas.find((preference) => preference.type === 'intro_made')?.emailEnabled).toBe(true);

    // Nora's next contact moves on: the meeting's notice still emails, the introduction's does not.
    const sam = (await submitAnotherContact('Sam Second'))['Sam Second']!;
    await moveProspectTo(app, operator, sam, 'intro_made');
    await moveProspectTo(app, operator, sam, 'meeting_scheduled');
    await inboxWith(nora.session, 'meeting_scheduled', 2);
    await eventually(
      async () => emailsTo(noraEmail).map((mail) => decodedBody(mail.raw)),
      (found) => found.some((body) => body.includes('scheduled a meeting with Sam Second')),
    );
    // Every email delivery is settled, the introduction's included: it sent nothing.
    expect(await noEmailPending(app, nora.networkerUserId)).toBe(0);
    const bodies = emailsTo(noraEmail).map((mail) => decodedBody(mail.raw));
    expect(bodies.some((body) => body.includes('introduction to Sam Second'))).toBe(false);
    expect(
      (await inbox(nora.session)).some((row) => row.message.includes('introduction to Sam Second')),
    ).toBe(true);

    for (const body of [
      { type: 'nope', emailEnabled: false },
      { type: 'intro_made', emailEnabled: 'no' },
      {},
    ]) {
      await request(app.url)
        .patch('/api/notification-preferences')
        .set(nora.session.headers)
        .send(body)
        .expect(400);
    }
    await request(app.url).get('/api/notification-preferences').expect(401);
  });

  it('deletes the caller’s own notification once; another user’s answers 404', async () => {
    const [first] = await inbox(nora.session);
    await request(app.url)
      .delete(`/api/notifications/${first!.id}`)
      .set(operator.session.headers)
      .expect(404);
    await request(app.url).delete(`/api/notifications/${first!.id}`).set(nora.session.headers).expect(200);
    const again = await request(app.url)
      .delete(`/api/notifications/${first!.id}`)
      .set(nora.session.headers)
      .expect(404);
    expect((again.body as { message: string }).message).toBe(NOTIFICATION_MESSAGES.notFound);
    await request(app.url).delete('/api/notifications/not-a-uuid').set(nora.session.headers).expect(404);
    expect((await inbox(nora.session)).some((row) => row.id === first!.id)).toBe(false);
  });

  it('tells the networker why a contact was not taken forward, and of a correction of its status', async () => {
    const cleo = (await submitAnotherContact('Cleo Corrected'))['Cleo Corrected']!;
    await moveProspectTo(app, operator, cleo, 'under_review');
    await request(app.url)
      .post(`/api/prospects/${cleo}/status-updates`)
      .set(operator.session.headers)
      .send({ status: 'rejected', reason: 'Outside our target market' })
      .expect(201);
    const said = (message: string) =>
      eventually(
        () => inbox(nora.session),
        (rows) => rows.some((row) => row.message === message),
      );
    const rejected = await said(
      'Cleo Corrected was not taken forward by Olga Operator: Outside our target market',
    );
    expect(rejected.find((row) => row.message.startsWith('Cleo Corrected'))).toMatchObject({
      type: 'prospect_rejected',
      title: 'Contact Declined',
    });

    await request(app.url)
      .post(`/api/prospects/${cleo}/status-corrections`)
      .set(operator.session.headers)
      .send({ from: 'rejected' })
      .expect(201);
    const corrected = await said(
      'Olga Operator corrected the status of Cleo Corrected from Rejected back to Under Review (undone right away).',
    );
    expect(corrected.find((row) => row.title === 'Status Corrected')).toMatchObject({
      type: 'prospect_rejected',
    });
  });

  /** Nora submits another contact under the invitation she already accepted; answers her contacts' ids by name. */
  async function submitAnotherContact(prospectName: string): Promise<Record<string, string>> {
    const invitationId = (
      (await request(app.url).get('/api/networker/invitations').set(nora.session.headers).expect(200))
        .body as {
        id: string;
      }[]
    )[0]!.id;
    await request(app.url)
      .post('/api/prospect-submissions')
      .set(nora.session.headers)
      .send({ invitationUuid: invitationId, prospectName, prospectCompany: 'Second Co' })
      .expect(201);
    const contacts = (
      await request(app.url).get('/api/networker/contacts-with-status').set(nora.session.headers).expect(200)
    ).body as { id: string; prospectName: string }[];
    return Object.fromEntries(contacts.map((contact) => [contact.prospectName, contact.id]));
  }
});
