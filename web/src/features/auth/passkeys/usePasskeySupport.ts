import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';
import { passkeyDomainProblem } from './passkeyDomain';

export type PasskeySupport = 'checking' | 'available' | 'unavailable';

let detection: Promise<boolean> | null = null;

/**
 * WebAuthn in the browser, a platform authenticator with user verification on the device, and a page
 * on a domain name (WebAuthn refuses IP addresses); asked once per page load.
 */
function detectPasskeySupport(): Promise<boolean> {
  detection ??= passkeyDomainProblem(window.location)
    ? Promise.resolve(false)
    : browserSupportsWebAuthn()
      ? platformAuthenticatorIsAvailable().catch(() => false)
      : Promise.resolve(false);
  return detection;
}

/** Whether this device can create and use passkeys ('checking' until the browser has answered). */
export function usePasskeySupport(): PasskeySupport {
  const [support, setSupport] = useState<PasskeySupport>('checking');
  useEffect(() => {
    let mounted = true;
    void detectPasskeySupport().then((available) => {
      if (mounted) setSupport(available ? 'available' : 'unavailable');
    });
    return () => {
      mounted = false;
    };
  }, []);
  return support;
}
