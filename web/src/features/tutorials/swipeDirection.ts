import { SWIPE_THRESHOLD_PX } from '@referrals/contracts';

export type SwipeDirection = 'next' | 'previous';

/**
 * Which way a finished touch turns the slides: leftwards (content follows the finger) is next.
 * A touch shorter than the threshold, or one that moved more up or down than sideways (a scroll), turns nothing.
 */
export function swipeDirection(
  start: { x: number; y: number },
  end: { x: number; y: number },
  threshold = SWIPE_THRESHOLD_PX,
): SwipeDirection | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dy) > Math.abs(dx)) return null;
  return dx < 0 ? 'next' : 'previous';
}
