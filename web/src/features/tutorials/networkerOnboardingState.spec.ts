import { describe, expect, it } from '@jest/globals';
import {
  isNetworkerOnboardingDue,
  markNetworkerOnboardingDue,
  markNetworkerOnboardingSeen,
  networkerOnboardingKey,
} from './networkerOnboardingState';

function memoryStore() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('the networker onboarding state', () => {
  it('is not due for a user who never registered here', () => {
    expect(isNetworkerOnboardingDue(memoryStore(), 'u1')).toBe(false);
  });

  it('is due after registering, then seen once shown, per user', () => {
    const store = memoryStore();
    markNetworkerOnboardingDue(store, 'u1');
    expect(isNetworkerOnboardingDue(store, 'u1')).toBe(true);
    expect(isNetworkerOnboardingDue(store, 'u2')).toBe(false);
    markNetworkerOnboardingSeen(store, 'u1');
    expect(isNetworkerOnboardingDue(store, 'u1')).toBe(false);
    expect(store.values.get(networkerOnboardingKey('u1'))).toBe('seen');
  });

  it('does not show the slideshow again when a user who saw it joins another invitation', () => {
    const store = memoryStore();
    markNetworkerOnboardingSeen(store, 'u1');
    markNetworkerOnboardingDue(store, 'u1');
    expect(isNetworkerOnboardingDue(store, 'u1')).toBe(false);
  });

  it('treats storage that throws as nothing remembered', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => markNetworkerOnboardingDue(broken, 'u1')).not.toThrow();
    expect(isNetworkerOnboardingDue(broken, 'u1')).toBe(false);
  });
});
