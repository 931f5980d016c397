/** Where a networker stands with the onboarding slideshow, remembered per user in this browser. */
export type NetworkerOnboardingState = 'due' | 'seen';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const networkerOnboardingKey = (userId: string): string => `networkerOnboarding_${userId}`;

function read(store: KeyValueStore, userId: string): NetworkerOnboardingState | null {
  try {
    const value = store.getItem(networkerOnboardingKey(userId));
    return value === 'due' || value === 'seen' ? value : null;
  } catch {
    return null; // storage switched off: the slideshow is simply not offered
  }
}

function write(store: KeyValueStore, userId: string, state: NetworkerOnboardingState): void {
  try {
    store.setItem(networkerOnboardingKey(userId), state);
  } catch {
    // storage switched off or full: nothing to remember
  }
}

/** A networker profile was just made: show the slideshow on the next dashboard visit, unless it was seen. */
export function markNetworkerOnboardingDue(store: KeyValueStore, userId: string): void {
  if (read(store, userId) !== 'seen') write(store, userId, 'due');
}

export function isNetworkerOnboardingDue(store: KeyValueStore, userId: string): boolean {
  return read(store, userId) === 'due';
}

export function markNetworkerOnboardingSeen(store: KeyValueStore, userId: string): void {
  write(store, userId, 'seen');
}
