import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import ArrowRightOutlined from '@ant-design/icons/ArrowRightOutlined';
import Button from 'antd/es/button';
import { type TouchEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { GuidelinesSlide } from './GuidelinesSlide';
import { LinkedinDemoSlide } from './LinkedinDemoSlide';
import styles from './OnboardingSlideshow.module.css';
import { moveSlide, slideshowButtonLabel } from './slideshowButtonLabel';
import { swipeDirection } from './swipeDirection';
import { TimelineDemoSlide } from './TimelineDemoSlide';

export type OnboardingSlideKind = 'dos' | 'donts' | 'linkedin-demo' | 'timeline-demo';

/** The networkers' slideshow: Do's, Don'ts, adding contacts by LinkedIn URL, the progress timeline. */
export const NETWORKER_SLIDES: readonly OnboardingSlideKind[] = [
  'dos',
  'donts',
  'linkedin-demo',
  'timeline-demo',
];

const SLIDE_NAMES: Record<OnboardingSlideKind, string> = {
  dos: "Do's",
  donts: "Don'ts",
  'linkedin-demo': 'Adding contacts',
  'timeline-demo': 'Progress timeline',
};

interface OnboardingSlideshowProps {
  slides?: readonly OnboardingSlideKind[];
  /** 'Get Started' was pressed. */
  onComplete: () => void;
  /** Skip (or Escape) was pressed. */
  onSkip: () => void;
}

function typingIn(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** Full-screen slides with arrows, dots, swipe and arrow keys; ends with 'Get Started' or Skip. */
export function OnboardingSlideshow({
  slides = NETWORKER_SLIDES,
  onComplete,
  onSkip,
}: OnboardingSlideshowProps) {
  const [slideIndex, setSlideIndex] = useState(0);
  const [timelineStep, setTimelineStep] = useState(0);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const slide = slides[slideIndex] ?? slides[0];
  const label = slideshowButtonLabel({ slideIndex, slideCount: slides.length, timelineStep });
  const go = (delta: number) => setSlideIndex((index) => moveSlide(index, delta, slides.length));

  // A modal: the page behind can be neither scrolled nor reached with Tab while the slides are up.
  useEffect(() => {
    dialog.current?.focus();
    const app = document.getElementById('root');
    const appWasInert = app?.hasAttribute('inert') ?? true;
    if (!appWasInert) app?.setAttribute('inert', '');
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (!appWasInert) app?.removeAttribute('inert');
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typingIn(event.target)) return;
      if (event.key === 'ArrowRight') setSlideIndex((index) => moveSlide(index, 1, slides.length));
      else if (event.key === 'ArrowLeft') setSlideIndex((index) => moveSlide(index, -1, slides.length));
      else if (event.key === 'Escape') onSkip();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [slides.length, onSkip]);

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const touch = event.changedTouches[0];
    const start = touchStart.current;
    touchStart.current = null;
    if (!touch || !start) return;
    const direction = swipeDirection(start, { x: touch.clientX, y: touch.clientY });
    if (direction) go(direction === 'next' ? 1 : -1);
  };

  return createPortal(
    <div
      ref={dialog}
      className={styles.overlay}
      role="dialog"
      aria-modal="true"
      aria-roledescription="slideshow"
      aria-labelledby={headingId}
      tabIndex={-1}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <header className={styles.top}>
        <span className={styles.counter}>
          {slideIndex + 1} / {slides.length}
        </span>
        <Button type="text" size="large" onClick={onSkip}>
          Skip
        </Button>
      </header>
      <section
        key={slide}
        className={styles.slide}
        aria-roledescription="slide"
        aria-label={`${slideIndex + 1} of ${slides.length}: ${slide ? SLIDE_NAMES[slide] : ''}`}
        data-slide={slide}
      >
        {slide === 'dos' || slide === 'donts' ? <GuidelinesSlide kind={slide} headingId={headingId} /> : null}
        {slide === 'linkedin-demo' ? <LinkedinDemoSlide headingId={headingId} /> : null}
        {slide === 'timeline-demo' ? (
          <TimelineDemoSlide headingId={headingId} step={timelineStep} onStep={setTimelineStep} />
        ) : null}
      </section>
      <nav className={styles.bottom} aria-label="Slides">
        <Button
          shape="circle"
          size="large"
          className={styles.arrow}
          icon={<ArrowLeftOutlined />}
          aria-label="Previous slide"
          disabled={slideIndex === 0}
          onClick={() => go(-1)}
        />
        <ol className={styles.dots}>
          {slides.map((kind, index) => (
            <li key={kind}>
              <button
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${index + 1}: ${SLIDE_NAMES[kind]}`}
                aria-current={index === slideIndex ? 'step' : undefined}
                onClick={() => setSlideIndex(index)}
              >
                <span className={styles.dotMark} />
              </button>
            </li>
          ))}
        </ol>
        <Button
          type="primary"
          size="large"
          className={styles.next}
          onClick={() => (label === 'Get Started' ? onComplete() : go(1))}
          icon={<ArrowRightOutlined />}
          iconPlacement="end"
        >
          {label}
        </Button>
      </nav>
    </div>,
    document.body,
  );
}
