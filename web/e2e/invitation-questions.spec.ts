import {
  INVITATION_QUESTION_MESSAGES as Q,
  NOTIFICATION_MESSAGES as N,
  questionSentText,
} from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectNoHorizontalScroll, keepScreenshot as screenshot } from './support/pageChecks';
import { registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { completeProfile } from './support/completeProfile';
import { waitForEmail } from './support/mail';
import { operatorApi } from './support/operatorApi';
import { expectFinishedOpening } from './support/overlays';

// The question dialog of the public invitation page, at both sizes.
test(
  'a visitor asks a question; the operator reads it on the dashboard, in notifications and by email',
  { tag: '@phone' },
  async ({ browser, page: operatorPage }, testInfo) => {
    // Two browsers, an operator set up from scratch and a worker round trip: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const operatorEmail = uniqueEmail('asked');
    await registerOperatorThroughApi(operatorPage.request, 'Dana Demo', operatorEmail);
    const api = await operatorApi(operatorPage);
    await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(operatorEmail));
    const invitation = await api.send<{ id: string; slug: string }>('POST', '/api/networker-invitations', {
      prospectName: 'Nora Networker',
    });

    const visitorContext = await browser.newContext({
      viewport: testInfo.project.use.viewport ?? undefined,
      isMobile: testInfo.project.use.isMobile,
      hasTouch: testInfo.project.use.hasTouch,
    });
    const visitor = await visitorContext.newPage();
    await visitor.goto(`/networker_invitation_page/${invitation.slug}`);
    await visitor.getByRole('button', { name: 'I have questions first' }).click();
    const dialog = visitor.getByRole('dialog', { name: Q.dialogTitle });
    await expectFinishedOpening(dialog);
    await dialog.getByRole('button', { name: 'Send Question' }).click();
    await expect(dialog.getByText(Q.nameRequired)).toBeVisible();
    await expect(dialog.getByText(Q.questionRequired)).toBeVisible();
    await dialog.getByLabel('Your name').fill('Vera <Visitor>');
    await dialog.getByLabel('Your email').fill('vera');
    await expect(dialog.getByText(Q.emailInvalid)).toBeVisible();
    // Long enough to overflow a phone's width unless it wraps.
    const visitorEmail = uniqueEmail('vera.visitor.procurement.department.northwind');
    await dialog.getByLabel('Your email').fill(visitorEmail);
    await dialog.getByLabel('Your question').fill('How long is the call, and who else joins?');
    await screenshot(visitor, testInfo, 'question-dialog');
    await expectNoHorizontalScroll(visitor);
    await dialog.getByLabel('Your question').press('Tab');
    await dialog.getByRole('button', { name: 'Send Question' }).click();
    await expect(dialog.getByText(Q.sentTitle)).toBeVisible();
    // The truth: who answers, and where; no promise of when.
    await expect(dialog.getByText(questionSentText('Dana Demo', visitorEmail))).toBeVisible();
    await screenshot(visitor, testInfo, 'question-sent');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();
    await visitorContext.close();

    await operatorPage.goto('/dashboard');
    const questions = operatorPage.getByRole('region', { name: 'Questions' });
    const asked = questions.getByTestId('invitation-question');
    await expect(asked).toContainText('Vera <Visitor>');
    await expect(asked).toContainText('How long is the call, and who else joins?');
    // The address is shown to copy, not as a mailto link: replies are sent (and recorded) from the card.
    await expect(asked.getByText(visitorEmail, { exact: true })).toBeVisible();
    await expect(asked.locator('a[href^="mailto:"]')).toHaveCount(0);
    await expect(operatorPage.getByTestId('unread-badge')).toHaveText('1');
    await asked.scrollIntoViewIfNeeded();
    await screenshot(operatorPage, testInfo, 'operator-questions');
    await expectNoHorizontalScroll(operatorPage);

    // The bell opens the notification panel; its View all leads to the dashboard's notifications tab.
    await operatorPage.getByRole('button', { name: /Notifications, 1 unread/ }).click();
    const panel = operatorPage.getByRole('dialog', { name: 'Notifications' });
    await expectFinishedOpening(panel);
    await expect(panel.getByTestId('notification')).toContainText('New Question');
    await panel.getByRole('link', { name: 'View all' }).click();
    await expect(operatorPage).toHaveURL(/\/dashboard\?tab=notifications$/);
    await expect(panel).toBeHidden();
    const notification = operatorPage.getByTestId('notification');
    await expect(notification).toContainText('New Question');
    await expect(notification).toContainText('Vera <Visitor>');
    await expect(notification).toContainText('Just now');
    await screenshot(operatorPage, testInfo, 'notifications');
    await expectNoHorizontalScroll(operatorPage);
    await operatorPage.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(operatorPage.getByText(N.emptyUnread)).toBeVisible();
    await expect(operatorPage.getByTestId('unread-badge')).toBeHidden();

    const email = await waitForEmail(operatorEmail);
    // A long address may be folded onto the header's next line.
    expect(email.replace(/\r?\n[ \t]+/g, ' ')).toContain(`Reply-To: ${visitorEmail}`);
    expect(email).toContain('How long is the call, and who else joins?');
    expect(email).toContain('Vera &#60;Visitor&#62;');

    // The operator replies from the Questions card; the reply shows under the question and reaches the asker.
    await operatorPage.goto('/dashboard');
    const question = operatorPage
      .getByRole('region', { name: 'Questions' })
      .getByTestId('invitation-question');
    const replyBox = question.getByLabel('Reply to Vera <Visitor>');
    await question.getByRole('button', { name: 'Send reply' }).click();
    await expect(question.getByText(Q.answerRequired)).toBeVisible();
    await replyBox.fill(
      'About 30 minutes; Sam from our solutions team joins too. Agenda: https://example.com/agenda/call-with-the-procurement-department-of-northwind',
    );
    // The answer waits for the questions' read model (up to the e2e server's 30 s read-your-writes cap,
    // reached only when a loaded machine holds the projectors back): wait for it, then for its toast.
    const replied = operatorPage.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/replies'),
      { timeout: 40_000 },
    );
    await question.getByRole('button', { name: 'Send reply' }).click();
    expect((await replied).status()).toBe(201);
    await expect(operatorPage.getByText(Q.replySentTitle, { exact: true })).toBeVisible();
    const replies = question.getByRole('list', { name: 'Your replies to Vera <Visitor>' });
    await expect(replies).toContainText('About 30 minutes; Sam from our solutions team joins too.');
    await expect(replyBox).toHaveValue('');
    await expect(question.getByRole('button', { name: 'Send another reply' })).toBeVisible();
    await question.scrollIntoViewIfNeeded();
    await screenshot(operatorPage, testInfo, 'operator-question-replied');
    await expectNoHorizontalScroll(operatorPage);

    const reply = await waitForEmail(visitorEmail);
    expect(reply).toContain('Dana Demo answered the question you asked');
    expect(reply).toContain('How long is the call, and who else joins?');
    expect(reply).toContain('About 30 minutes; Sam from our solutions team joins too.');
  },
);
