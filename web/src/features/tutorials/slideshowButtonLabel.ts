import { DEMO_TIMELINE_GET_STARTED_STEP } from '@referrals/contracts';

export type SlideshowButtonLabel = 'Next' | 'Get Started';

/** The slideshow's main button: 'Get Started' on the last slide, or once the timeline demo reaches step 4. */
export function slideshowButtonLabel(state: {
  slideIndex: number;
  slideCount: number;
  timelineStep: number;
}): SlideshowButtonLabel {
  const onLastSlide = state.slideIndex >= state.slideCount - 1;
  return onLastSlide || state.timelineStep >= DEMO_TIMELINE_GET_STARTED_STEP ? 'Get Started' : 'Next';
}

/** A slide index moved by `delta`, kept within the slides. */
export function moveSlide(index: number, delta: number, slideCount: number): number {
  return Math.min(slideCount - 1, Math.max(0, index + delta));
}
