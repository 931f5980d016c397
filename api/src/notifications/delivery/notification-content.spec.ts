import { describe, expect, it } from '@jest/globals';
import type { NotificationSubject } from '@referrals/contracts';
import { notificationContent, notificationEmail } from './notification-content.js';

const question: NotificationSubject = {
  type: 'invitation_question',
  invitationId: 'inv-1',
  questionId: 'q-1',
  askerName: '<img src=x onerror=alert(1)>',
  askerEmail: 'vera@example.com',
  question: 'Is "this" <b>bold</b> & fine?',
};

describe('notification content', () => {
  it('answers a question by email to the asker and escapes every supplied value in the HTML', () => {
    const content = notificationContent(question, { invitationName: 'Nina & Co', networkerName: null });
    const email = notificationEmail(
      { name: 'Olga <O>', email: 'olga@example.com' },
      content,
      'http://x/dashboard',
    );
    expect(email.replyTo).toBe('vera@example.com');
    expect(email.html).not.toContain('<img');
    expect(email.html).not.toContain('<b>');
    expect(email.html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(email.html).toContain('Is &#34;this&#34; &#60;b&#62;bold&#60;/b&#62; &#38; fine?');
    expect(email.html).toContain('Hi Olga &#60;O&#62;');
    expect(email.text).toContain('Is "this" <b>bold</b> & fine?');
  });

  it('names the networker, or says a networker when the account is gone, and sets no reply-to', () => {
    const accepted: NotificationSubject = {
      type: 'invitation_accepted',
      invitationId: 'i',
      networkerUserId: 'n',
    };
    expect(notificationContent(accepted, { invitationName: 'Nina', networkerName: 'Nils' }).message).toBe(
      'Nils accepted your invitation for Nina.',
    );
    // An invitation made out to the networker is just "your invitation", not "for" them again.
    for (const invitationName of ['Jordan Lee', 'jordan', ' Jordan ']) {
      expect(notificationContent(accepted, { invitationName, networkerName: 'Jordan Lee' }).message).toBe(
        'Jordan Lee accepted your invitation.',
      );
    }
    const content = notificationContent(accepted, { invitationName: 'Nina', networkerName: null });
    expect(content.message).toBe('A networker accepted your invitation for Nina.');
    expect(
      notificationEmail({ name: 'O', email: 'o@example.com' }, content, 'http://x').replyTo,
    ).toBeUndefined();
  });

  it('names who submitted a contact, and the invitation only when it was made out to someone else', () => {
    const submitted: NotificationSubject = {
      type: 'prospect_submitted',
      invitationId: 'i',
      prospectId: 'p',
      networkerUserId: 'n',
      prospectName: 'Priya Patel',
      prospectCompany: 'Stripe',
    };
    expect(
      notificationContent(submitted, { invitationName: 'Jordan', networkerName: 'Jordan Lee' }).message,
    ).toBe('Jordan Lee submitted Priya Patel (Stripe).');
    expect(
      notificationContent(submitted, { invitationName: 'Sales leaders', networkerName: 'Jordan Lee' })
        .message,
    ).toBe('Jordan Lee submitted Priya Patel (Stripe) through your invitation for Sales leaders.');
  });

  it('tells who sent a message, opens the conversation and quotes the text in the email only', () => {
    const message: NotificationSubject = {
      type: 'new_message',
      conversationId: 'c-1',
      messageId: 'm-1',
      operatorId: 'op',
      networkerUserId: 'n',
      senderType: 'networker',
      message: 'Can we talk <tomorrow>?',
      prospectId: 'p',
    };
    const names = {
      invitationName: 'an invitee',
      networkerName: 'Jordan Lee',
      operatorName: 'Olga Operator',
      prospectName: 'Priya Patel',
    };
    const content = notificationContent(message, names);
    expect(content).toMatchObject({
      type: 'new_message',
      title: 'New Message',
      message: 'Jordan Lee sent you a message about Priya Patel.',
      navigation: { page: 'dashboard', action: 'view_conversation', target_id: 'c-1' },
      invitationId: null,
    });
    const email = notificationEmail({ name: 'Olga', email: 'o@example.com' }, content, 'http://x');
    expect(email.text).toContain('Can we talk <tomorrow>?');
    expect(email.html).toContain('Can we talk &#60;tomorrow&#62;?');
    expect(notificationContent({ ...message, senderType: 'operator', prospectId: null }, names).message).toBe(
      'Olga Operator sent you a message.',
    );
  });

  it('tells who reviewed you, with the stars and the contact, and opens the review', () => {
    const review: NotificationSubject = {
      type: 'review_received',
      reviewId: 'r-1',
      reviewerType: 'operator',
      rating: 5,
      invitationId: 'i',
      prospectId: 'p',
      operatorId: 'op',
      networkerUserId: 'n',
    };
    const content = notificationContent(review, {
      invitationName: 'Jordan',
      networkerName: 'Jordan Lee',
      operatorName: 'Olga Operator',
      prospectName: 'Priya Patel',
    });
    expect(content).toMatchObject({
      title: 'New Review',
      message: 'Olga Operator left you a 5-star review about Priya Patel.',
      navigation: { page: 'dashboard', action: 'view_review', target_id: 'r-1', scroll: true },
    });
  });

  describe('of a prospect move', () => {
    const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };
    const names = {
      invitationName: 'Jordan',
      networkerName: 'Jordan Lee',
      operatorName: 'Dana Demo',
      prospectName: 'Priya Patel',
    };

    it('tells the networker why their contact was not taken forward, when the operator said', () => {
      const rejected = (reason?: string | null): NotificationSubject => ({
        type: 'prospect_rejected',
        audience: 'networker',
        notes: null,
        ...(reason === undefined ? {} : { reason }),
        ...parties,
      });
      expect(notificationContent(rejected('Outside our target market'), names)).toMatchObject({
        title: 'Contact Declined',
        message: 'Priya Patel was not taken forward by Dana Demo: Outside our target market',
      });
      // No reason, or a job queued before reasons existed.
      expect(notificationContent(rejected(null), names).message).toBe('Dana Demo declined Priya Patel.');
      expect(notificationContent(rejected(), names).message).toBe('Dana Demo declined Priya Patel.');
    });

    it('tells the networker of a corrected status, with the reason or as undone right away', () => {
      const corrected = (reason: string | null, undo: boolean): NotificationSubject => ({
        type: 'meeting_completed',
        audience: 'networker',
        notes: null,
        correction: { from: 'meeting_held', to: 'meeting_scheduled', reason, undo },
        ...parties,
      });
      const content = notificationContent(corrected('The meeting was cancelled', false), names);
      expect(content).toMatchObject({
        type: 'meeting_completed',
        title: 'Status Corrected',
        message:
          'Dana Demo corrected the status of Priya Patel from Meeting Held back to Meeting Scheduled: The meeting was cancelled',
        navigation: { page: 'dashboard', action: 'view_contacts', target_id: 'p' },
      });
      expect(notificationContent(corrected(null, true), names).message).toBe(
        'Dana Demo corrected the status of Priya Patel from Meeting Held back to Meeting Scheduled (undone right away).',
      );
    });
  });
});
