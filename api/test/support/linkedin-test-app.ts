import {
  type LocalOpenIdProvider,
  startLocalOpenIdProvider,
} from '../../../scripts/local-openid-provider.mjs';
import { startTestApp, type TestApp, type TestAppOptions } from './test-app.js';
import { freePort } from './test-browser.js';

export interface LinkedInTestApp {
  app: TestApp;
  /** The local OpenID provider standing in for LinkedIn. */
  provider: LocalOpenIdProvider;
  /** The app's own address (PUBLIC_URL), which the provider redirects back to. */
  publicUrl: string;
  close(): Promise<void>;
}

/**
 * A test app whose 'Continue with LinkedIn' goes to a local OpenID provider: both on ports chosen
 * beforehand, since each must know the other's address before it starts.
 */
export async function startLinkedInTestApp(options: TestAppOptions): Promise<LinkedInTestApp> {
  const [providerPort, appPort] = [await freePort(), await freePort()];
  const publicUrl = `http://127.0.0.1:${appPort}`;
  const provider = await startLocalOpenIdProvider({
    port: providerPort,
    redirectUri: `${publicUrl}/api/auth/linkedin/callback`,
  });
  const app = await startTestApp({
    ...options,
    env: {
      ...options.env,
      PORT: String(appPort),
      PUBLIC_URL: publicUrl,
      LINKEDIN_ISSUER: provider.issuer,
      LINKEDIN_CLIENT_ID: provider.clientId,
      LINKEDIN_CLIENT_SECRET: provider.clientSecret,
    },
  });
  return {
    app,
    provider,
    publicUrl,
    close: async () => {
      await app.close();
      await provider.close();
    },
  };
}
