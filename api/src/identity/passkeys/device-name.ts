import Bowser from 'bowser';

/**
 * Where a passkey is kept, by the AAGUID its authenticator reports: the password managers and platform
 * authenticators most passkeys live in (from the community list passkeydeveloper/passkey-authenticator-aaguids).
 * Browsers may report no AAGUID (all zeros) when no attestation is asked for, as here: then the browser
 * and system name the passkey alone.
 */
const KNOWN_AUTHENTICATORS: Readonly<Record<string, string>> = {
  'ea9b8d66-4d01-1d21-3ce4-b6b48cb575d4': 'Google Password Manager',
  'fbfc3007-154e-4ecc-8c0b-6e020557d7bd': 'Apple Passwords',
  'dd4ec289-e01d-41c9-bb89-70fa845d4bf2': 'Apple Passwords',
  '08987058-cadc-4b81-b6e1-30de50dcbe96': 'Windows Hello',
  '9ddd1817-af5a-4672-a2b9-3e3dd95000a9': 'Windows Hello',
  '6028b017-b1d4-4c02-b4b3-afcdafc96bb2': 'Windows Hello',
  'bada5566-a7aa-401f-bd96-45619a55120d': '1Password',
  'd548826e-79b4-db40-a3d8-11116f7e8349': 'Bitwarden',
  '531126d6-e717-415c-9320-3d9aa6981239': 'Dashlane',
  '53414d53-554e-4700-0000-000000000000': 'Samsung Pass',
};

const SHORTER_BROWSER_NAMES: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
};

/** Longest name kept: a user agent is the browser's to write. */
const MAX_DEVICE_NAME_LENGTH = 100;

export const UNKNOWN_DEVICE = 'Unknown device';

/** The authenticator's AAGUID as stored: null when it reports none (all zeros) or something malformed. */
export function reportedAaguid(aaguid: string | undefined): string | null {
  const normalized = aaguid?.toLowerCase() ?? '';
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(normalized)) return null;
  return /^[0-]+$/.test(normalized) ? null : normalized;
}

/** "Chrome on macOS", "Safari on iPhone": the browser and system of a user agent; null when it names neither. */
function browserAndSystem(userAgent: string | undefined): string | null {
  if (!userAgent?.trim()) return null;
  const { browser, os, platform } = Bowser.parse(userAgent);
  const browserName = browser.name ? (SHORTER_BROWSER_NAMES[browser.name] ?? browser.name) : null;
  const system =
    os.name === 'iOS' && platform.model ? platform.model : os.name === 'Chrome OS' ? 'ChromeOS' : os.name;
  if (browserName && system) return `${browserName} on ${system}`;
  return browserName ?? system ?? null;
}

/**
 * A name the owner recognizes a passkey by, from the registration: the browser and system that made it,
 * and the password manager that keeps it when its AAGUID is a known one, e.g. "Chrome on macOS
 * (Google Password Manager)".
 */
export function passkeyDeviceName(userAgent: string | undefined, aaguid: string | null): string {
  const device = browserAndSystem(userAgent);
  const keeper = aaguid ? (KNOWN_AUTHENTICATORS[aaguid] ?? null) : null;
  const name = device && keeper ? `${device} (${keeper})` : (device ?? keeper ?? UNKNOWN_DEVICE);
  return name.slice(0, MAX_DEVICE_NAME_LENGTH);
}
