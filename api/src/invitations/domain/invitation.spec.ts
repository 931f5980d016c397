import { describe, expect, it } from '@jest/globals';
import {
  INVITATION_MESSAGES,
  type InvitationStreamEventType,
  NETWORKER_JOURNEY_MESSAGES as M,
} from '@referrals/contracts';
import type { DecidedEvent } from '../../kernel/decider.js';
import { deciderStory } from '../../kernel/given-when-then.js';
import { invitationDecider, NOT_YOUR_INVITATION } from './invitation.js';
import type { NewInvitation } from './invitation-commands.js';

type InvitationFact = DecidedEvent<InvitationStreamEventType>;

const INVITATION = 'inv-1';
const OPERATOR = 'op-1';
const ids = { invitationId: INVITATION, operatorId: OPERATOR };

const given = deciderStory(invitationDecider, `invitation-${INVITATION}`, {});

const noBounties = { introEmail: null, referral: null, revShare: null };
const personal: NewInvitation = {
  kind: 'personal',
  inviteeName: 'Nora',
  inviteeTitle: null,
  inviteeCompany: null,
  inviteeEmail: null,
  inviteeLinkedinUrl: null,
  title: null,
  description: null,
  maxRegistrations: null,
  bounties: noBounties,
};
/** The terms a new invitation states when its operator's profile offers a 5% revenue share. */
const statedTerms = { ...noBounties, revenueSharePercent: 5, revenueShareMonths: 12 };
const profileFacts = { missingProfileFields: [], profileRevenueSharePercent: 5 };
const created = (invitation: NewInvitation = personal): InvitationFact => ({
  type: 'InvitationCreated',
  data: { ...invitation, ...ids, slug: 'nora' },
});
const group = (maxRegistrations: number | null) =>
  created({ ...personal, kind: 'generic', title: 'Open call', maxRegistrations });
const disabled: InvitationFact = { type: 'InvitationDisabled', data: ids };
const declinedBy = (networkerUserId: string): InvitationFact => ({
  type: 'InvitationDeclined',
  data: { ...ids, networkerUserId },
});
const acceptedBy = (networkerUserId: string): InvitationFact => ({
  type: 'InvitationAccepted',
  data: { ...ids, networkerUserId },
});

const create = (slug = 'nora') => ({ type: 'CreateInvitation' as const, ...ids, slug, invitation: personal });
const accept = (networkerUserId: string) => ({
  type: 'AcceptInvitation' as const,
  invitationId: INVITATION,
  networkerUserId,
});
const decline = (networkerUserId: string) => ({
  type: 'DeclineInvitation' as const,
  invitationId: INVITATION,
  networkerUserId,
});

describe('an invitation', () => {
  it('is created once the operator’s profile is complete, under a valid link name', () => {
    given()
      .when(create(), profileFacts)
      .then(created({ ...personal, bounties: statedTerms }));
    given()
      .when(create(), { missingProfileFields: ['Company', 'Calendar link'] })
      .thenRefused(
        'profile_incomplete',
        `${INVITATION_MESSAGES.profileIncompleteTitle}: Company, Calendar link`,
      );
    given().when(create('Not A Slug!'), profileFacts).thenRefused('slug_invalid');
    given(created()).when(create(), profileFacts).thenRefused('invitation_exists');
  });

  it('starts from the profile’s revenue share for 12 months unless it states its own (ADR 0022)', () => {
    const own = { ...noBounties, revenueSharePercent: 7.5, revenueShareMonths: 24 };
    given()
      .when({ ...create(), invitation: { ...personal, bounties: own } }, profileFacts)
      .then(created({ ...personal, bounties: own }));
    const none = { ...noBounties, revenueSharePercent: 0 };
    given()
      .when({ ...create(), invitation: { ...personal, bounties: none } }, profileFacts)
      .then(created({ ...personal, bounties: { ...none, revenueShareMonths: 12 } }));
  });

  it('is renamed, disabled and enabled by its operator only, with something to change', () => {
    const change = { type: 'ChangeInvitation' as const, ...ids };
    given(created())
      .when({ ...change, networkerFirstName: ' Nina ', isActive: false })
      .then({ type: 'InvitationInviteeRenamed', data: { ...ids, inviteeName: 'Nina' } }, disabled);
    given(created()).when(change).thenRefused('nothing_to_change', INVITATION_MESSAGES.nothingToUpdate);
    given(created())
      .when({ ...change, networkerFirstName: '  ' })
      .thenRefused('name_required');
    given(created())
      .when({ ...change, operatorId: 'op-2', isActive: false })
      .thenRefused('invitation_of_another_operator', NOT_YOUR_INVITATION);
    given()
      .when({ ...change, isActive: true })
      .thenRefused('invitation_not_found');
  });

  it('changes its bounties for later approvals', () => {
    const bounties = { ...noBounties, introEmail: { amountCents: 5000, currency: 'USD' as const } };
    given(created())
      .when({ type: 'ChangeInvitationBounties', ...ids, bounties })
      .then({ type: 'InvitationBountiesChanged', data: { ...ids, bounties } });
    expect(
      given(created(), { type: 'InvitationBountiesChanged', data: { ...ids, bounties } }).state.bounties,
    ).toEqual(bounties);
  });

  it('keeps the revenue share on offer when a change of bounties names none (the spec sends three amounts)', () => {
    const amounts = { ...noBounties, referral: { amountCents: 25000, currency: 'USD' as const } };
    given(created({ ...personal, bounties: statedTerms }))
      .when({ type: 'ChangeInvitationBounties', ...ids, bounties: amounts })
      .then({
        type: 'InvitationBountiesChanged',
        data: { ...ids, bounties: { ...amounts, revenueSharePercent: 5, revenueShareMonths: 12 } },
      });
    const raised = { ...amounts, revenueSharePercent: 10, revenueShareMonths: 6 };
    given(created({ ...personal, bounties: statedTerms }))
      .when({ type: 'ChangeInvitationBounties', ...ids, bounties: raised })
      .then({ type: 'InvitationBountiesChanged', data: { ...ids, bounties: raised } });
  });
});

describe('accepting an invitation', () => {
  it('gives a personal invitation one place and lets its holder come back', () => {
    given(created()).when(accept('nora'), { placeHolders: [] }).then(acceptedBy('nora'));
    given(created())
      .when(accept('nora'), { placeHolders: ['nora'] })
      .then();
    given(created())
      .when(accept('sam'), { placeHolders: ['nora'] })
      .thenRefused('invitation_taken', M.alreadyAccepted);
  });

  it('fills a group link up to its maximum, or without one for ever', () => {
    given(group(2))
      .when(accept('b'), { placeHolders: ['a'] })
      .then(acceptedBy('b'));
    given(group(2))
      .when(accept('c'), { placeHolders: ['a', 'b'] })
      .thenRefused('invitation_full', M.invitationFull);
    given(group(null))
      .when(accept('d'), { placeHolders: ['a', 'b', 'c'] })
      .then(acceptedBy('d'));
  });

  it('refuses unknown, disabled, declined and own invitations', () => {
    given()
      .when(accept('nora'), { placeHolders: [] })
      .thenRefused('invitation_not_found', M.invitationNotFound);
    given(created(), disabled).when(accept('nora'), { placeHolders: [] }).thenRefused('invitation_disabled');
    given(created(), declinedBy('nora'))
      .when(accept('nora'), { placeHolders: [] })
      .thenRefused('invitation_disabled');
    given(created())
      .when(accept(OPERATOR), { placeHolders: [] })
      .thenRefused('own_invitation', M.ownInvitation);
  });
});

describe('declining an invitation', () => {
  it('lets the invitee decline an open personal invitation, once', () => {
    given(created()).when(decline('nora'), { placeHolders: [] }).then(declinedBy('nora'));
    given(created(), declinedBy('nora')).when(decline('nora'), { placeHolders: [] }).then();
  });

  it('refuses once somebody accepted it, the invitee included', () => {
    given(created())
      .when(decline('nora'), { placeHolders: ['nora'] })
      .thenRefused('decline_after_accepting');
    given(created())
      .when(decline('nora'), { placeHolders: ['sam'] })
      .thenRefused('invitation_taken');
  });

  it('refuses unknown, disabled, group and own invitations', () => {
    given().when(decline('nora'), { placeHolders: [] }).thenRefused('invitation_not_found');
    given(created(), disabled).when(decline('nora'), { placeHolders: [] }).thenRefused('invitation_disabled');
    given(group(null))
      .when(decline('nora'), { placeHolders: [] })
      .thenRefused('group_invitation_decline', M.groupInvitationDecline);
    given(created())
      .when(decline(OPERATOR), { placeHolders: [] })
      .thenRefused('own_invitation', M.ownInvitationDecline);
  });

  it('is enabled again by its operator after a decline', () => {
    expect(given(created(), declinedBy('nora'), { type: 'InvitationEnabled', data: ids }).state.status).toBe(
      'active',
    );
  });
});
