import { describe, expect, it } from '@jest/globals';
import { SWIPE_THRESHOLD_PX } from '@referrals/contracts';
import { swipeDirection } from './swipeDirection';

const at = (x: number, y = 300) => ({ x, y });

describe('swipeDirection', () => {
  it('turns to the next slide when the finger moves left by the threshold or more', () => {
    expect(swipeDirection(at(300), at(300 - SWIPE_THRESHOLD_PX))).toBe('next');
    expect(swipeDirection(at(300), at(100))).toBe('next');
  });

  it('turns to the previous slide when the finger moves right by the threshold or more', () => {
    expect(swipeDirection(at(100), at(100 + SWIPE_THRESHOLD_PX))).toBe('previous');
  });

  it('ignores a touch shorter than 50 px', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(swipeDirection(at(300), at(251))).toBeNull();
    expect(swipeDirection(at(100), at(149))).toBeNull();
  });

  it('ignores a mostly vertical movement (scrolling)', () => {
    expect(swipeDirection(at(300, 100), at(220, 300))).toBeNull();
  });
});
