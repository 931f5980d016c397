import { HOW_IT_WORKS_STEP_COUNT } from '@referrals/contracts';

export interface TutorialSearch {
  step: number;
}

/** A step number from the address, kept within 1 to 6; anything unreadable is step 1. */
export function clampTutorialStep(value: unknown): number {
  const step = typeof value === 'string' ? Number(value) : value;
  if (typeof step !== 'number' || !Number.isFinite(step)) return 1;
  return Math.min(HOW_IT_WORKS_STEP_COUNT, Math.max(1, Math.trunc(step)));
}

/** The tutorial's query string: `?step=n`. */
export function readTutorialSearch(raw: Record<string, unknown>): TutorialSearch {
  return { step: clampTutorialStep(raw.step) };
}
