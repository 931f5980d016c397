import {
  NETWORKER_STREAM_EVENT_TYPES,
  type NetworkerStreamEventType,
  PROFILE_COMPANY_MESSAGES,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type { NetworkerCommand, NetworkerFacts, NetworkerRefusalCode } from './networker-commands.js';
import { evolveNetworker, initialNetworkerState, type NetworkerState } from './networker-state.js';

/**
 * The networker aggregate (`networker-{id}`): the companies where the networker can make
 * introductions, each with their notes. Only the networker changes the list (the edge checks it is
 * their own account).
 */

type NetworkerDecision = Decision<NetworkerStreamEventType, NetworkerRefusalCode>;
type Command<Type extends NetworkerCommand['type']> = Extract<NetworkerCommand, { type: Type }>;

function required<Fact>(fact: Fact | undefined, name: string): Fact {
  if (fact === undefined)
    throw new Error(`The networker's decision needs the fact "${name}"; load it first.`);
  return fact;
}

/** A company of the catalogue joins the list; one already on it gets the new notes. */
function addIntroCompany(command: Command<'AddIntroCompany'>, facts: NetworkerFacts): NetworkerDecision {
  if (!required(facts.companyInCatalogue, 'companyInCatalogue'))
    return refuse('listed_company_not_found', PROFILE_COMPANY_MESSAGES.companyNotFound);
  const { networkerUserId: userId, companyId, notes, verified } = command;
  return [{ type: 'NetworkerIntroCompanyAdded', data: { userId, companyId, notes, verified } }];
}

function removeIntroCompany(
  command: Command<'RemoveIntroCompany'>,
  state: NetworkerState,
): NetworkerDecision {
  if (!state.introCompanyIds.includes(command.companyId))
    return refuse('company_not_on_list', PROFILE_COMPANY_MESSAGES.notOnList);
  const { networkerUserId: userId, companyId } = command;
  return [{ type: 'NetworkerIntroCompanyRemoved', data: { userId, companyId } }];
}

export function decideNetworker(
  command: NetworkerCommand,
  state: NetworkerState,
  facts: NetworkerFacts,
): NetworkerDecision {
  switch (command.type) {
    case 'AddIntroCompany':
      return addIntroCompany(command, facts);
    case 'RemoveIntroCompany':
      return removeIntroCompany(command, state);
  }
}

export const networkerDecider: Decider<
  NetworkerState,
  NetworkerCommand,
  NetworkerStreamEventType,
  NetworkerFacts,
  NetworkerRefusalCode
> = {
  eventTypes: NETWORKER_STREAM_EVENT_TYPES,
  initialState: initialNetworkerState,
  evolve: evolveNetworker,
  decide: decideNetworker,
};
