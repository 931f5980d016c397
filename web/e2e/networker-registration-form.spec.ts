import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, registerNetworkerThroughApi, signInThroughApi, uniqueEmail } from './support/accounts';
import { expectLiveConnection } from './support/live';
import { openConversation } from './support/messaging';
import { operatorWithInvitation as anInvitation } from './support/operatorInvitation';
import { expectNoHorizontalScroll, screenshot } from './support/pageChecks';

/** An invitation from an operator who looks for VPs and Directors in SaaS. */
const operatorWithInvitation = (browser: Browser, label: string) =>
  anInvitation(browser, label, { profile: { seniorityLevels: ['VP', 'Director'], industries: ['SaaS'] } });

test.describe.configure({ timeout: 120_000 });

const toast = (page: Page, text: string) => page.locator('.ant-notification').getByText(text);

// Networker pages, whose layout every journey here checks at 390 px: they run on a phone only.
test(
  'registration form, then the contact wizard, then the success page',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const invitation = await operatorWithInvitation(browser, 'form-operator');
    await page.goto(`/networker-registration-form/${invitation.slug}`);
    await expect(page.getByRole('heading', { name: "Join Dana Demo's network" })).toBeVisible();
    // The invitation's terms, not the profile's default bounty ($750): one money model (ADR 0022).
    await expect(page.getByText('$1,300', { exact: true })).toBeVisible();
    await expect(page.getByText('$750')).toHaveCount(0);
    // Headless Chromium has no platform authenticator: the form says so and uses a password.
    await expect(page.getByText(M.passkeysUnavailable)).toBeVisible();
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'form-1-create-account');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, M.fillRequiredFields)).toBeVisible();
    await page.getByLabel('Full name').fill('Nora Networker');
    await page.getByLabel('Email').fill(uniqueEmail('form-networker'));
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(toast(page, 'Password must be at least 8 characters long.')).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(new RegExp(`/contact-submission/${invitation.slug}$`));
    await expect(page.getByRole('heading', { name: 'Hi Nora Networker!' })).toBeVisible();
    await expect(page.getByText('Step 1 of 3: Quality Guidelines')).toBeVisible();
    const next = page.getByRole('button', { name: 'Continue' });
    await expect(next).toBeDisabled();
    await expect(page.getByText('Refer people you know and trust')).toBeVisible();
    await expect(next).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'form-2-guidelines');
    await next.click();

    await expect(page.getByText('Looking For:')).toBeVisible();
    await expect(page.getByText('VP, Director in SaaS')).toBeVisible();
    await page.getByRole('button', { name: 'Review' }).click();
    await expect(toast(page, M.fillRequiredFields)).toBeVisible();
    await page.getByLabel('Full name *').fill('Rita Lead');
    await page.getByLabel('Company *').fill('Ramp');
    await page.getByLabel('LinkedIn profile').fill('https://www.linkedin.com/in/rita-lead');
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'form-3-contact');
    await page.getByRole('button', { name: 'Review' }).click();

    await expect(page.getByText('Step 3 of 3: Review & Submit')).toBeVisible();
    await expect(page.getByText('5%')).toBeVisible();
    await screenshot(page, testInfo, 'form-4-review');
    await page.getByRole('button', { name: 'Submit Introduction' }).click();

    await expect(page).toHaveURL(new RegExp(`/submission-success/${invitation.slug}$`));
    await expect(page.getByRole('heading', { name: 'Submission Successful!' })).toBeVisible();
    await expect(page.getByRole('listitem')).toHaveCount(3);
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'form-5-success');
    await expect(page.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/dashboard');

    await expect
      .poll(
        async () => (await (await page.request.get('/api/networker/contacts-with-status')).json()) as unknown,
      )
      .toEqual([
        expect.objectContaining({ prospectName: 'Rita Lead', prospectCompany: 'Ramp', status: 'submitted' }),
      ]);
    // The guidelines were read in full once: another contact starts at the form, with a reminder.
    await page.getByRole('link', { name: 'Submit Another Contact' }).click();
    await expect(page.getByText('Step 2 of 3: Your Contact')).toBeVisible();
    await expect(page.getByText('Refer people you know and trust')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Quality guidelines' })).toBeVisible();
    await screenshot(page, testInfo, 'form-6-another-contact');
  },
);

test(
  'an existing account signs in on the form and joins the invitation',
  { tag: '@phone-only' },
  async ({ browser, request }, testInfo) => {
    const first = await operatorWithInvitation(browser, 'signin-operator-a');
    const second = await operatorWithInvitation(browser, 'signin-operator-b');
    const email = uniqueEmail('signin-networker');
    await registerNetworkerThroughApi(request, first.id, 'Sam Signin', email);

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`/networker-registration-form/${second.slug}`);
    await page.getByLabel('Email').fill(email);
    await expect(page.getByText(M.emailIssueTitle)).toBeVisible();
    await screenshot(page, testInfo, 'signin-1-email-issue');
    await page.getByRole('button', { name: 'Sign in instead' }).click();
    await expect(page.getByRole('button', { name: 'Need to create a new account?' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await screenshot(page, testInfo, 'signin-2-form');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/contact-submission/${second.slug}$`));
    await expect(page.getByRole('heading', { name: 'Hi Sam Signin!' })).toBeVisible();
    const status = await page.request.get(`/api/networker-registration/${second.slug}/status`);
    expect(await status.json()).toEqual({ isRegistered: true });
    await context.close();
  },
);

test('signed out, the wizard sends the visitor to the form; /networker-registration entries lead on', async ({
  page,
  browser,
}) => {
  const invitation = await operatorWithInvitation(browser, 'entry-operator');
  await page.goto(`/contact-submission/${invitation.slug}`);
  await expect(page).toHaveURL(new RegExp(`/networker-registration-form/${invitation.slug}$`));
  await page.goto(`/networker-registration/${invitation.slug}/register`);
  await expect(page.getByRole('heading', { name: "Join Dana Demo's network" })).toBeVisible();
  await page.goto(`/networker-registration/${invitation.slug}`);
  await expect(page).toHaveURL(new RegExp(`/networker_invitation_page/${invitation.slug}$`));
  await page.goto('/networker-registration-form/no-such-invitation');
  await expect(page.getByRole('heading', { name: M.invitationNotFoundTitle })).toBeVisible();
  await expect(page.getByText(M.formInvitationNotFoundText)).toBeVisible();
});

test(
  'invitation signup: the invitation card, the checks, one command, the dashboard',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const invitation = await operatorWithInvitation(browser, 'signup-operator');
    await page.goto(`/invitation/${invitation.id}/signup`);
    const card = page.getByRole('region', { name: 'Your invitation' });
    await expect(card.getByText('Dana Demo · Acme')).toBeVisible();
    await expect(card.getByText('Nora Networker')).toBeVisible();
    for (const amount of ['$50', '$250', '$1,000']) await expect(card.getByText(amount)).toBeVisible();
    await expect(page.getByLabel('Full name')).toHaveValue('Nora Networker');

    const submit = page.getByRole('button', { name: 'Create Account & Accept' });
    await page.getByLabel('Email').fill(uniqueEmail('signup-networker'));
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill('Something-else-1');
    await expect(page.getByText('Passwords do not match')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByLabel('Confirm password').fill(PASSWORD);
    await expect(submit).toBeDisabled();
    await page.getByRole('checkbox').check();
    await expect(submit).toBeEnabled();
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'signup-1-form');
    await submit.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const status = await page.request.get(`/api/networker-registration/${invitation.id}/status`);
    expect(await status.json()).toEqual({ isRegistered: true });
  },
);

test(
  'double opt-in: signed out, forbidden, then submitted contacts with their live status',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const invitation = await operatorWithInvitation(browser, 'optin-operator');
    await page.goto(`/double-opt-in/${invitation.id}`);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await screenshot(page, testInfo, 'optin-1-signed-out');

    const outsider = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const outsiderPage = await outsider.newPage();
    const other = await operatorWithInvitation(browser, 'optin-other');
    await registerNetworkerThroughApi(
      outsiderPage.request,
      other.id,
      'Olga Outsider',
      uniqueEmail('optin-outsider'),
    );
    await outsiderPage.goto(`/double-opt-in/${invitation.id}`);
    await expect(outsiderPage.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(outsiderPage.getByText(M.notOnInvitation)).toBeVisible();
    await expect(outsiderPage.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await screenshot(outsiderPage, testInfo, 'optin-2-forbidden');
    await outsider.close();

    await registerNetworkerThroughApi(
      page.request,
      invitation.id,
      'Nora Networker',
      uniqueEmail('optin-networker'),
    );
    const contactReads: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/api/networker/contacts-with-status')) contactReads.push(sent.url());
    });
    await page.goto(`/double-opt-in/${invitation.id}`);
    await expect(page.getByRole('heading', { name: 'Introduce contacts to Dana Demo' })).toBeVisible();
    await expect(page.getByText('No contacts yet.')).toBeVisible();
    const submit = page.getByRole('button', { name: 'Submit Contacts for Review' });
    await submit.click();
    await expect(toast(page, M.linkedinUrlsRequired)).toBeVisible();
    const urls = page.getByLabel('LinkedIn profile URLs (one per line)');
    await urls.fill('https://www.linkedin.com/in/jane-doe-4b2a91\nhttps://example.com/omar');
    await submit.click();
    await expect(toast(page, M.linkedinUrlsInvalid)).toBeVisible();
    await urls.fill('https://www.linkedin.com/in/jane-doe-4b2a91\n\nlinkedin.com/in/omar-ali');
    await expect(page.getByRole('list', { name: 'Contacts to submit' })).toHaveText(/Jane Doe\s*Omar Ali/);
    await screenshot(page, testInfo, 'optin-3-filled');
    await submit.click();
    await expect(toast(page, 'Successfully submitted 2 prospect(s) for review.')).toBeVisible();
    await expect(urls).toHaveValue('');
    const cards = page.getByTestId('submitted-contact');
    await expect(cards).toHaveCount(2);
    const jane = page.getByRole('list', { name: 'Status of Jane Doe' });
    await expect(jane.locator('[aria-current="step"]')).toHaveText(/Submitted/);
    await expect(jane.getByText('Review Completed')).toBeVisible();

    // Another tab of the same networker submits: this page shows it without a reload (live updates).
    await expectLiveConnection(page);
    const otherTab = await page.context().newPage();
    await otherTab.goto(`/double-opt-in/${invitation.id}`);
    await otherTab
      .getByLabel('LinkedIn profile URLs (one per line)')
      .fill('https://linkedin.com/in/lee-live');
    await otherTab.getByRole('button', { name: 'Submit Contacts for Review' }).click();
    await expect(otherTab.getByTestId('submitted-contact')).toHaveCount(3);
    await expect(cards).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Status of Lee Live' })).toBeVisible();
    // The page reads only this invitation's pipeline, a page at a time: never every contact at once.
    expect(contactReads.length).toBeGreaterThan(1);
    for (const url of contactReads) {
      expect(new URL(url).searchParams.get('section')).toBe('pipeline');
      expect(new URL(url).searchParams.get('invitationId')).toBe(invitation.id);
    }
    await expectNoHorizontalScroll(page);
    await screenshot(page, testInfo, 'optin-4-timeline');
    await expect(page.getByRole('link', { name: 'Back to info page' })).toHaveAttribute(
      'href',
      '/networker-info',
    );
    await expect(page.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/networker-info');

    // Under each card, a real conversation with the operator about that contact, live on both sides.
    const janeCard = cards.filter({ hasText: 'Jane Doe' });
    const janeBox = janeCard.getByRole('textbox', { name: 'Message Dana Demo' });
    await janeBox.fill('Jane is keen, shall I send the intro?');
    await janeBox.press('Enter');
    await expect(janeCard.getByText('Jane is keen, shall I send the intro?')).toBeVisible();
    const operatorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const operatorPage = await operatorContext.newPage();
    await signInThroughApi(operatorPage.request, invitation.operatorEmail);
    await openConversation(operatorPage, 'Nora Networker');
    const operatorThread = operatorPage.getByRole('log', { name: 'Messages' });
    await expect(operatorThread.getByText('Jane is keen, shall I send the intro?')).toBeVisible();
    await expect(operatorThread.getByText(/About Jane Doe/)).toBeVisible();
    // The reply is about the contact the networker wrote about, unless the operator says otherwise.
    await expect(operatorPage.getByText('Replying about Jane Doe')).toBeVisible();
    await operatorPage.getByRole('textbox', { name: 'Message Nora Networker' }).fill('Yes please!');
    await operatorPage.getByRole('button', { name: 'Send' }).click();
    await expect(janeCard.getByText('Yes please!')).toBeVisible();
    await expect(cards.filter({ hasText: 'Omar Ali' }).getByText('Yes please!')).toHaveCount(0);
    await screenshot(page, testInfo, 'optin-5-conversation');
    await operatorContext.close();
  },
);
