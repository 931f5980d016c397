import {
  OPERATOR_PROFILE_DEFAULTS,
  OPERATOR_PROFILE_LIST_FIELDS,
  OPERATOR_PROFILE_TEXT_FIELDS,
  OPERATOR_STREAM_EVENT_TYPES,
  type OperatorProfileRequest,
  type OperatorProfileSavedData,
  type OperatorStreamEventType,
  PROFILE_COMPANY_MESSAGES,
  usd,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse } from '../../kernel/decider.js';
import type { OperatorCommand, OperatorFacts, OperatorRefusalCode } from './operator-commands.js';
import { evolveOperator, initialOperatorState, type OperatorState } from './operator-state.js';

/**
 * The operator aggregate (`operator-{id}`): the operator's profile, saved whole each time (a
 * snapshot per save, so the history shows every version), the companies they want to meet
 * people at, and the logos they gave companies for their own views. Only the operator changes either (the edge checks it is their own account).
 */

type OperatorDecision = Decision<OperatorStreamEventType, OperatorRefusalCode>;
type Command<Type extends OperatorCommand['type']> = Extract<OperatorCommand, { type: Type }>;

function required<Fact>(fact: Fact | undefined, name: string): Fact {
  if (fact === undefined) throw new Error(`The operator's decision needs the fact "${name}"; load it first.`);
  return fact;
}

type ProfileText = Record<(typeof OPERATOR_PROFILE_TEXT_FIELDS)[number], string>;
type ProfileLists = Record<(typeof OPERATOR_PROFILE_LIST_FIELDS)[number], string[]>;

/** The profile as saved: the spec's aliases resolved, text trimmed, blank list entries dropped, defaults filled in. */
export function savedProfile(operatorId: string, request: OperatorProfileRequest): OperatorProfileSavedData {
  const input: OperatorProfileRequest = {
    ...request,
    // A field named by the spec's alias only is saved under its own name.
    fullName: request.fullName ?? request.name,
    meetingAgenda: request.meetingAgenda ?? request.agenda,
    meetingAttendees: request.meetingAttendees ?? request.attendees,
  };
  const text = Object.fromEntries(
    OPERATOR_PROFILE_TEXT_FIELDS.map((field) => [field, (input[field] ?? '').trim()]),
  ) as ProfileText;
  const lists = Object.fromEntries(
    OPERATOR_PROFILE_LIST_FIELDS.map((field) => [
      field,
      (input[field] ?? []).map((entry) => entry.trim()).filter(Boolean),
    ]),
  ) as ProfileLists;
  return {
    userId: operatorId,
    profile: { ...text, ...lists },
    bountyAmount: usd(input.bountyAmount ?? OPERATOR_PROFILE_DEFAULTS.bountyAmount),
    revenueSharePercent: input.revenueShare ?? OPERATOR_PROFILE_DEFAULTS.revenueShare,
  };
}

function saveProfile(command: Command<'SaveOperatorProfile'>): OperatorDecision {
  return [{ type: 'OperatorProfileSaved', data: savedProfile(command.operatorId, command.request) }];
}

/** A company of the catalogue joins the list; one already on it gets the new role title. */
function addTargetCompany(command: Command<'AddTargetCompany'>, facts: OperatorFacts): OperatorDecision {
  if (!required(facts.companyInCatalogue, 'companyInCatalogue'))
    return refuse('listed_company_not_found', PROFILE_COMPANY_MESSAGES.companyNotFound);
  const { operatorId: userId, companyId, roleTitle } = command;
  return [{ type: 'OperatorTargetCompanyAdded', data: { userId, companyId, roleTitle } }];
}

function removeTargetCompany(
  command: Command<'RemoveTargetCompany'>,
  state: OperatorState,
): OperatorDecision {
  if (!state.targetCompanyIds.includes(command.companyId))
    return refuse('company_not_on_list', PROFILE_COMPANY_MESSAGES.notOnList);
  const { operatorId: userId, companyId } = command;
  return [{ type: 'OperatorTargetCompanyRemoved', data: { userId, companyId } }];
}

/** The operator's own logo for a company: theirs to show themselves, whatever the catalogue holds. */
function chooseCompanyLogo(command: Command<'ChooseCompanyLogo'>): OperatorDecision {
  const { operatorId: userId, companyId, logoUrl } = command;
  return [{ type: 'OperatorCompanyLogoChosen', data: { userId, companyId, logoUrl } }];
}

export function decideOperator(
  command: OperatorCommand,
  state: OperatorState,
  facts: OperatorFacts,
): OperatorDecision {
  switch (command.type) {
    case 'SaveOperatorProfile':
      return saveProfile(command);
    case 'AddTargetCompany':
      return addTargetCompany(command, facts);
    case 'RemoveTargetCompany':
      return removeTargetCompany(command, state);
    case 'ChooseCompanyLogo':
      return chooseCompanyLogo(command);
  }
}

export const operatorDecider: Decider<
  OperatorState,
  OperatorCommand,
  OperatorStreamEventType,
  OperatorFacts,
  OperatorRefusalCode
> = {
  eventTypes: OPERATOR_STREAM_EVENT_TYPES,
  initialState: initialOperatorState,
  evolve: evolveOperator,
  decide: decideOperator,
};
