import { expect } from '@playwright/test';
import { test } from './support/test';
import { holdAppEntry } from './support/appEntry';
import { countIntlFormatting } from './support/intlFormatting';
import { operatorWithInvitation } from './support/operatorInvitation';
import { pageProblems } from './support/pageProblems';

// The page's first HTML response holds the invitation (and its link preview), for a visitor without a
// session its recommended prospects as they are for anyone, and the logos known for its companies (here,
// with no logo service, none): the page renders from them, then and after hydrating, without asking for
// any of them again.
test('the invitation page starts from the invitation in its first response, without asking for it again', async ({
  browser,
}) => {
  const invitation = await operatorWithInvitation(browser, 'first-response', {
    prospects: [['Priya Prospect', 'Globex']],
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const askedAgain: string[] = [];
  visitor.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      pathname.startsWith('/api/invitations/uuid/') ||
      pathname.startsWith('/api/prospects/invitation/') ||
      pathname === '/api/logo/fetch'
    )
      askedAgain.push(pathname);
  });
  const sessionAnswered = visitor.waitForResponse((response) => response.url().endsWith('/api/auth/session'));
  await visitor.goto(`/invite/${invitation.slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Hi Nora!' })).toBeVisible();
  await expect(visitor).toHaveTitle('Dana Demo wants to connect with you');
  await expect(visitor.getByText('$50', { exact: false }).first()).toBeVisible();
  await expect(visitor.getByText('Priya Prospect').first()).toBeVisible();
  // The app has taken over and settled: it asked who is signed in, and rendered after hydrating.
  await sessionAnswered;
  await expect(visitor.locator('[data-hydrated]')).toBeAttached();
  await expect(visitor.getByText('Priya Prospect').first()).toBeVisible();
  // The company's initials, not a disc waiting for a lookup (which would have asked by now).
  await expect(visitor.getByRole('img', { name: 'Globex' }).first()).toHaveText('G');
  await expect(visitor.getByRole('img', { name: 'Globex' }).first()).not.toHaveAttribute('aria-busy');
  expect(askedAgain).toEqual([]);
  await visitorContext.close();
});

// The server renders the page (entry-server.tsx); the app, asked for after the first paint, hydrates it.
test('the invitation page shows its content before any script, then the app takes over that same page', async ({
  browser,
}) => {
  const invitation = await operatorWithInvitation(browser, 'server-rendered');

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const problems = pageProblems(visitor);
  const releaseApp = await holdAppEntry(visitor);

  await visitor.goto(`/invite/${invitation.slug}`, { waitUntil: 'commit' });
  const heading = visitor.getByRole('heading', { level: 1, name: 'Hi Nora!' });
  await expect(heading).toBeVisible();
  await expect(visitor.getByText('$50', { exact: false }).first()).toBeVisible();
  const help = visitor.getByRole('button', { name: 'I can help!' });
  await expect(help).toBeVisible();
  // The spec's green (white text on it at 5:1), in the server's styles and the app's alike.
  await expect(help).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  // A mark React does not know of: it survives hydration, not a render of new elements.
  await heading.evaluate((element) => element.setAttribute('data-from-server', ''));

  await expect(visitor.locator('[data-hydrated]')).toHaveCount(0);
  // Pressed before the app is there: pressed again once it is (the boot script, bootAfterPaint.ts).
  await help.click();

  releaseApp();
  await expect(visitor.locator('[data-hydrated]')).toHaveCount(1);
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await expect(visitor.locator('h1[data-from-server]')).toHaveText('Hi Nora!');
  await visitor.mouse.move(0, 0);
  await expect(help).toHaveCSS('background-color', 'rgb(21, 128, 61)');
  expect(problems).toEqual([]);
  await visitorContext.close();
});

// A returning visitor's choices are in the tab's storage, which the server cannot see: boxes ticked
// before the app arrives are ticked once it does, on top of those choices, not instead of them.
test('boxes ticked before the app arrives are ticked once it does, with the choices the tab had', async ({
  browser,
}) => {
  const invitation = await operatorWithInvitation(browser, 'ticked-early', {
    prospects: [
      ['Priya Prospect', 'Globex'],
      ['Omar Other', 'Initech'],
    ],
  });

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const approve = (name: string) => visitor.getByRole('checkbox', { name: `Approve ${name}` });
  await visitor.goto(`/invite/${invitation.slug}`);
  await expect(visitor.locator('[data-hydrated]')).toBeAttached();
  await approve('Priya Prospect').check();

  const releaseApp = await holdAppEntry(visitor);
  await visitor.reload({ waitUntil: 'commit' });
  await expect(approve('Omar Other')).toBeVisible();
  await expect(visitor.locator('[data-hydrated]')).toHaveCount(0);
  // The browser does not tick it itself: the app's state would not know.
  await approve('Omar Other').click();
  await expect(approve('Omar Other')).not.toBeChecked();

  releaseApp();
  await expect(visitor.locator('[data-hydrated]')).toHaveCount(1);
  await expect(approve('Omar Other')).toBeChecked();
  await expect(approve('Priya Prospect')).toBeChecked();
  const stored = await visitor.evaluate(
    (slug) => sessionStorage.getItem(`prospectApprovals_${slug}`),
    invitation.slug,
  );
  expect(Object.values(JSON.parse(stored ?? '{}') as Record<string, string>)).toEqual([
    'approved',
    'approved',
  ]);
  await visitorContext.close();
});

// The operator's local time is the same wherever it is computed: the server writes it, the app keeps it
// while taking the page over without using Intl (whose first use costs tens of milliseconds), and writes
// its own when that minute ends.
test('the operator’s local time comes in the first response, and the app moves it on when its minute ends', async ({
  browser,
}) => {
  const invitation = await operatorWithInvitation(browser, 'local-time');

  const visitorContext = await browser.newContext({ timezoneId: 'UTC' });
  const visitor = await visitorContext.newPage();
  const problems = pageProblems(visitor);
  const intlFormattingUses = await countIntlFormatting(visitor);
  await visitor.clock.install();
  const releaseApp = await holdAppEntry(visitor);

  await visitor.goto(`/invite/${invitation.slug}`, { waitUntil: 'commit' });
  const localTime = visitor.getByTestId('operator-card').locator('time');
  await expect(localTime).toHaveText(/^\d{1,2}:\d{2} [AP]M P[SD]T$/);
  const served = {
    text: await localTime.textContent(),
    at: Date.parse((await localTime.getAttribute('datetime'))!),
  };
  // The page's clock at the start of the minute the server wrote: the app has that minute to take over.
  const minuteStart = served.at - (served.at % 60_000);
  await visitor.clock.setSystemTime(minuteStart);

  releaseApp();
  await expect(visitor.locator('[data-hydrated]')).toHaveCount(1);
  await expect(localTime).toHaveText(served.text!);
  expect(await intlFormattingUses()).toBe(0);

  await visitor.clock.fastForward(60_000);
  const nextMinute = new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: 'America/Los_Angeles',
  }).format(minuteStart + 60_000);
  await expect(localTime).toHaveText(nextMinute);
  expect(problems).toEqual([]);
  await visitorContext.close();
});
