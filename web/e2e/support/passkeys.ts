import type { CDPSession, Page } from '@playwright/test';

/**
 * Chromium's virtual authenticator stands in for the device's: a platform authenticator with
 * user verification (a fingerprint that always matches) and discoverable credentials.
 */
export async function addPlatformAuthenticator(
  page: Page,
): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { cdp, authenticatorId };
}
