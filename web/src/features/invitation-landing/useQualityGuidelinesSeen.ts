import { useCallback, useState } from 'react';
import { hasSeenQualityGuidelines, markQualityGuidelinesSeen } from './qualityGuidelinesSeen';

/** Whether this user has been through the guidelines in full (read once, on mount), and a way to record it. */
export function useQualityGuidelinesSeen(userId: string | null | undefined): {
  seen: boolean;
  markSeen: () => void;
} {
  const [seen] = useState(() => (userId ? hasSeenQualityGuidelines(window.localStorage, userId) : false));
  const markSeen = useCallback(() => {
    if (userId) markQualityGuidelinesSeen(window.localStorage, userId);
  }, [userId]);
  return { seen, markSeen };
}
