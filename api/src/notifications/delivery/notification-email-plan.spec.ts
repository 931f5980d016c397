import { describe, expect, it } from '@jest/globals';
import type { NotificationDelivery, NotificationSubject } from '@referrals/contracts';
import type { DeliveryLookup } from './delivery-lookup.js';
import { planNotificationEmails, type TakenDelivery } from './notification-email-plan.js';

const URL = 'https://bold.example';

const statusNotice = (prospectId: string, type: 'prospect_approved' | 'intro_made'): NotificationSubject => ({
  type,
  audience: 'networker',
  notes: null,
  invitationId: 'inv',
  prospectId,
  operatorId: 'op',
  networkerUserId: 'nora',
});

const question: NotificationSubject = {
  type: 'invitation_question',
  invitationId: 'inv',
  questionId: 'q',
  askerName: 'Vera <Visitor>',
  askerEmail: 'vera@example.com',
  question: 'Is it <b>remote</b>?',
};

let sequence = 0;
function taken(
  recipientUserId: string,
  subject: NotificationSubject,
  options: { prospectName?: string; wanted?: boolean; due?: boolean; gone?: boolean } = {},
): TakenDelivery {
  sequence += 1;
  const delivery: NotificationDelivery = {
    eventId: `event-${sequence}`,
    position: `${sequence}-0`,
    occurredAt: new Date(Date.UTC(2026, 11, 1, 10, 0, sequence)).toISOString(),
    recipientUserId,
    channel: 'email',
    subject,
  };
  const lookup: DeliveryLookup = {
    recipient: {
      id: recipientUserId,
      name: `Name ${recipientUserId}`,
      email: `${recipientUserId}@example.com`,
    },
    names: {
      invitationName: 'Nora',
      networkerName: 'Nora Networker',
      operatorName: 'Olga Operator',
      prospectName: options.prospectName ?? 'Priya Patel',
    },
    wanted: options.wanted ?? true,
  };
  return { delivery, lookup: options.gone ? null : lookup, due: options.due ?? true };
}

describe('the emails of deliveries taken together', () => {
  it('sends a lone notice as its own email, as before, and opens the recipient’s digest window', () => {
    const one = taken('nora', statusNotice('p1', 'prospect_approved'));
    const plan = planNotificationEmails([one], URL);
    expect(plan.unsent).toEqual([]);
    expect(plan.emails).toHaveLength(1);
    const [email] = plan.emails;
    expect(email!.paced).toBe(true);
    expect(email!.settles).toEqual([{ eventId: one.delivery.eventId, recipientUserId: 'nora' }]);
    expect(email!.message.to).toBe('nora@example.com');
    expect(email!.message.subject).not.toMatch(/updates/);
    expect(email!.message.text).toContain('Priya Patel');
  });

  it('makes one digest per recipient of several notices, oldest first, each with its own names and link', () => {
    const later = taken('nora', statusNotice('p2', 'intro_made'), { prospectName: 'Sam Second' });
    const earlier = taken('nora', statusNotice('p1', 'prospect_approved'), { prospectName: 'Priya First' });
    const other = taken('omar', statusNotice('p3', 'prospect_approved'));
    // Taken in another order than they happened.
    later.delivery.occurredAt = '2026-12-01T10:05:00.000Z';
    earlier.delivery.occurredAt = '2026-12-01T10:01:00.000Z';
    const plan = planNotificationEmails([later, other, earlier], URL);
    expect(plan.emails.map((email) => email.message.to).sort()).toEqual([
      'nora@example.com',
      'omar@example.com',
    ]);
    const digest = plan.emails.find((email) => email.message.to === 'nora@example.com')!;
    expect(digest.paced).toBe(true);
    expect(digest.settles.map((key) => key.eventId)).toEqual([
      earlier.delivery.eventId,
      later.delivery.eventId,
    ]);
    expect(digest.message.subject).toBe('2 updates · Bold');
    const { text } = digest.message;
    expect(text.indexOf('Priya First')).toBeGreaterThan(-1);
    expect(text.indexOf('Priya First')).toBeLessThan(text.indexOf('Sam Second'));
    expect(text).toContain(`${URL}/dashboard?tab=contacts&action=view_contacts&target=p1`);
    expect(text).toContain(`${URL}/dashboard?tab=contacts&action=view_contacts&target=p2`);
    expect(text).toContain(`${URL}/notification-settings`);
  });

  it('sends a visitor’s question alone, replying to the asker, without opening the digest window', () => {
    const asked = taken('olga', question);
    const update = taken('olga', statusNotice('p1', 'prospect_approved'));
    const plan = planNotificationEmails([asked, update], URL);
    expect(plan.emails).toHaveLength(2);
    const alone = plan.emails.find((email) => email.message.replyTo === 'vera@example.com')!;
    expect(alone.paced).toBe(false);
    expect(alone.settles).toEqual([{ eventId: asked.delivery.eventId, recipientUserId: 'olga' }]);
    const rest = plan.emails.find((email) => email !== alone)!;
    expect(rest.message.replyTo).toBeUndefined();
    expect(rest.paced).toBe(true);
  });

  it('settles without an email what the recipient turned off, a message in a burst, and a recipient gone', () => {
    const off = taken('nora', statusNotice('p1', 'prospect_approved'), { wanted: false });
    const burst = taken('nora', statusNotice('p2', 'intro_made'), { due: false });
    const gone = taken('ghost', statusNotice('p3', 'intro_made'), { gone: true });
    const plan = planNotificationEmails([off, burst, gone], URL);
    expect(plan.emails).toEqual([]);
    expect(plan.unsent.map((key) => key.eventId).sort()).toEqual(
      [off, burst, gone].map((one) => one.delivery.eventId).sort(),
    );
  });

  it('escapes every supplied value in a digest’s HTML', () => {
    const first = taken('nora', statusNotice('p1', 'prospect_approved'), { prospectName: '<img src=x>' });
    const second = taken('nora', statusNotice('p2', 'intro_made'), { prospectName: 'A & "B"' });
    first.lookup!.recipient.name = 'Nora <N>';
    const [digest] = planNotificationEmails([first, second], URL).emails;
    const html = digest!.message.html!;
    expect(html).not.toContain('<img');
    expect(html).toContain('&#60;img src=x&#62;');
    expect(html).toContain('A &#38; &#34;B&#34;');
    expect(html).toContain('Hi Nora &#60;N&#62;');
  });
});
