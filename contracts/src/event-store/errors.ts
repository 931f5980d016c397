import type { ExpectedRevision } from './port.js';

/** The stream was not at the revision the command expected: somebody else changed it first. */
export class WrongExpectedVersion extends Error {
  override readonly name = 'WrongExpectedVersion';

  constructor(
    readonly streamName: string,
    readonly expected: ExpectedRevision,
    /** The stream's current revision, or null when it does not exist (when the store tells). */
    readonly actual: bigint | null | undefined,
  ) {
    super(
      `Stream "${streamName}" expected ${describeExpectation(expected)} but ` +
        (actual === undefined
          ? 'was elsewhere'
          : actual === null
            ? 'does not exist'
            : `is at revision ${actual}`),
    );
  }
}

function describeExpectation(expected: ExpectedRevision): string {
  return typeof expected === 'bigint' ? `revision ${expected}` : expected;
}

/** The event store cannot be reached or refused the operation for reasons other than concurrency. */
export class EventStoreUnavailable extends Error {
  override readonly name = 'EventStoreUnavailable';
}
