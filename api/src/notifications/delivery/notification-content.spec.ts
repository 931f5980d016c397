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
    const content = notificationContent(accepted, { invitationName: 'Nina', networkerName: null });
    expect(content.message).toBe('A networker accepted your invitation for Nina.');
    expect(
      notificationEmail({ name: 'O', email: 'o@example.com' }, content, 'http://x').replyTo,
    ).toBeUndefined();
  });
});
