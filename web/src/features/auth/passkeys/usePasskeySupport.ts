import { browserSupportsWebAuthn, platformAuthenticatorIsAvailable } from '@simplewebauthn/browser';
import { useEffect, useState } from 'react';

export type PasskeySupport = 'checking' | 'available' | 'unavailable';

let detection: Promise<boolean> | null = null;

/** WebAuthn in the browser and a platform authenticator with user verification on the device; asked once per page load. */
function detectPasskeySupport(): Promise<boolean> {
  detection ??= browserSupportsWebAuthn()
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
