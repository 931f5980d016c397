import type { AppendOptions, AppendResult, EventStore, NewEvent } from '@referrals/contracts';

/** An append's answer, and whether this very call stored the events it was handed. */
export interface AppendOutcome extends AppendResult {
  /**
   * False when the store answered with an earlier append of the same event ids (idempotency):
   * the events it holds are that append's, not the ones handed to this call.
   */
  stored: boolean;
}

/** An adapter that can tell, with each append, whether it stored the events it was handed. */
export interface ReportsAppendOutcome {
  appendWithOutcome(
    streamName: string,
    events: readonly NewEvent[],
    options: AppendOptions,
  ): Promise<AppendOutcome>;
}

export function reportsAppendOutcome<Store extends Pick<EventStore, 'appendToStream'>>(
  store: Store,
): store is Store & ReportsAppendOutcome {
  return 'appendWithOutcome' in store && typeof store.appendWithOutcome === 'function';
}

/** The append's answer without whether this call stored the events, as the port answers it. */
export function appendResultOf({ nextExpectedRevision, position }: AppendOutcome): AppendResult {
  return { nextExpectedRevision, position };
}
