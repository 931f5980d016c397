import { describe, expect, it } from '@jest/globals';
import { passkeyDeviceName, reportedAaguid, UNKNOWN_DEVICE } from './device-name.js';

const CHROME_ON_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_ON_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const EDGE_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';
const SAMSUNG_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36';
const CHROME_ON_CHROMEOS =
  'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const GOOGLE_PASSWORD_MANAGER = 'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4';

describe('passkey device names', () => {
  it('names the browser and the system that made it', () => {
    expect(passkeyDeviceName(CHROME_ON_MAC, null)).toBe('Chrome on macOS');
    expect(passkeyDeviceName(SAFARI_ON_IPHONE, null)).toBe('Safari on iPhone');
    expect(passkeyDeviceName(EDGE_ON_WINDOWS, null)).toBe('Edge on Windows');
    expect(passkeyDeviceName(SAMSUNG_ON_ANDROID, null)).toBe('Samsung Internet on Android');
    expect(passkeyDeviceName(CHROME_ON_CHROMEOS, null)).toBe('Chrome on ChromeOS');
  });

  it('adds the password manager that keeps it when its authenticator is a known one', () => {
    expect(passkeyDeviceName(CHROME_ON_MAC, GOOGLE_PASSWORD_MANAGER)).toBe(
      'Chrome on macOS (Google Password Manager)',
    );
    expect(passkeyDeviceName(undefined, 'bada5566-a7aa-401f-bd96-45619a55120d')).toBe('1Password');
    expect(passkeyDeviceName(CHROME_ON_MAC, '11111111-2222-3333-4444-555555555555')).toBe('Chrome on macOS');
  });

  it('says the device is unknown when neither tells anything', () => {
    expect(passkeyDeviceName(undefined, null)).toBe(UNKNOWN_DEVICE);
    expect(passkeyDeviceName('   ', null)).toBe(UNKNOWN_DEVICE);
    expect(passkeyDeviceName('curl/8.0', null)).toBe(UNKNOWN_DEVICE);
  });

  it('keeps the name short whatever the user agent says', () => {
    expect(
      passkeyDeviceName(`${'x'.repeat(5000)} Firefox/133.0 ${'y'.repeat(5000)}`, null).length,
    ).toBeLessThanOrEqual(100);
  });
});

describe('the reported AAGUID', () => {
  it('is kept in lower case', () => {
    expect(reportedAaguid(GOOGLE_PASSWORD_MANAGER.toUpperCase())).toBe(GOOGLE_PASSWORD_MANAGER);
  });

  it('is none when the authenticator reports zeros, nothing, or something malformed', () => {
    expect(reportedAaguid('00000000-0000-0000-0000-000000000000')).toBeNull();
    expect(reportedAaguid(undefined)).toBeNull();
    expect(reportedAaguid('not-a-uuid')).toBeNull();
  });
});
