import { startLocalOpenIdProvider } from '../../scripts/local-openid-provider.mjs';
import config, { openIdProviderPort, smtpPort } from '../playwright.config';
import { startMailCatcher } from './support/mail-catcher';

/**
 * Starts what the server the config starts talks to: the SMTP catcher its email goes to, and the
 * OpenID provider that stands in for LinkedIn (its development login page takes any login name;
 * that name becomes the LinkedIn subject).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const stopMailCatcher = await startMailCatcher(smtpPort);
  const provider = await startLocalOpenIdProvider({
    port: openIdProviderPort,
    redirectUri: `${String(config.use?.baseURL)}/api/auth/linkedin/callback`,
  });
  return async () => {
    await Promise.all([provider.close(), stopMailCatcher()]);
  };
}
