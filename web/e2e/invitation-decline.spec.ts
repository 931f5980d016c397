import { INVITATION_PAGE_LABELS, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, registerOperatorThroughApi, uniqueEmail } from './support/accounts';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { expectFinishedOpening } from './support/overlays';

const SCREENSHOTS = '../.test-output/screenshots';

// The public invitation page and its dialog, at both sizes.
test(
  'an invitee signs in from the invitation page, declines it, and the operator is told',
  { tag: '@phone' },
  async ({ browser, request }, testInfo) => {
    const operator = await signedInOperatorWithInvitation(browser, 'decline-operator');
    const page = await (await browser.newContext({ viewport: testInfo.project.use.viewport })).newPage();
    const email = uniqueEmail('decliner');
    // An account that is not a networker yet, not signed in here.
    await registerOperatorThroughApi(request, 'Dee Decliner', email);

    // Signed out, 'Not a fit this time' asks to sign in first, and signing in comes back to the page.
    await page.goto(`/invite/${operator.invitation.id}`);
    await page.getByRole('button', { name: INVITATION_PAGE_LABELS.notAFit }).click();
    const dialog = page.getByRole('dialog', { name: 'Not a fit this time?' });
    await expectFinishedOpening(dialog);
    await expect(dialog.getByText('Sign in to let Dana know')).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/invite/${operator.invitation.id}$`));

    // Signed in, it declines for real.
    await page.getByRole('button', { name: INVITATION_PAGE_LABELS.notAFit }).click();
    await expectFinishedOpening(dialog);
    await expect(dialog.getByText('Dana will be told that you passed on this invitation')).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOTS}/invitation-decline-${testInfo.project.name}.png` });
    await dialog.getByRole('button', { name: 'Decline invitation' }).click();
    await expect(page.getByText(M.declinedTitle, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: M.invitationDisabledTitle })).toBeVisible();

    // The operator finds it under Disabled, marked as declined, and a notification says so.
    const operatorPage = operator.page;
    await operatorPage.goto('/dashboard?tab=invitations');
    await operatorPage.getByRole('tab', { name: /Disabled/ }).click();
    const card = operatorPage.getByRole('article', { name: 'Invitation for Nora Networker' });
    await expect(card.getByText('Declined by the networker')).toBeVisible();
    // The notification goes through the queue and the worker, then arrives over the live socket.
    const bell = operatorPage.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toHaveAccessibleName(/unread/, { timeout: 30_000 });
    await bell.click();
    await expect(
      operatorPage.getByText('Dee Decliner declined your invitation for Nora Networker.'),
    ).toBeVisible();
    await operatorPage.screenshot({
      path: `${SCREENSHOTS}/invitation-declined-operator-${testInfo.project.name}.png`,
    });
  },
);

test('a signed-in account accepts the invitation on its signup page, the spec’s way', async ({
  browser,
}, testInfo) => {
  const operator = await signedInOperatorWithInvitation(browser, 'signup-accept-operator');
  await operator.page.context().close();
  const page = await (await browser.newContext({ viewport: testInfo.project.use.viewport })).newPage();
  const email = uniqueEmail('signup-accepter');
  await registerOperatorThroughApi(page.request, 'Dee Decliner', email);

  await page.goto(`/invitation/${operator.invitation.id}/signup`);
  await expect(page.getByText(`Signed in as Dee Decliner (${email}).`)).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOTS}/invitation-signup-signed-in-${testInfo.project.name}.png` });
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/dashboard#invitations$/);
  await expect(page.getByText(M.associatedTitle, { exact: true })).toBeVisible();
});
