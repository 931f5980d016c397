export type Claims = Record<string, string | boolean>;

export interface LocalOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

export const LOCAL_CLIENT: { clientId: string; clientSecret: string };

export function exampleClaims(login: string): Claims;

export function startLocalOpenIdProvider(options: {
  port: number;
  redirectUri: string;
  clientId?: string;
  clientSecret?: string;
  claimsFor?: (login: string) => Claims;
}): Promise<LocalOpenIdProvider>;
