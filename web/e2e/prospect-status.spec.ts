import { CSRF_HEADER, type SessionAnswer } from '@referrals/contracts';
import { type Browser, expect, type Locator } from '@playwright/test';
import { test } from './support/test';
import { PASSWORD, uniqueEmail } from './support/accounts';
import { operatorApi } from './support/operatorApi';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { screenshot } from './support/pageChecks';

const WREN_NOTES = 'We ran the EU launch together; she is hiring for exactly this.';

/** Nora joins the invitation with Wren (everything filled in), then sends Lee as a LinkedIn address only. */
async function noraBringsWrenAndLee(browser: Browser, invitationId: string): Promise<void> {
  const page = await (await browser.newContext()).newPage();
  const session = (await (await page.request.get('/api/auth/session')).json()) as SessionAnswer;
  const registered = await page.request.post('/api/networker-registration', {
    headers: { [CSRF_HEADER]: session.csrfToken },
    data: {
      invitationUuid: invitationId,
      fullName: 'Nora Networker',
      email: uniqueEmail('prospect-status-networker'),
      authMethod: 'password',
      password: PASSWORD,
      acceptTerms: true,
      newContacts: [
        {
          prospectName: 'Wren Written',
          prospectTitle: 'VP Sales',
          prospectCompany: 'Stripe',
          prospectLinkedinUrl: 'linkedin.com/in/wren-written',
          networkerNotes: WREN_NOTES,
        },
      ],
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const nora = await operatorApi(page);
  await nora.send('POST', `/api/prospect-submissions/${invitationId}`, {
    linkedInUrls: 'https://www.linkedin.com/in/lee-linked',
  });
  await page.context().close();
}

/** A contact's LinkedIn link by its name: the text shown (an address, or a table's "Profile of …"), then the new tab. */
const linkedIn = (scope: Locator, shown: string) =>
  scope.getByRole('link', { name: `${shown} (opens in a new tab)`, exact: true });

async function expectOpensLinkedIn(link: Locator, href: string): Promise<void> {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

test(
  'the operator sees who each contact is before approving: a table on a desktop, cards on a phone',
  { tag: '@phone' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const phone = testInfo.project.name === 'phone';
    const { page, invitation } = await signedInOperatorWithInvitation(
      browser,
      'prospect-status',
      {},
      {
        viewport: testInfo.project.use.viewport ?? null,
      },
    );
    await noraBringsWrenAndLee(browser, invitation.id);
    // The invitation's progress card says who Wren is too.
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Registered (1)' }).click();
    const progress = page
      .getByRole('region', { name: /^Recommended prospects for / })
      .getByRole('listitem')
      .filter({ hasText: 'Wren Written' });
    await expect(progress).toContainText('VP Sales at Stripe');
    await expect(progress).toContainText(WREN_NOTES);
    await expectOpensLinkedIn(
      linkedIn(progress, 'linkedin.com/in/wren-written'),
      'https://linkedin.com/in/wren-written',
    );
    await progress.screenshot({ path: testInfo.outputPath('progress-card-contact.png') });

    await page.goto('/dashboard?tab=contacts');
    const panel = page.getByRole('region', { name: 'Prospect Status' });

    if (!phone) {
      const table = panel.getByRole('table', { name: /contacts, most recently changed first/ });
      await expect(table.getByRole('columnheader')).toHaveText([
        '',
        'Contact',
        'Company',
        'LinkedIn',
        'Networker',
        'Status',
        'Last change',
        'Next action',
      ]);
      const wren = table.getByRole('row', { name: 'Wren Written', exact: true });
      await expect(wren.getByRole('cell').nth(1)).toContainText('VP Sales');
      await expect(wren.getByRole('cell').nth(1)).toContainText(WREN_NOTES);
      await expect(wren.getByRole('cell').nth(2)).toHaveText('Stripe');
      await expectOpensLinkedIn(
        linkedIn(wren, 'Profile of Wren Written on LinkedIn'),
        'https://linkedin.com/in/wren-written',
      );
      await expect(wren.getByRole('cell').nth(4)).toHaveText('Nora Networker');
      await expect(wren.getByRole('cell').nth(5)).toHaveText('Submitted');
      await expect(wren.locator('time')).toHaveAttribute('title', /\d{4}/);
      // A contact sent as a LinkedIn address: the address says who it is.
      const lee = table.getByRole('row', { name: 'Lee Linked', exact: true });
      await expectOpensLinkedIn(
        linkedIn(lee, 'Profile of Lee Linked on LinkedIn'),
        'https://www.linkedin.com/in/lee-linked',
      );

      // The row opens to everything Nora wrote, and the history.
      // By keyboard: the row's details button.
      await wren.getByRole('button', { name: 'Show the details of Wren Written' }).focus();
      await page.keyboard.press('Enter');
      await expect(wren.getByRole('button', { name: 'Hide the details of Wren Written' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      const details = table.getByRole('group', { name: 'Details of Wren Written' });
      await expect(details).toContainText('Why is this a good match?');
      await expect(details).toContainText(WREN_NOTES);
      await expect(details).toContainText('VP Sales at Stripe');
      await expect(details).toContainText(/Protected until /);
      await expect(details.getByRole('list', { name: 'History of Wren Written' })).toContainText('Submitted');
      await expect(details.getByRole('link', { name: 'Full history of Wren Written' })).toBeVisible();

      // Judged, then approved, from the row.
      await wren
        .getByRole('combobox', { name: 'Set the status of Wren Written' })
        .selectOption('under_review');
      await expect(wren.getByRole('cell').nth(5)).toHaveText('Under Review');
      await screenshot(page, testInfo, 'prospect-status-table');
      await panel.screenshot({ path: testInfo.outputPath('prospect-status-table-panel.png') });
      await wren.getByRole('button', { name: 'Approve' }).click();
      await expect(wren.getByRole('cell').nth(5)).toHaveText('Approved');
      // The row's record, as a notification's link names it.
      await page.goto(`/prospects/${await wren.getAttribute('data-target-id')}/history`);
    } else {
      await expect(panel.getByRole('table')).toHaveCount(0);
      const wren = panel.getByRole('listitem', { name: 'Wren Written' });
      await expect(wren).toContainText('VP Sales at Stripe');
      await expect(wren).toContainText('Why is this a good match?');
      await expect(wren).toContainText(WREN_NOTES);
      await expectOpensLinkedIn(
        linkedIn(wren, 'linkedin.com/in/wren-written'),
        'https://linkedin.com/in/wren-written',
      );
      await expectOpensLinkedIn(
        linkedIn(panel, 'linkedin.com/in/lee-linked'),
        'https://www.linkedin.com/in/lee-linked',
      );
      await wren
        .getByRole('combobox', { name: 'Set the status of Wren Written' })
        .selectOption('under_review');
      await expect(wren.getByRole('status')).toHaveText('Under Review');
      await screenshot(page, testInfo, 'prospect-status-cards');
      await panel.screenshot({ path: testInfo.outputPath('prospect-status-cards-panel.png') });
      await wren.getByRole('button', { name: 'Approve' }).click();
      await expect(wren.getByRole('status')).toHaveText('Approved');
      await wren.getByRole('link', { name: 'Full history of Wren Written' }).click();
    }

    // The history page names the same contact.
    const who = page.getByRole('group', { name: 'Who the prospect is' });
    await expect(who).toContainText('Wren Written');
    await expect(who).toContainText('VP Sales at Stripe');
    await expect(who).toContainText(WREN_NOTES);
    await expectOpensLinkedIn(
      linkedIn(who, 'linkedin.com/in/wren-written'),
      'https://linkedin.com/in/wren-written',
    );
    await screenshot(page, testInfo, 'prospect-history-identity');
  },
);
