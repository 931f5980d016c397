import { startLocalOpenIdProvider } from '../../scripts/local-openid-provider.mjs';
import config, { openIdProviderPort } from '../playwright.config';

/**
 * Starts the OpenID provider that stands in for LinkedIn, for the server the config starts. Its
 * development login page takes any login name; that name becomes the LinkedIn subject.
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  const provider = await startLocalOpenIdProvider({
    port: openIdProviderPort,
    redirectUri: `${String(config.use?.baseURL)}/api/auth/linkedin/callback`,
  });
  return () => provider.close();
}
