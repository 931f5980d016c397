import type { OwnPasskey } from '@referrals/contracts';
import { shortRelativeTime } from '@referrals/contracts';

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
/** With the time: two passkeys made on one kind of device the same day are told apart by it. */
const DATE_AND_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** What the list calls a passkey: its device, or a plain word for passkeys made before devices were named. */
export function passkeyLabel(passkey: Pick<OwnPasskey, 'deviceName'>): string {
  return passkey.deviceName ?? 'Passkey';
}

/** "Added Nov 21, 2026, 10:04 AM": when the passkey was made. */
export function passkeyAdded(passkey: Pick<OwnPasskey, 'createdAt'>): string {
  return `Added ${DATE_AND_TIME.format(new Date(passkey.createdAt))}`;
}

/** "Last used 3d ago", or that it never signed in. */
export function passkeyLastUsed(passkey: Pick<OwnPasskey, 'lastUsedAt'>, now: Date): string {
  if (!passkey.lastUsedAt) return 'Not used to sign in yet';
  const ago = shortRelativeTime(new Date(passkey.lastUsedAt), now, (date) => `on ${DATE.format(date)}`);
  return `Last used ${ago === 'Just now' ? 'just now' : ago}`;
}
