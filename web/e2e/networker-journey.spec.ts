import { AUTH_API_MESSAGES, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { test } from './support/test';
import { uniqueEmail } from './support/accounts';
import { operatorWithInvitation as anInvitation } from './support/operatorInvitation';
import { expectFinishedOpening } from './support/overlays';
import { screenshot } from './support/pageChecks';
import { addPlatformAuthenticator } from './support/passkeys';

// A whole journey (two accounts, registration, the onboarding slideshow, a reload) outlasts the default 30 s on a busy shared machine (about 60 s seen).
test.describe.configure({ timeout: 120_000 });

/** An operator with a complete profile, a fresh invitation (with Nora's title and company) and two recommended prospects. */
const operatorWithInvitation = (browser: Browser, label: string) =>
  anInvitation(browser, label, {
    prospects: [
      ['Priya Patel', 'Stripe'],
      ['Marcus Lee', 'Notion'],
    ],
    invitee: {
      prospectTitle: 'Partner',
      prospectCompany: 'Northwind',
      prospectLinkedinUrl: 'linkedin.com/in/nora-networker',
    },
  });

/** The landing page: approve Priya, add Sam, open the modal and review the prospects. */
async function chooseProspects(page: Page, invitation: { slug: string }, testInfo: TestInfo): Promise<void> {
  const tracked = page.waitForRequest(
    (request) => request.url().endsWith('/track-click') && request.method() === 'POST',
  );
  await page.goto(`/networker_invitation_page/${invitation.slug}`);
  await tracked;
  await expect(page).toHaveTitle('Dana Demo wants to connect with you');
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  const earnings = page.getByRole('region', { name: 'Your potential earnings' });
  await earnings.getByRole('checkbox', { name: 'Approve Priya Patel' }).check();
  await earnings.getByRole('button', { name: 'Add contact' }).click();
  await earnings.getByLabel('Name').fill('Sam Contact');
  await earnings.getByLabel('Company').fill('Figma');
  await earnings.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(earnings.getByText('Total (2 approved)')).toBeVisible();
  await expect(earnings.getByText('$2,600', { exact: true })).toBeVisible();
  await screenshot(page, testInfo, 'journey-1-landing');

  // Choices survive a reload (session storage per slug).
  await page.reload();
  await expect(earnings.getByText('Total (2 approved)')).toBeVisible();

  await page.getByRole('button', { name: 'I can help!' }).click();
  const modal = page.getByRole('dialog');
  await expectFinishedOpening(modal);
  await expect(modal.getByRole('heading', { name: "First, let's pick initial prospects" })).toBeVisible();
  await expect(modal.getByText('Sam Contact')).toBeVisible();
  await modal
    .getByRole('group', { name: 'Your answer for Marcus Lee' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await screenshot(page, testInfo, 'journey-2-review');
  await modal.getByRole('button', { name: 'Continue to Registration' }).click();
  await expect(modal.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();

  // What the operator already entered about Nora is filled in; her email is hers to type.
  const form = accountForm(page);
  await expect(form.getByLabel('Full name')).toHaveValue('Nora Networker');
  await expect(form.getByLabel('Job title')).toHaveValue('Partner');
  await expect(form.getByLabel('Company')).toHaveValue('Northwind');
  await expect(form.getByLabel('LinkedIn profile')).toHaveValue('https://linkedin.com/in/nora-networker');
  await expect(form.getByLabel('Email')).toHaveValue('');
}

/**
 * The first dashboard visit after registering shows the onboarding slideshow once; the guidelines were
 * just read in the modal, so it leaves out its Do's and Don'ts.
 */
async function passSlideshow(page: Page, how: 'walk' | 'skip'): Promise<void> {
  const slideshow = page.locator('[aria-roledescription="slideshow"]');
  await expect(slideshow.getByRole('heading', { name: 'Add contacts by LinkedIn URL' })).toBeVisible();
  await expect(slideshow.getByText('1 / 2')).toBeVisible();
  if (how === 'skip') {
    await slideshow.getByRole('button', { name: 'Skip' }).click();
  } else {
    await slideshow.getByRole('button', { name: 'Next' }).click();
    await slideshow.getByRole('button', { name: 'Get Started' }).click();
  }
  await expect(slideshow).toHaveCount(0);
}

async function finishOnboarding(page: Page, testInfo: TestInfo, slideshow: 'walk' | 'skip'): Promise<void> {
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Quality Connection Guidelines' })).toBeVisible();
  await screenshot(page, testInfo, 'journey-4-guidelines');
  await modal.getByRole('button', { name: 'Access Dashboard' }).click();
  await expect(modal.getByRole('heading', { name: 'Welcome to Your Dashboard!' })).toBeVisible();
  await modal.getByRole('button', { name: 'Go to Dashboard' }).click();
  await passSlideshow(page, slideshow);
  await expect(page).toHaveURL(/\/dashboard#invitations$/);
  // Priya, the recommendation Nora agreed to, is listed once: in its own card, not among her contacts.
  const contacts = page.getByRole('region', { name: 'Your contacts' });
  const agreed = page.getByRole('region', { name: 'Prospects you agreed to introduce' });
  await expect(agreed.getByText('Priya Patel')).toBeVisible();
  await expect(contacts.getByText('Sam Contact')).toBeVisible();
  await expect(contacts.getByText('Submitted')).toHaveCount(1);
  await expect(page.getByText('Priya Patel', { exact: true })).toHaveCount(1);
  await screenshot(page, testInfo, 'journey-5-dashboard');
  await page.reload();
  await expect(agreed.getByText('Priya Patel')).toBeVisible();
  await expect(page.locator('[aria-roledescription="slideshow"]')).toHaveCount(0);

  // The contact wizard does not repeat the guidelines: a one-line reminder opens them.
  await page
    .getByRole('region', { name: 'Your invitations' })
    .getByRole('link', { name: 'Submit a contact' })
    .click();
  await expect(page.getByText('Step 2 of 3: Your Contact')).toBeVisible();
  await expect(page.getByText('Refer people you know and trust')).toHaveCount(0);
  await page.getByRole('button', { name: 'Quality guidelines' }).click();
  const guidelines = page.getByRole('dialog', { name: 'Quality Connection Guidelines' });
  await expectFinishedOpening(guidelines);
  await expect(guidelines.getByText('Refer people you know and trust')).toBeVisible();
  await screenshot(page, testInfo, 'journey-6-guidelines-reminder');
  await guidelines.getByRole('button', { name: 'Got it' }).click();
  await expect(guidelines).toBeHidden();

  // The info page offers the networker's own invitation for more contacts.
  await page.goto('/networker-info');
  await expect(page.getByRole('link', { name: 'Submit contacts for Dana Demo' })).toHaveAttribute(
    'href',
    /^\/double-opt-in\/nora-networker-/,
  );
}

function accountForm(page: Page) {
  return page.getByRole('form', { name: 'Create Your Account' });
}

// The two registrations split the sizes: with a password on a phone, where every screen's layout is
// checked, and with a passkey on a wide screen.
test(
  'a networker opens a fresh invitation, picks prospects, registers with a password and sees both contacts',
  { tag: '@phone-only' },
  async ({ page, browser }, testInfo) => {
    const invitation = await operatorWithInvitation(browser, `journey-${testInfo.project.name}`);
    await chooseProspects(page, invitation, testInfo);
    const form = accountForm(page);
    // The password's rules are there before typing.
    await expect(form.getByText('At least 8 characters; upper- and lower-case letters')).toBeVisible();
    await form.getByRole('button', { name: 'Create Account & Continue' }).click();
    // Problems show at their fields, not in a toast over them, and go as each field is fixed.
    const email = form.getByLabel('Email');
    await expect(form.getByText(M.emailRequired, { exact: true })).toBeVisible();
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByText(M.passwordRequired, { exact: true })).toBeVisible();
    await expect(form.getByText(M.termsRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(M.validationErrorTitle)).toHaveCount(0);
    await screenshot(page, testInfo, 'journey-3-account-errors');
    await email.fill(uniqueEmail('nora'));
    await expect(form.getByText(M.emailRequired, { exact: true })).toHaveCount(0);
    await expect(form.getByText(M.newAccount)).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('short');
    await expect(form.getByText('Password strength:')).toBeVisible();
    await expect(form.getByText(AUTH_API_MESSAGES.passwordTooShort, { exact: true })).toBeVisible();
    await form.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
    await expect(form.getByText('Strong', { exact: true })).toBeVisible();
    await form.getByLabel('Confirm password').fill('Correct-Horse-9');
    await form.getByRole('checkbox').check();
    await expect(form.getByText(M.termsRequired, { exact: true })).toHaveCount(0);
    await screenshot(page, testInfo, 'journey-3-account');
    await form.getByRole('button', { name: 'Create Account & Continue' }).click();
    await expect(page.getByText(M.accountCreatedTitle, { exact: true })).toBeVisible();
    await finishOnboarding(page, testInfo, 'walk');
  },
);

test('a networker registers through the invitation with a passkey', async ({ page, browser }, testInfo) => {
  await addPlatformAuthenticator(page);
  const invitation = await operatorWithInvitation(browser, `journey-passkey-${testInfo.project.name}`);
  await chooseProspects(page, invitation, testInfo);
  const form = accountForm(page);
  await form.getByLabel('Email').fill(uniqueEmail('nora-passkey'));
  await form.getByLabel('Full name').fill('Nora Passkey');
  await screenshot(page, testInfo, 'journey-3-account-prefilled');
  await form.getByText('Passkey', { exact: true }).click();
  await expect(form.getByLabel('Confirm password')).toHaveCount(0);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Create Account with Passkey' }).click();
  await expect(page.getByText(M.accountCreatedTitle, { exact: true })).toBeVisible();
  await finishOnboarding(page, testInfo, 'skip');
});

/** Chunks that only the operator area needs (route and feature chunk names from the Vite build). */
const OPERATOR_AREA_CHUNK =
  /\/assets\/(DashboardPage|ProfilePages|InvitationPreviewPage|dashboard|profile\.|preview-invitation)[-.]/;

test('the invitation page paints without loading the operator area’s code', async ({
  page,
  browser,
}, testInfo) => {
  const invitation = await operatorWithInvitation(browser, `split-${testInfo.project.name}`);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`/invite/${invitation.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  // The page is painted from the server's HTML; the app is asked for after that paint, so the network
  // can be quiet before it starts: wait for the app to take the page over, then for the quiet after it.
  await expect(page.locator('[data-hydrated]')).toHaveCount(1);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => path.includes('InvitationLandingPage'))).toBe(true);
  expect(scripts.filter((path) => OPERATOR_AREA_CHUNK.test(path))).toEqual([]);
});
