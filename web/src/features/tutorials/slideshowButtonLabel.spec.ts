import { describe, expect, it } from '@jest/globals';
import { moveSlide, slideshowButtonLabel } from './slideshowButtonLabel';

describe('slideshowButtonLabel', () => {
  it("reads 'Next' before the last slide while the timeline demo is below step 4", () => {
    expect(slideshowButtonLabel({ slideIndex: 0, slideCount: 4, timelineStep: 0 })).toBe('Next');
    expect(slideshowButtonLabel({ slideIndex: 2, slideCount: 4, timelineStep: 3 })).toBe('Next');
  });

  it("reads 'Get Started' on the last slide", () => {
    expect(slideshowButtonLabel({ slideIndex: 3, slideCount: 4, timelineStep: 0 })).toBe('Get Started');
  });

  it("reads 'Get Started' once the timeline demo reaches step 4 or beyond", () => {
    expect(slideshowButtonLabel({ slideIndex: 1, slideCount: 4, timelineStep: 4 })).toBe('Get Started');
    expect(slideshowButtonLabel({ slideIndex: 1, slideCount: 4, timelineStep: 5 })).toBe('Get Started');
  });
});

describe('moveSlide', () => {
  it('moves within the slides and stops at both ends', () => {
    expect(moveSlide(1, 1, 4)).toBe(2);
    expect(moveSlide(3, 1, 4)).toBe(3);
    expect(moveSlide(0, -1, 4)).toBe(0);
  });
});
