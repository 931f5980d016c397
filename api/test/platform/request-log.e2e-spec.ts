import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createRootLogger } from '../../src/platform/logging/logger.js';
import { type LinkedInTestApp, startLinkedInTestApp } from '../support/linkedin-test-app.js';
import { eventually } from '../support/notifications-test-app.js';
import { walkThroughProvider } from '../support/openid-walk.js';
import { TestBrowser } from '../support/test-browser.js';

interface LogLine {
  msg?: string;
  url?: string;
  status?: number;
}

describe('the request log', () => {
  let linkedin: LinkedInTestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    linkedin = await startLinkedInTestApp({
      label: 'request_log',
      logger: createRootLogger({ logLevel: 'info' }, { write: (line: string) => void lines.push(line) }),
    });
  });
  afterAll(async () => {
    await linkedin?.close();
  });

  it("writes a LinkedIn callback's one-time code and state as [REDACTED], never their values", async () => {
    const appUrl = new URL(linkedin.publicUrl);
    const browser = new TestBrowser();
    const callback = await walkThroughProvider(
      browser,
      new URL('/api/auth/linkedin', appUrl),
      linkedin.provider.issuer,
      { login: 'lola', stopAt: (url) => url.origin === appUrl.origin && url.pathname.endsWith('/callback') },
    );
    const code = callback.searchParams.get('code');
    const state = callback.searchParams.get('state');
    expect(code).toBeTruthy();
    expect(state).toBeTruthy();

    await browser.get(callback);

    // The line is written when the answer has been handed on, which may be after the browser has it.
    const callbackLine = await eventually(
      () =>
        Promise.resolve(
          lines
            .map((line) => JSON.parse(line) as LogLine)
            .find(
              (line) =>
                line.msg === 'request completed' && line.url?.startsWith('/api/auth/linkedin/callback'),
            ),
        ),
      (line) => line !== undefined,
    );
    expect(callbackLine?.url).toMatch(/[?&]code=\[REDACTED\]/);
    expect(callbackLine?.url).toMatch(/[?&]state=\[REDACTED\]/);
    const leaked = lines.filter((line) => line.includes(code!) || line.includes(state!));
    expect(leaked).toEqual([]);
  });
});
