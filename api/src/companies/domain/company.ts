import { API_MESSAGES, COMPANY_STREAM_EVENT_TYPES } from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type { CompanyCommand, CompanyFacts, CompanyRefusalCode } from './company-commands.js';
import {
  type CompanyState,
  type CompanyStreamEventType,
  evolveCompany,
  initialCompanyState,
} from './company-state.js';

/**
 * The company aggregate (`company-{id}`): a company of the shared catalogue, registered once. Its
 * id follows from its name's key, so two operators adding "Acme" at the same moment decide on the
 * same stream: one registers it, the other is refused and finds it there.
 */

type CompanyDecision = Decision<CompanyStreamEventType, CompanyRefusalCode>;
type Command<Type extends CompanyCommand['type']> = Extract<CompanyCommand, { type: Type }>;

function register(command: Command<'RegisterCompany'>, state: CompanyState): CompanyDecision {
  // The handler answers with the company already there: this refusal is not shown to anyone.
  if (state.registered) return refuse('company_already_registered', API_MESSAGES.concurrentChange);
  const { companyId, name, domain, logoUrl } = command;
  return [{ type: 'CompanyRegistered', data: { companyId, name, domain, logoUrl } }];
}

export function decideCompany(
  command: CompanyCommand,
  state: CompanyState,
  _facts: CompanyFacts,
): CompanyDecision {
  switch (command.type) {
    case 'RegisterCompany':
      return register(command, state);
  }
}

export const companyDecider: Decider<
  CompanyState,
  CompanyCommand,
  CompanyStreamEventType,
  CompanyFacts,
  CompanyRefusalCode
> = {
  eventTypes: COMPANY_STREAM_EVENT_TYPES,
  initialState: initialCompanyState,
  evolve: evolveCompany,
  decide: decideCompany,
};
