import { TestBrowser } from './test-browser.js';

const INTERACTION_PAGE = /^\/interaction\/[^/]+$/;

export interface WalkOptions {
  /** Login name typed at the provider; it becomes the subject. */
  login?: string;
  /** Turn the provider's login page down instead of signing in. */
  decline?: boolean;
  /** Stop before requesting the first URL this accepts. */
  stopAt: (url: URL) => boolean;
}

/**
 * Follows a browser through redirects and the local OpenID provider's login and consent pages
 * (scripts/local-openid-provider.mjs), one hop at a time, until `stopAt` accepts the next URL.
 */
export async function walkThroughProvider(
  browser: TestBrowser,
  start: URL,
  providerIssuer: string,
  options: WalkOptions,
): Promise<URL> {
  let url = start;
  for (let hop = 0; hop < 20; hop += 1) {
    if (options.stopAt(url)) return url;
    const response = await browser.get(url);
    let next = TestBrowser.nextLocation(response, url);
    if (!next && url.origin === providerIssuer && INTERACTION_PAGE.test(url.pathname)) {
      const page = await response.text();
      const loginPage = page.includes('name="login"');
      if (loginPage && options.decline) {
        next = new URL(`${url.pathname}/abort`, url);
      } else {
        const form: Record<string, string> = loginPage
          ? { prompt: 'login', login: options.login ?? 'ada', password: 'any' }
          : { prompt: 'consent' };
        next = TestBrowser.nextLocation(await browser.postForm(url, form), url);
      }
    }
    if (!next) throw new Error(`The walk stopped at ${url.href} (HTTP ${response.status})`);
    url = next;
  }
  throw new Error('Too many redirects');
}
