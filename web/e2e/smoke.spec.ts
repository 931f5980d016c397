import { LANDING_HEADLINE_PHRASES, NOT_FOUND_SCREEN } from '@referrals/contracts';
import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('landing page', () => {
  test(
    'shows the headline, both audience cards and a Sign In button that opens /login',
    { tag: '@phone' },
    async ({ page }) => {
      await page.goto('/');

      const headline = page.getByRole('heading', { level: 1 });
      await expect(headline).toContainText('Warm introductions, powered by');
      for (const phrase of LANDING_HEADLINE_PHRASES) await expect(headline).toContainText(phrase);
      await expect(page.getByRole('article', { name: 'For Sales Operators' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'For Networkers' })).toBeVisible();
      await expect(page.getByRole('article', { name: 'For Networkers' }).getByRole('link')).toHaveAttribute(
        'href',
        '/login',
      );

      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
      await expect(page).toHaveURL(/\/login$/);
    },
  );
});

test('an unknown path shows the 404 screen with the router hint and a way home', async ({ page }) => {
  await page.goto('/no-such-page');

  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND_SCREEN.heading })).toBeVisible();
  await expect(page.getByText(NOT_FOUND_SCREEN.hint)).toBeVisible();
  await expect(page).toHaveTitle(/not found/i);

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown API path answers a JSON 404 error', async ({ request }) => {
  const response = await request.get('/api/does-not-exist');

  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('application/json');
  expect(await response.json()).toEqual({
    statusCode: 404,
    error: expect.any(String) as unknown,
    message: expect.any(String) as unknown,
  });
});

test('a signed-out visitor opens no live-update socket', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-live]')).toHaveAttribute('data-live', 'idle');
});
