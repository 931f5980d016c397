/** The spec's confetti: 50 particles, spread 70. */
const CONFETTI = { particleCount: 50, spread: 70, origin: { y: 0.7 } } as const;

/**
 * A burst of confetti for a step forward. The library loads only when first needed, and nothing
 * moves for visitors who asked their system for less motion.
 */
export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  void import('canvas-confetti').then(({ default: confetti }) =>
    confetti({ ...CONFETTI, disableForReducedMotion: true }),
  );
}
