import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { registerNetworkerThroughApi, uniqueEmail } from './support/accounts';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot, screenshot } from './support/pageChecks';
import { networkerAccepting, PHONE } from './support/twoSides';

test.describe.configure({ timeout: 120_000 });

/** Dana's invitation with one recommendation, Rita; her profile's links are typed without https://. */
async function danaWithRecommendation(browser: Browser) {
  return signedInOperatorWithInvitation(
    browser,
    'dashboard-operator',
    { prospects: [['Rita Recommended', 'Ramp']] },
    { viewport: PHONE },
  );
}

const invitationsCard = (page: Page) => page.getByRole('region', { name: 'Your invitations' });

test(
  'the networker’s invitations tab: initials, absolute links, each contact once, and a closed invitation',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    const operator = await danaWithRecommendation(browser);
    const networker = await networkerAccepting(browser, operator.invitation.id);
    await networker.goto('/dashboard');

    const invitation = invitationsCard(networker).getByRole('listitem').filter({ hasText: 'Dana Demo' });
    await expect(invitation.getByText('DD', { exact: true })).toBeVisible();
    const links = invitation.getByRole('list', { name: 'Links of Dana Demo' });
    await expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute(
      'href',
      'https://acme.example',
    );
    await expect(links.getByRole('link', { name: 'Schedule a call' })).toHaveAttribute(
      'href',
      'https://cal.example/dana',
    );
    await expect(links.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://linkedin.com/in/dana-demo',
    );
    await expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute('target', '_blank');

    // An agreed recommendation is listed once, in its own card; the networker's own contact in theirs.
    await networker
      .getByRole('region', { name: 'Pending Your Approval' })
      .getByRole('button', { name: 'Approve Rita Recommended' })
      .click();
    const agreed = networker.getByRole('region', { name: 'Prospects you agreed to introduce' });
    await expect(agreed.getByText('Rita Recommended')).toBeVisible();
    await expect(networker.getByText('Rita Recommended', { exact: true })).toHaveCount(1);
    const contacts = networker.getByRole('region', { name: 'Your contacts' });
    await expect(contacts.getByText('Priya Patel')).toBeVisible();
    await expect(networker.getByText(/Nothing here yet/)).toHaveCount(0);
    await screenshot(networker, testInfo, 'networker-dashboard-active');
    await networker.setViewportSize({ width: 1280, height: 900 });
    await keepScreenshot(networker, testInfo, 'networker-dashboard-active-wide');
    await networker.setViewportSize(PHONE);

    // Dana closes the invitation: it no longer offers to submit a contact, and says why.
    const api = await operatorApi(operator.page);
    await api.send('PATCH', `/api/networker-invitations/${operator.invitation.id}`, { isActive: false });
    await networker.reload();
    await expect(invitation.getByText('No longer active')).toBeVisible();
    await expect(
      invitation.getByText(/Dana has closed this invitation, so it takes no new contacts/),
    ).toBeVisible();
    await expect(invitation.getByRole('link', { name: 'Submit a contact' })).toHaveCount(0);
    await expect(invitation.getByRole('link', { name: 'Message Dana' })).toBeVisible();
    await screenshot(networker, testInfo, 'networker-dashboard-closed');
  },
);

test(
  'a networker with an invitation but no contact is not told to open an invitation link',
  { tag: '@phone-only' },
  async ({ browser, page }, testInfo) => {
    const operator = await danaWithRecommendation(browser);
    await registerNetworkerThroughApi(
      page.request,
      operator.invitation.id,
      'Omar Empty',
      uniqueEmail('empty'),
    );
    await page.goto('/dashboard');
    await expect(invitationsCard(page).getByRole('link', { name: 'Submit a contact' })).toBeVisible();
    const contacts = page.getByRole('region', { name: 'Your contacts' });
    await expect(contacts.getByText(/^No contacts yet\./)).toBeVisible();
    await expect(page.getByText(/Nothing here yet/)).toHaveCount(0);
    await screenshot(page, testInfo, 'networker-dashboard-no-contacts');
  },
);
