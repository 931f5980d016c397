export const CLOCK = Symbol('CLOCK');

/** Time as a port, so that rules about time are tested without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
