import type { AuthUser } from '@referrals/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useQualityGuidelinesSeen } from '../invitation-landing/useQualityGuidelinesSeen';
import { isNetworkerOnboardingDue, markNetworkerOnboardingSeen } from './networkerOnboardingState';
import { NETWORKER_SLIDES, type OnboardingSlideKind } from './OnboardingSlideshow';

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

/** The slideshow without its Do's and Don'ts once the networker has read the guidelines in full elsewhere. */
export function networkerSlides(guidelinesSeen: boolean): readonly OnboardingSlideKind[] {
  return guidelinesSeen
    ? NETWORKER_SLIDES.filter((kind) => kind !== 'dos' && kind !== 'donts')
    : NETWORKER_SLIDES;
}

/**
 * The onboarding slideshow a networker sees on the first dashboard visit after registering
 * (the registration marks it due). Finishing or skipping remembers it and goes to the contacts;
 * finishing a slideshow that showed the Do's and Don'ts also counts as having read the guidelines.
 */
export function useNetworkerOnboarding(user: AuthUser): {
  show: boolean;
  slides: readonly OnboardingSlideKind[];
  complete: () => void;
  skip: () => void;
} {
  const [due, setDue] = useState(() => isNetworkerOnboardingDue(window.localStorage, user.id));
  const guidelines = useQualityGuidelinesSeen(user.id);
  const navigate = useNavigate();
  const skip = useCallback(() => {
    markNetworkerOnboardingSeen(window.localStorage, user.id);
    setDue(false);
    void navigate({ to: '/dashboard', hash: 'invitations' }).then(() => scrollToGetStarted());
  }, [navigate, user.id]);
  const { seen: guidelinesSeen, markSeen: markGuidelinesSeen } = guidelines;
  const complete = useCallback(() => {
    if (!guidelinesSeen) markGuidelinesSeen();
    skip();
  }, [guidelinesSeen, markGuidelinesSeen, skip]);
  return {
    show: due && user.activeRole === 'networker',
    slides: networkerSlides(guidelinesSeen),
    complete,
    skip,
  };
}
