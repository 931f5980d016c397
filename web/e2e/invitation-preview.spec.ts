import { randomUUID } from 'node:crypto';
import { INVITATION_MESSAGES, INVITATION_PAGE_LABELS, SESSION_COOKIE_NAME } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { holdAppEntry } from './support/appEntry';
import { operatorWithInvitation, signedInOperatorWithInvitation } from './support/operatorInvitation';
import { pageProblems } from './support/pageProblems';
import { registerNetworkerThroughApi, registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { operatorApi } from './support/operatorApi';
import { completeProfile } from './support/completeProfile';
import { expectFinishedOpening } from './support/overlays';
import { keepScreenshot as screenshot } from './support/pageChecks';

test('an operator previews an invitation as the networker will see it', async ({ page }, testInfo) => {
  const email = uniqueEmail('preview');
  await registerOperatorThroughApi(page.request, 'Dana Demo', email);
  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, completeProfile(email));
  const invitation = await api.send<{ id: string; slug: string }>('POST', '/api/networker-invitations', {
    prospectName: 'Nora Networker',
    introEmailBounty: 50,
    referralBounty: 250.75,
    revShareBounty: 1000,
  });
  await api.send('POST', '/api/prospects', {
    invitationId: invitation.id,
    prospectName: 'Priya Prospect',
    prospectTitle: 'VP of Sales',
    prospectCompany: 'Globex',
  });

  await page.goto(`/networker_invitation_page/${invitation.id}/preview`);
  await expect(page.getByTestId('preview-badge')).toHaveText(INVITATION_MESSAGES.previewBadge);
  await expect(page).toHaveTitle('Preview: Dana Demo wants to connect with you');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  for (const title of [
    'Top Prospects',
    "What's In It For You",
    'About Acme',
    'Meeting Details',
    'Get In Touch',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
  }

  const operatorCard = page.getByTestId('operator-card');
  await expect(operatorCard.getByText('Dana', { exact: true })).toBeVisible();
  await expect(operatorCard).not.toContainText('Demo');
  await expect(operatorCard).toContainText('Head of Sales at');
  await expect(operatorCard.getByRole('img', { name: 'Acme' })).toBeVisible();
  await expect(operatorCard).toContainText('San Francisco');
  await expect(operatorCard).toContainText(/\d{1,2}:\d{2} [AP]M P[SD]T local time/);

  const prospects = page.getByRole('region', { name: 'Top Prospects' });
  await expect(prospects.getByText('Priya Prospect')).toBeVisible();
  await expect(prospects.getByText('VP of Sales', { exact: true })).toBeVisible();
  await expect(prospects.getByText('Globex')).toBeVisible();
  await expect(prospects.getByText('Loom', { exact: true })).toBeVisible();
  await expect(prospects.getByText('Tenth Target Co')).toHaveCount(0);

  const bounties = page.getByRole('region', { name: "What's In It For You" });
  await expect(bounties.getByText('$50', { exact: true })).toBeVisible();
  await expect(bounties.getByText('$250', { exact: true })).toBeVisible();
  await expect(bounties.getByText('$1,000', { exact: true })).toBeVisible();
  await expect(bounties.getByText('$1,300', { exact: true })).toBeVisible();

  const about = page.getByRole('region', { name: 'About Acme' });
  await expect(about.getByText('Deal risk alerts')).toBeVisible();
  await expect(about.getByText('Wayne Enterprises')).toBeVisible();
  await expect(about.getByText('Seventh Customer')).toHaveCount(0);

  // The profile's greeting, ask, trust quote, payout, attendees and prep notes; never its private fields.
  const profile = completeProfile(email);
  await expect(page.getByText(profile.greetingLine, { exact: true })).toBeVisible();
  await expect(page.getByText(profile.specificAskText)).toBeVisible();
  await expect(operatorCard).toContainText(profile.trustQuote);
  await expect(bounties).toContainText(profile.payoutMethod);
  const meeting = page.getByRole('region', { name: 'Meeting Details' });
  await expect(meeting).toContainText('30-minute video call');
  await expect(meeting).toContainText(profile.meetingAttendees[1]!);
  await expect(meeting).toContainText(profile.prepNotes);
  await expect(page.getByText(profile.notes)).toHaveCount(0);
  await expect(page.getByText(profile.directPhone)).toHaveCount(0);
  const contact = page.getByRole('region', { name: 'Get In Touch' });
  await expect(contact.getByRole('link', { name: /Email/ })).toHaveAttribute('href', `mailto:${email}`);
  await expect(contact.getByRole('link', { name: /Phone/ })).toHaveAttribute('href', 'tel:+14155550100');
  await expect(contact.getByRole('link', { name: INVITATION_PAGE_LABELS.scheduleCall })).toHaveAttribute(
    'href',
    'https://cal.example/dana',
  );
  await expect(contact.getByRole('link', { name: /Website/ })).toHaveAttribute(
    'href',
    'https://acme.example',
  );
  await expect(contact.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute(
    'href',
    'https://linkedin.com/in/dana-demo',
  );

  await expect(page.getByRole('link', { name: INVITATION_PAGE_LABELS.happyToHelp })).toHaveAttribute(
    'href',
    `/networker-registration/${invitation.id}`,
  );
  await screenshot(page, testInfo, 'invitation-preview');

  // The question form checks its fields, pretends to send, confirms, then closes by itself.
  await page.getByRole('button', { name: INVITATION_PAGE_LABELS.questionsFirst }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask Dana a question' });
  await expectFinishedOpening(dialog);
  await expect(dialog.getByText('nothing is sent')).toBeVisible();
  await dialog.getByLabel('Your name').fill('   ');
  await dialog.getByRole('button', { name: 'Send Question' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please enter your question.')).toBeVisible();
  await dialog.getByLabel('Your name').fill('Nora');
  await dialog.getByLabel('Your question').fill('How do the intros work?');
  await dialog.getByRole('button', { name: 'Send Question' }).click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeVisible();
  await expect(dialog.getByText(INVITATION_MESSAGES.previewMessageSent)).toBeVisible();
  await screenshot(page, testInfo, 'invitation-preview-question-sent');
  await expect(dialog).toBeHidden();

  // Disabled, the invitation takes no registrations: the button says so.
  await api.send('PATCH', `/api/networker-invitations/${invitation.id}`, { isActive: false });
  await page.goto(`/invite/${invitation.id}/preview`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  await expect(page.getByRole('button', { name: INVITATION_PAGE_LABELS.happyToHelp })).toBeDisabled();
  await expect(page.getByText('This invitation is disabled')).toBeVisible();
  await screenshot(page, testInfo, 'invitation-preview-disabled');
});

test('the preview of an unknown invitation is not available and leads back to the dashboard', async ({
  page,
}, testInfo) => {
  await registerOperatorThroughApi(page.request, 'Uma Unknown', uniqueEmail('unknown'));
  await page.goto(`/networker_invitation_page/${randomUUID()}/preview`);
  await expect(
    page.getByRole('heading', { level: 1, name: INVITATION_MESSAGES.previewUnavailable }),
  ).toBeVisible();
  await screenshot(page, testInfo, 'invitation-preview-unavailable');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/preview-invitation shows the operator’s own profile on a sample invitation', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('sample');
  await registerOperatorThroughApi(page.request, 'Sam Sample', email);
  await page.goto('/preview-invitation');
  await expect(
    page.getByRole('heading', { level: 1, name: INVITATION_MESSAGES.previewUnavailable }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Set up your profile' })).toHaveAttribute(
    'href',
    '/profile/setup',
  );

  const api = await operatorApi(page);
  await api.send('PUT', `/api/operator-profile/${api.userId}`, {
    ...completeProfile(email),
    fullName: 'Sam Sample',
  });
  await page.reload();
  await expect(page.getByTestId('preview-badge')).toHaveText(INVITATION_MESSAGES.previewBadge);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Alex!' })).toBeVisible();
  await expect(page.getByText('Sample invitation.')).toBeVisible();
  const bounties = page.getByRole('region', { name: "What's In It For You" });
  await expect(bounties.getByText('Meeting', { exact: true })).toBeVisible();
  await expect(bounties.getByText('$750')).toHaveCount(2);
  await expect(bounties.getByText('Intro', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: INVITATION_PAGE_LABELS.happyToHelp })).toBeDisabled();
  await screenshot(page, testInfo, 'invitation-preview-sample');
});

// The server renders a preview's shell (its bar and placeholders, nothing of the invitation) for a viewer
// with a session cookie; the app, asked for after the first paint, checks who it is, hydrates the shell
// and asks for the preview.
test('the preview’s shell paints before the app arrives, and the app fills in that same page', async ({
  browser,
}) => {
  const { page, invitation } = await signedInOperatorWithInvitation(browser, 'preview-shell');
  const problems = pageProblems(page);
  const releaseApp = await holdAppEntry(page);

  const served = await page.goto(`/invite/${invitation.id}/preview`, { waitUntil: 'commit' });
  const html = (await served?.text()) ?? '';
  expect(html).toContain('data-server-rendered');
  expect(html).not.toContain('Nora');
  await expect(page.getByTestId('preview-badge')).toHaveText(INVITATION_MESSAGES.previewBadge);
  await expect(page.getByRole('main', { name: 'Loading the preview' })).toBeVisible();
  // A mark React does not know of: it survives hydration, not a render of new elements.
  await page.getByTestId('preview-badge').evaluate((element) => element.setAttribute('data-from-server', ''));

  // The preview's answer is held too: the shell is seen hydrated before the preview replaces it.
  let answerPreview = () => {};
  const previewHeld = new Promise<void>((resolve) => (answerPreview = resolve));
  await page.route(`**/api/networker-invitations/${invitation.id}/preview`, async (route) => {
    await previewHeld;
    await route.continue();
  });
  releaseApp();
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await expect(page.locator('[data-testid="preview-badge"][data-from-server]')).toHaveCount(1);
  answerPreview();
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  await expect(page).toHaveTitle('Preview: Dana Demo wants to connect with you');
  expect(problems).toEqual([]);
});

test('a preview opened without being its operator leads to sign-in or the dashboard, rendered afresh', async ({
  browser,
  baseURL,
}) => {
  const invitation = await operatorWithInvitation(browser, 'preview-others');
  const previewPath = `/networker_invitation_page/${invitation.id}/preview`;

  // A session that has ended: the shell is served, the app finds nobody signed in.
  const endedContext = await browser.newContext();
  await endedContext.addCookies([{ name: SESSION_COOKIE_NAME, value: 's:ended.session', url: baseURL! }]);
  const ended = await endedContext.newPage();
  const endedProblems = pageProblems(ended);
  const served = await ended.goto(previewPath);
  expect(await served?.text()).toContain('data-server-rendered');
  await expect(ended).toHaveURL(/\/login$/);
  await expect(ended.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(ended.getByTestId('preview-badge')).toHaveCount(0);
  expect(endedProblems).toEqual([]);

  // A networker of this very invitation is no operator.
  const networkerContext = await browser.newContext();
  const networker = await networkerContext.newPage();
  await registerNetworkerThroughApi(networker.request, invitation.id, 'Nora Networker', uniqueEmail('nora'));
  const networkerProblems = pageProblems(networker);
  await networker.goto(previewPath);
  await expect(networker).toHaveURL(/\/dashboard$/);
  await expect(networker.getByRole('heading', { level: 1, name: 'Welcome, Nora' })).toBeVisible();
  await expect(networker.getByTestId('preview-badge')).toHaveCount(0);
  expect(networkerProblems).toEqual([]);
});
