import type { CreateTypes } from 'canvas-confetti';

/** The spec's confetti: 50 particles, spread 70. */
const CONFETTI = { particleCount: 50, spread: 70, origin: { y: 0.7 } } as const;

let cannon: Promise<CreateTypes> | null = null;

/**
 * canvas-confetti's default cannon draws in a Worker it builds from a blob: URL, which the
 * Content-Security-Policy blocks (workers fall back to script-src 'self'). Rather than widen the
 * policy with `worker-src blob:`, this cannon draws on the main thread: 50 particles for about
 * two seconds cost little, and the policy stays as tight as it was.
 */
function loadCannon(): Promise<CreateTypes> {
  cannon ??= import('canvas-confetti').then(({ default: confetti }) =>
    confetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true }),
  );
  return cannon;
}

/**
 * A burst of confetti for a step forward. The library loads only when first needed, and nothing
 * moves for visitors who asked their system for less motion.
 */
export function celebrate(): void {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
  void loadCannon().then((fire) => fire(CONFETTI));
}
