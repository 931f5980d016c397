import { expect } from '@playwright/test';
import { test } from './support/test';
import { LIVE } from './support/live';
import { screenshot } from './support/pageChecks';
import { bothSidesOnPriya } from './support/twoSides';

// A phone-sized journey (both browsers are 390 × 844): the networker follows their contacts there.
test(
  'Payment Earned is ticked only once everything earned is paid; a part payment shows as such',
  { tag: '@phone-only' },
  async ({ browser }, testInfo) => {
    test.setTimeout(60_000);
    const { networker, api, priya, moveTo } = await bothSidesOnPriya(browser);
    await moveTo('approved');
    await moveTo('meeting_held');
    const pay = async (kind: 'intro' | 'meeting') => {
      await api.send('POST', `/api/prospects/${priya}/bounties/${kind}/approve`, {});
      await api.send('POST', `/api/prospects/${priya}/bounties/${kind}/payment`, {
        method: 'paypal',
        reference: `PP-${kind}`,
      });
    };
    await pay('intro');

    await networker.goto('/dashboard?tab=contacts');
    // antd marks a step's state by class only: in process (the current step) or finished.
    const paymentStep = networker
      .getByLabel('Progress of Priya Patel')
      .locator('.ant-steps-item')
      .filter({ hasText: 'Payment Earned' });
    await expect(paymentStep).toContainText('Partly paid: $50.00 of $300.00');
    await expect(paymentStep).toHaveClass(/ant-steps-item-process/);
    await screenshot(networker, testInfo, 'payment-progress-partly-paid');

    await pay('meeting');
    await expect(paymentStep).toContainText('$300.00 paid', LIVE);
    await expect(paymentStep).not.toContainText('Partly paid');
    await expect(paymentStep).toHaveClass(/ant-steps-item-finish/);
    await screenshot(networker, testInfo, 'payment-progress-paid');
  },
);
