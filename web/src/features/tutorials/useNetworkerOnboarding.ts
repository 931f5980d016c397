import type { AuthUser } from '@referrals/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { isNetworkerOnboardingDue, markNetworkerOnboardingSeen } from './networkerOnboardingState';

/** The dashboard's empty contacts state, else the contacts panel itself. */
const ANCHORS = ['get-started', 'invitations'];
const RETRY_DELAYS_MS = [0, 150, 300, 600, 1200];

/** Scrolls to the get-started anchor once the panel has rendered it (its contacts may still be loading). */
function scrollToGetStarted(attempt = 0): void {
  const target = ANCHORS.map((id) => document.getElementById(id)).find(Boolean);
  const isFinal = attempt >= RETRY_DELAYS_MS.length - 1;
  if (target && (target.id === ANCHORS[0] || isFinal)) {
    target.scrollIntoView({ behavior: 'smooth', block: 'center' });
    return;
  }
  if (!isFinal) setTimeout(() => scrollToGetStarted(attempt + 1), RETRY_DELAYS_MS[attempt + 1]);
}

/**
 * The onboarding slideshow a networker sees on the first dashboard visit after registering
 * (the registration marks it due). Finishing or skipping remembers it and goes to the contacts.
 */
export function useNetworkerOnboarding(user: AuthUser): { show: boolean; finish: () => void } {
  const [due, setDue] = useState(() => isNetworkerOnboardingDue(window.localStorage, user.id));
  const navigate = useNavigate();
  const finish = useCallback(() => {
    markNetworkerOnboardingSeen(window.localStorage, user.id);
    setDue(false);
    void navigate({ to: '/dashboard', hash: 'invitations' }).then(() => scrollToGetStarted());
  }, [navigate, user.id]);
  return { show: due && user.activeRole === 'networker', finish };
}
