import { expect } from '@playwright/test';
import { test } from './support/test';
import { holdAppEntry } from './support/appEntry';
import { pageProblems } from './support/pageProblems';
import { PASSWORD, registerOperatorThroughApi, uniqueEmail } from './support/accounts';

// The server renders /login for a visitor without a session (ADR 0033): the form is there before any
// script, and what is typed and pressed before the app arrives is not lost.
for (const press of ['the Sign In button', 'Enter'] as const) {
  test(`sign-in typed before the app arrives, then ${press}, signs in once it does`, async ({
    browser,
    page,
  }) => {
    const email = uniqueEmail('early-sign-in');
    await registerOperatorThroughApi(page.request, 'Early Bird', email);

    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    // Script errors only: a new operator's dashboard asks for things it does not have yet (404s).
    const problems = pageProblems(visitor, (text) => text.startsWith('Failed to load resource'));
    const releaseApp = await holdAppEntry(visitor);

    await visitor.goto('/login', { waitUntil: 'commit' });
    await expect(visitor.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password', { exact: true }).fill(PASSWORD);
    if (press === 'Enter') await visitor.getByLabel('Password', { exact: true }).press('Enter');
    else await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    // The browser did not submit the form itself (that would reload the page and lose the fields).
    await expect(visitor.locator('[data-hydrated]')).toHaveCount(0);
    await expect(visitor.getByLabel('Email')).toHaveValue(email);

    releaseApp();
    await expect(visitor).toHaveURL(/\/dashboard$/);
    await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome, Early' })).toBeVisible();
    expect(problems).toEqual([]);
    await visitorContext.close();
  });
}
