import {
  CSRF_HEADER,
  INVITATION_PROSPECT_PAGE_SIZE,
  type InvitationProspect,
  MAX_NEW_CONTACTS_PER_ACCEPTANCE,
  NETWORKER_PROSPECT_PAGE_SIZE,
  type NetworkerProspectPage,
  PROSPECT_STATUS_LABELS,
  type SessionAnswer,
} from '@referrals/contracts';
import { type Browser, expect, type Page } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { operatorApi } from './support/operatorApi';
import { expectFinishedOpening } from './support/overlays';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { keepScreenshot, screenshot } from './support/pageChecks';
import { loadEveryPage, shownIds } from './support/pagedLists';

test.describe.configure({ timeout: 150_000 });

const PROSPECT_COUNT = 45;

/** Requests of a paged route, to check that pages were asked for one after another. */
function pageRequestsTo(page: Page, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

/** A networker registers through the invitation in a browser of their own, with these contacts (or none). */
async function networkerJoins(
  browser: Browser,
  invitationId: string,
  fullName: string,
  contacts: { typed: number; linkedIn: number },
): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  const registered = await page.request.post('/api/networker-registration', {
    headers: { [CSRF_HEADER]: session.csrfToken },
    data: {
      invitationUuid: invitationId,
      fullName,
      email: uniqueEmail('prospect-pages-networker'),
      authMethod: 'password',
      password: PASSWORD,
      acceptTerms: true,
      newContacts: Array.from({ length: contacts.typed }, (_, index) => ({
        prospectName: `Typed Contact ${index + 1}`,
        prospectCompany: 'Stripe',
      })),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  if (contacts.linkedIn > 0) {
    const api = await operatorApi(page);
    await api.send('POST', '/api/prospect-submissions/linkedin', {
      invitationUuid: invitationId,
      linkedinUrls: Array.from(
        { length: contacts.linkedIn },
        (_, index) => `linkedin.com/in/linked-contact-${index + 1}`,
      ),
    });
  }
  await page.context().close();
}

test(
  'an invitation’s prospects load a page at a time as its card scrolls',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    const { page, invitation } = await signedInOperatorWithInvitation(
      browser,
      'invitation-prospect-pages',
      {},
      { viewport: testInfo.project.use.viewport ?? null },
    );
    const api = await operatorApi(page);
    for (let index = 1; index <= PROSPECT_COUNT; index++)
      await api.send('POST', '/api/prospects', {
        invitationId: invitation.id,
        prospectName: `Prospect ${index}`,
        prospectCompany: 'Stripe',
      });
    const full = (await (
      await page.request.get(`/api/prospects/invitation/${invitation.id}`)
    ).json()) as InvitationProspect[];
    expect(full).toHaveLength(PROSPECT_COUNT);

    const pageRequests = pageRequestsTo(page, `/api/prospects/invitation/${invitation.id}/page`);
    await page.goto('/dashboard');
    const prospects = page.getByRole('region', { name: 'Recommended prospects for Nora Networker' });
    const rows = prospects.locator('li[data-target-id]');
    await expect(rows.first()).toBeVisible();
    await screenshot(page, testInfo, 'invitation-prospects-first-page');
    expect(await rows.count()).toBeLessThan(PROSPECT_COUNT);
    expect((await rows.count()) % INVITATION_PROSPECT_PAGE_SIZE).toBe(0);

    await loadEveryPage(prospects, rows, PROSPECT_COUNT, 45_000);
    expect(await shownIds(rows)).toEqual(full.map((prospect) => prospect.id));
    expect(pageRequests.some((url) => url.includes('cursor='))).toBe(true);
    expect(pageRequests.every((url) => !url.includes('limit='))).toBe(true);
    await keepScreenshot(page, testInfo, 'invitation-prospects-all-pages');

    // A prospect added from the card refreshes the pages shown, and lands at the end (oldest first).
    await prospects.getByRole('button', { name: 'Add Prospect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Prospect' });
    await expectFinishedOpening(dialog);
    await dialog.getByLabel('Name').fill('Prospect Last');
    await dialog.getByRole('button', { name: 'Add Prospect' }).click();
    await expect(rows).toHaveCount(PROSPECT_COUNT + 1);
    await expect(rows.last()).toContainText('Prospect Last');
  },
);

test(
  'Prospect Status loads the pipeline a page at a time and names who brought no contact yet',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const { page, invitation } = await signedInOperatorWithInvitation(
      browser,
      'prospect-status-pages',
      {},
      { viewport: testInfo.project.use.viewport ?? null },
    );
    await networkerJoins(browser, invitation.id, 'Nora Networker', {
      typed: MAX_NEW_CONTACTS_PER_ACCEPTANCE,
      linkedIn: PROSPECT_COUNT - MAX_NEW_CONTACTS_PER_ACCEPTANCE,
    });
    const api = await operatorApi(page);
    const quiet = await api.send<{ id: string }>('POST', '/api/networker-invitations', {
      prospectName: 'Wes Waiting',
    });
    await networkerJoins(browser, quiet.id, 'Wes Waiting', { typed: 0, linkedIn: 0 });
    const whole = (await (
      await page.request.get('/api/operator/networkers-with-prospects/page?limit=100')
    ).json()) as NetworkerProspectPage;
    expect(whole.items).toHaveLength(PROSPECT_COUNT);

    const pageRequests = pageRequestsTo(page, '/api/operator/networkers-with-prospects/page');
    await page.goto('/dashboard?tab=contacts');
    const panel = page.getByRole('region', { name: 'Prospect Status' });
    const rows = panel.locator(phone ? 'li[data-target-id]' : 'tr[data-target-id]');
    await expect(rows.first()).toBeVisible();
    await expect(panel).toContainText('No contacts yet from Wes Waiting.');
    if (phone) await expect(panel).toContainText(`${PROSPECT_COUNT} prospects`);
    else await expect(panel.getByRole('table', { name: /most recently changed first/ })).toBeVisible();
    await screenshot(page, testInfo, 'prospect-status-first-page');
    // Whole pages; a desktop's dense rows keep the list's end near, so the next pages may load at once,
    // the last one too.
    const shown = await rows.count();
    expect(shown === PROSPECT_COUNT || shown % NETWORKER_PROSPECT_PAGE_SIZE === 0).toBe(true);

    await loadEveryPage(panel, rows, PROSPECT_COUNT, 45_000);
    expect(await shownIds(rows)).toEqual(whole.items.map((row) => row.id));
    // One page after another: every page past the first was asked for with the cursor of the one before.
    expect(pageRequests.filter((url) => url.includes('cursor=')).length).toBeGreaterThanOrEqual(
      Math.ceil(PROSPECT_COUNT / NETWORKER_PROSPECT_PAGE_SIZE) - 1,
    );
    await keepScreenshot(page, testInfo, 'prospect-status-all-pages');

    // The oldest contact moves on: a live update brings it to the top of the pages shown.
    const oldest = whole.items.at(-1)!;
    await api.send('POST', `/api/prospects/${oldest.id}/status-updates`, { status: 'under_review' });
    await expect(rows.first()).toHaveAttribute('data-target-id', oldest.id);
    await expect(rows.first()).toContainText(PROSPECT_STATUS_LABELS.under_review);
    await expect(rows).toHaveCount(PROSPECT_COUNT);
  },
);
