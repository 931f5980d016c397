import { API_MESSAGES, WAITLIST_STREAM_EVENT_TYPES } from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type {
  WaitlistEntryCommand,
  WaitlistEntryFacts,
  WaitlistRefusalCode,
} from './waitlist-entry-commands.js';
import {
  evolveWaitlistEntry,
  initialWaitlistEntryState,
  type WaitlistEntryState,
  type WaitlistStreamEventType,
} from './waitlist-entry-state.js';

/**
 * The waitlist entry aggregate (`waitlist-{id}`): a sales operator leaves their details once per
 * email. An email already on the list records nothing, and the visitor gets the same answer: the
 * form must not reveal who else is on it. The email's claim is the handler's to take, in the same
 * transaction as the entry's event.
 */

type WaitlistDecision = Decision<WaitlistStreamEventType, WaitlistRefusalCode>;
type Command<Type extends WaitlistEntryCommand['type']> = Extract<WaitlistEntryCommand, { type: Type }>;

function join(
  command: Command<'JoinWaitlist'>,
  state: WaitlistEntryState,
  facts: WaitlistEntryFacts,
): WaitlistDecision {
  if (state.joined) return refuse('waitlist_entry_exists', API_MESSAGES.concurrentChange);
  if (!facts.emailClaimed) return [];
  return [{ type: 'SalesOperatorJoinedWaitlist', data: command.entry }];
}

export function decideWaitlistEntry(
  command: WaitlistEntryCommand,
  state: WaitlistEntryState,
  facts: WaitlistEntryFacts,
): WaitlistDecision {
  switch (command.type) {
    case 'JoinWaitlist':
      return join(command, state, facts);
  }
}

export const waitlistEntryDecider: Decider<
  WaitlistEntryState,
  WaitlistEntryCommand,
  WaitlistStreamEventType,
  WaitlistEntryFacts,
  WaitlistRefusalCode
> = {
  eventTypes: WAITLIST_STREAM_EVENT_TYPES,
  initialState: initialWaitlistEntryState,
  evolve: evolveWaitlistEntry,
  decide: decideWaitlistEntry,
};
