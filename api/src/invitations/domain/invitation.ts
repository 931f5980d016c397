import {
  API_MESSAGES,
  DEFAULT_REVENUE_SHARE_MONTHS,
  INVITATION_MESSAGES,
  INVITATION_STREAM_EVENT_TYPES,
  type InvitationStreamEventType,
  isValidInvitationSlug,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import { type Decider, type Decision, refuse, type Refusal } from '../../kernel/decider.js';
import type { InvitationCommand, InvitationFacts, InvitationRefusalCode } from './invitation-commands.js';
import { evolveInvitation, initialInvitationState, type InvitationState } from './invitation-state.js';

/**
 * The invitation aggregate (`invitation-{id}`): created by an operator with a complete profile,
 * renamed, disabled and enabled, its bounties changed; accepted by networkers up to its places, or
 * declined by the one it was made for.
 */

type InvitationDecision = Decision<InvitationStreamEventType, InvitationRefusalCode>;
type Command<Type extends InvitationCommand['type']> = Extract<InvitationCommand, { type: Type }>;

export const NOT_YOUR_INVITATION = 'This invitation belongs to another operator.';

function required<Fact>(fact: Fact | undefined, name: string): Fact {
  if (fact === undefined)
    throw new Error(`The invitation's decision needs the fact "${name}"; load it first.`);
  return fact;
}

/** The operator's own invitation: unknown ones are not found, someone else's forbidden. */
export function operatorsInvitation(
  state: InvitationState,
  operatorId: string,
): Refusal<InvitationRefusalCode> | null {
  if (!state.exists) return refuse('invitation_not_found', INVITATION_MESSAGES.notFound);
  if (state.operatorId !== operatorId) return refuse('invitation_of_another_operator', NOT_YOUR_INVITATION);
  return null;
}

function create(
  command: Command<'CreateInvitation'>,
  state: InvitationState,
  facts: InvitationFacts,
): InvitationDecision {
  if (state.exists) return refuse('invitation_exists', API_MESSAGES.concurrentChange);
  const missing = required(facts.missingProfileFields, 'missingProfileFields');
  if (missing.length > 0)
    return refuse(
      'profile_incomplete',
      `${INVITATION_MESSAGES.profileIncompleteTitle}: ${missing.join(', ')}`,
    );
  if (!isValidInvitationSlug(command.slug)) return refuse('slug_invalid', INVITATION_MESSAGES.slugInvalid);
  const { invitationId, operatorId, slug, invitation } = command;
  const { bounties } = invitation;
  const stated = {
    ...bounties,
    revenueSharePercent:
      bounties.revenueSharePercent ??
      required(facts.profileRevenueSharePercent, 'profileRevenueSharePercent'),
    revenueShareMonths: bounties.revenueShareMonths ?? DEFAULT_REVENUE_SHARE_MONTHS,
  };
  return [
    { type: 'InvitationCreated', data: { ...invitation, bounties: stated, invitationId, operatorId, slug } },
  ];
}

function change(command: Command<'ChangeInvitation'>, state: InvitationState): InvitationDecision {
  const { invitationId, operatorId, networkerFirstName, isActive } = command;
  if (networkerFirstName === undefined && isActive === undefined)
    return refuse('nothing_to_change', INVITATION_MESSAGES.nothingToUpdate);
  const inviteeName = networkerFirstName?.trim();
  if (networkerFirstName !== undefined && !inviteeName)
    return refuse('name_required', INVITATION_MESSAGES.validNameRequired);
  const refusal = operatorsInvitation(state, operatorId);
  if (refusal) return refusal;
  const decided: InvitationDecision = [];
  if (inviteeName)
    decided.push({ type: 'InvitationInviteeRenamed', data: { invitationId, operatorId, inviteeName } });
  if (isActive !== undefined)
    decided.push({
      type: isActive ? 'InvitationEnabled' : 'InvitationDisabled',
      data: { invitationId, operatorId },
    });
  return decided;
}

function changeBounties(
  command: Command<'ChangeInvitationBounties'>,
  state: InvitationState,
): InvitationDecision {
  const refusal = operatorsInvitation(state, command.operatorId);
  if (refusal) return refusal;
  const { invitationId, operatorId } = command;
  // A change that names no revenue share keeps the one on offer (the spec's update sends three amounts).
  const bounties = {
    ...command.bounties,
    revenueSharePercent: command.bounties.revenueSharePercent ?? state.bounties.revenueSharePercent,
    revenueShareMonths: command.bounties.revenueShareMonths ?? state.bounties.revenueShareMonths,
  };
  return [{ type: 'InvitationBountiesChanged', data: { invitationId, operatorId, bounties } }];
}

/**
 * Whether the invitation takes acceptances, from this account (null before it has one): whoever
 * else holds a place is judged with the places, under the invitation's lock.
 */
export function openTo(
  state: InvitationState,
  networkerUserId: string | null,
): Refusal<InvitationRefusalCode> | null {
  if (!state.exists) return refuse('invitation_not_found', M.invitationNotFound);
  if (state.status !== 'active') return refuse('invitation_disabled', M.invitationDisabled);
  if (networkerUserId !== null && state.operatorId === networkerUserId)
    return refuse('own_invitation', M.ownInvitation);
  return null;
}

/** Whether this account may take a place: a personal invitation has one, a group link its maximum (or any number). */
function accept(
  command: Command<'AcceptInvitation'>,
  state: InvitationState,
  facts: InvitationFacts,
): InvitationDecision {
  const { invitationId, networkerUserId } = command;
  const refusal = openTo(state, networkerUserId);
  if (refusal) return refusal;
  const holders = required(facts.placeHolders, 'placeHolders');
  if (holders.includes(networkerUserId)) return [];
  if (state.kind === 'personal' && holders.length > 0) return refuse('invitation_taken', M.alreadyAccepted);
  if (state.maxRegistrations !== null && holders.length >= state.maxRegistrations)
    return refuse('invitation_full', M.invitationFull);
  return [
    { type: 'InvitationAccepted', data: { invitationId, operatorId: state.operatorId!, networkerUserId } },
  ];
}

/** Only a personal invitation nobody accepted yet, and not its own operator's; declining twice records nothing more. */
function decline(
  command: Command<'DeclineInvitation'>,
  state: InvitationState,
  facts: InvitationFacts,
): InvitationDecision {
  const { invitationId, networkerUserId } = command;
  if (!state.exists) return refuse('invitation_not_found', M.invitationNotFound);
  if (state.operatorId === networkerUserId) return refuse('own_invitation', M.ownInvitationDecline);
  if (state.kind !== 'personal') return refuse('group_invitation_decline', M.groupInvitationDecline);
  const holders = required(facts.placeHolders, 'placeHolders');
  if (holders.includes(networkerUserId)) return refuse('decline_after_accepting', M.declineAfterAccepting);
  if (holders.length > 0) return refuse('invitation_taken', M.alreadyAccepted);
  if (state.status === 'declined') return [];
  if (state.status !== 'active') return refuse('invitation_disabled', M.invitationDisabled);
  return [
    { type: 'InvitationDeclined', data: { invitationId, operatorId: state.operatorId!, networkerUserId } },
  ];
}

export function decideInvitation(
  command: InvitationCommand,
  state: InvitationState,
  facts: InvitationFacts,
): InvitationDecision {
  switch (command.type) {
    case 'CreateInvitation':
      return create(command, state, facts);
    case 'ChangeInvitation':
      return change(command, state);
    case 'ChangeInvitationBounties':
      return changeBounties(command, state);
    case 'AcceptInvitation':
      return accept(command, state, facts);
    case 'DeclineInvitation':
      return decline(command, state, facts);
  }
}

export const invitationDecider: Decider<
  InvitationState,
  InvitationCommand,
  InvitationStreamEventType,
  InvitationFacts,
  InvitationRefusalCode
> = {
  eventTypes: INVITATION_STREAM_EVENT_TYPES,
  initialState: initialInvitationState,
  evolve: evolveInvitation,
  decide: decideInvitation,
};
