import type { EventMap, EventType, NewEventOf } from '@referrals/contracts';

/**
 * The shape every aggregate's rules take (the Emmett and EventStoreDB samples' decider): pure
 * functions over its stream, with no framework, database or clock. Facts from other streams and
 * the current time arrive in `facts`, loaded by the handler.
 */

/** A fact a decision produced, before the writer gives it an id and metadata. */
export type DecidedEvent<Type extends EventType = EventType> = Type extends EventType
  ? { type: Type; data: EventMap[Type] }
  : never;

/** Why a command or a query was refused: a code the edge maps to an HTTP status, and the words shown. */
export interface Refusal<Code extends string = string> {
  refused: Code;
  message: string;
}

export type Decision<Type extends EventType, Code extends string> = DecidedEvent<Type>[] | Refusal<Code>;

export interface Decider<State, Command, Type extends EventType, Facts, Code extends string> {
  /** The event types the stream holds; others (none today) are skipped when it is folded. */
  readonly eventTypes: readonly Type[];
  readonly initialState: State;
  /**
   * Folds one event: its type, data and metadata, never where or when the store put it, so a state can
   * be evolved with the events a command has just appended without reading them back (CommandRunner).
   */
  evolve(state: State, event: NewEventOf<Type>): State;
  decide(command: Command, state: State, facts: Facts): Decision<Type, Code>;
}

export function refuse<Code extends string>(refused: Code, message: string): Refusal<Code> {
  return { refused, message };
}

export function isRefusal<Code extends string>(
  decision: Decision<EventType, Code> | Refusal<Code>,
): decision is Refusal<Code> {
  return !Array.isArray(decision);
}

/** A refusal, a command's or a query's, on its way to the edge, where one table maps its code to a status. */
export class RefusalError extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
    this.name = 'RefusalError';
  }
}

/** Runs a decision and throws its refusal, for callers that fold several decisions into one append. */
export function accepted<Type extends EventType, Code extends string>(
  decision: Decision<Type, Code>,
): DecidedEvent<Type>[] {
  if (isRefusal(decision)) throw new RefusalError(decision);
  return decision;
}
