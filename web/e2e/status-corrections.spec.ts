import { expect } from '@playwright/test';
import { test } from './support/test';
import { expectLiveConnection, LIVE } from './support/live';
import { expectFinishedOpening } from './support/overlays';
import { expectNoHorizontalScroll, keepScreenshot, screenshot } from './support/pageChecks';
import { signedInOperatorWithInvitation } from './support/operatorInvitation';
import { networkerAccepting, operatorWithInvitation } from './support/twoSides';

// Phone-sized journey (both browsers are 390 × 844): a status change can be undone, a rejection says
// why, and a later correction is recorded with its reason; the networker sees each, live.
test(
  'the operator undoes a change, rejects with a reason and corrects the rejection; the networker and the history see it',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(90_000);
    const operator = await operatorWithInvitation(browser);
    const networker = await networkerAccepting(browser, operator.invitationId);

    await networker.goto('/dashboard?tab=contacts');
    const priya = networker
      .getByRole('region', { name: 'Contact Status' })
      .getByRole('listitem')
      .filter({ hasText: 'Priya Patel' })
      .first();
    await expect(priya.getByRole('status')).toHaveText('Submitted');
    await expectLiveConnection(networker);

    await operator.page.goto('/dashboard');
    await operator.page.getByRole('tab', { name: 'Registered (1)' }).click();
    const row = operator.page.getByRole('listitem').filter({ hasText: 'Priya Patel' });
    const status = row.getByRole('status');
    const quickActions = row.getByRole('combobox', { name: 'Set the status of Priya Patel' });

    // A change applies at once, with an Undo for a while; the undo is a recorded correction.
    await quickActions.selectOption('under_review');
    await expect(status).toHaveText('Under Review');
    const undo = row.getByRole('button', { name: 'Undo the change of Priya Patel to Under Review' });
    await expect(undo).toBeVisible();
    await row.screenshot({ path: testInfo.outputPath('corrections-1-undo.png') });
    await undo.click();
    await expect(status).toHaveText('Submitted');
    await expect(undo).toHaveCount(0);
    await expect(priya.getByRole('status')).toHaveText('Submitted', LIVE);
    await expect(priya).toContainText(
      'The operator corrected the status from Under Review back to Submitted.',
    );

    // Rejecting asks why: a template, the operator's own words, or both.
    await quickActions.selectOption('under_review');
    await expect(status).toHaveText('Under Review');
    await row.getByRole('button', { name: 'Reject' }).click();
    const reject = operator.page.getByRole('dialog', { name: 'Reject Priya Patel?' });
    await expectFinishedOpening(reject);
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toContainText('Please choose or write a reason for the rejection.');
    await reject.getByRole('radio', { name: 'Outside our target market' }).check();
    await keepScreenshot(operator.page, testInfo, 'corrections-2-reject-dialog');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toHaveCount(0);
    await expect(status).toHaveText('Rejected');
    await expect(priya.getByText('Rejected: Outside our target market')).toBeVisible(LIVE);
    await screenshot(networker, testInfo, 'corrections-3-networker-rejected');

    // A later correction states its reason; the prospect re-opens where it was rejected.
    await quickActions.selectOption('correct');
    const correction = operator.page.getByRole('dialog', { name: 'Correct the status of Priya Patel' });
    await expectFinishedOpening(correction);
    await correction.getByLabel('Why was the change a mistake?').fill('Wrong contact: it was Priya Shah');
    await keepScreenshot(operator.page, testInfo, 'corrections-4-correct-dialog');
    await correction.getByRole('button', { name: 'Correct Status' }).click();
    await expect(status).toHaveText('Under Review');
    await expect(priya.getByRole('status')).toHaveText('Under Review', LIVE);
    await expect(priya).toContainText(
      'The operator corrected the status from Rejected back to Under Review: Wrong contact: it was Priya Shah.',
    );
    await expect(priya.getByText('Rejected: Outside our target market')).toHaveCount(0);
    await expectNoHorizontalScroll(operator.page);
    await screenshot(networker, testInfo, 'corrections-5-networker-corrected');

    // The history keeps every step, the mistake and its correction, in plain words.
    await networker.getByRole('link', { name: 'Full history of Priya Patel' }).click();
    const timeline = networker.getByRole('region', { name: /^Timeline/ });
    await expect(timeline).toContainText(
      'Moved from Under Review to Rejected because “Outside our target market”',
    );
    await expect(timeline).toContainText(
      'Corrected the status from Rejected back to Under Review: “Wrong contact: it was Priya Shah”',
    );
    await expect(timeline).toContainText(
      'Corrected the status from Under Review back to Submitted (undone right away)',
    );
    await screenshot(networker, testInfo, 'corrections-6-history');
  },
);

// At desktop size: the rejection dialog with a template and the operator's own words, and the Undo bar.
test('at desktop size, the operator rejects with a template and their own words', async ({
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const { page, invitation } = await signedInOperatorWithInvitation(
    browser,
    'corrections-desktop',
    {},
    {
      viewport: { width: 1280, height: 800 },
    },
  );
  const networker = await networkerAccepting(browser, invitation.id);

  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Registered (1)' }).click();
  const row = page.getByRole('listitem').filter({ hasText: 'Priya Patel' });
  await row.getByRole('combobox', { name: 'Set the status of Priya Patel' }).selectOption('under_review');
  await expect(row.getByRole('status')).toHaveText('Under Review');
  await expect(
    row.getByRole('button', { name: 'Undo the change of Priya Patel to Under Review' }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'corrections-desktop-undo');

  await row.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject Priya Patel?' });
  await expectFinishedOpening(reject);
  await reject.getByRole('radio', { name: 'Not a fit for our product' }).check();
  await reject.getByLabel('Add a note (optional)').fill('We only sell to banks');
  await keepScreenshot(page, testInfo, 'corrections-desktop-reject-dialog');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(row.getByRole('status')).toHaveText('Rejected');

  await networker.goto('/dashboard?tab=contacts');
  await expect(
    networker.getByText('Rejected: Not a fit for our product: We only sell to banks'),
  ).toBeVisible();
});
