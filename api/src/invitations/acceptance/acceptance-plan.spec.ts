import { describe, expect, it } from '@jest/globals';
import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import {
  NO_PROSPECT,
  type RecommendedProspectState,
} from '../recommended-prospects/recommended-prospect-state.js';
import {
  acceptanceDecision,
  acceptanceFacts,
  answeredRecommendations,
  checkInvitationOpen,
  contactDetails,
  declineDecision,
} from './acceptance-plan.js';
import { NO_INVITATION } from '../invitation-state.js';

const recommendation = (overrides: Partial<RecommendedProspectState> = {}): RecommendedProspectState => ({
  ...NO_PROSPECT,
  exists: true,
  invitationId: 'inv-1',
  operatorId: 'op-1',
  ...overrides,
});

describe('accepting an invitation', () => {
  it('gives a personal invitation one place and lets its holder come back', () => {
    const personal = { kind: 'personal' as const, maxRegistrations: null };
    expect(acceptanceDecision(personal, [], 'nora')).toBe('new');
    expect(acceptanceDecision(personal, ['nora'], 'nora')).toBe('again');
    expect(() => acceptanceDecision(personal, ['nora'], 'sam')).toThrow(M.alreadyAccepted);
  });

  it('fills a generic invitation up to its maximum, without one for ever', () => {
    expect(acceptanceDecision({ kind: 'generic', maxRegistrations: 2 }, ['a'], 'b')).toBe('new');
    expect(() => acceptanceDecision({ kind: 'generic', maxRegistrations: 2 }, ['a', 'b'], 'c')).toThrow(
      M.invitationFull,
    );
    expect(acceptanceDecision({ kind: 'generic', maxRegistrations: null }, ['a', 'b', 'c'], 'd')).toBe('new');
  });

  it('refuses unknown, disabled and own invitations', () => {
    expect(() => checkInvitationOpen(null, null)).toThrow(M.invitationNotFound);
    const invitation = { ...NO_INVITATION, exists: true, operatorId: 'op-1', id: 'inv-1' };
    expect(() => checkInvitationOpen({ ...invitation, status: 'cancelled' }, null)).toThrow(
      M.invitationDisabled,
    );
    expect(() => checkInvitationOpen(invitation, 'op-1')).toThrow(M.ownInvitation);
    expect(() => checkInvitationOpen(invitation, 'nora')).not.toThrow();
  });

  describe('declining', () => {
    const personal = { ...NO_INVITATION, exists: true, operatorId: 'op-1', id: 'inv-1' };

    it('lets the invitee decline an open personal invitation, once', () => {
      expect(declineDecision(personal, [], 'nora')).toBe('decline');
      expect(declineDecision({ ...personal, status: 'declined' }, [], 'nora')).toBe('already');
    });

    it('refuses once somebody accepted it, the invitee included', () => {
      expect(() => declineDecision(personal, ['nora'], 'nora')).toThrow(M.declineAfterAccepting);
      expect(() => declineDecision(personal, ['sam'], 'nora')).toThrow(M.alreadyAccepted);
    });

    it('refuses unknown, disabled, group and own invitations', () => {
      expect(() => declineDecision({ ...personal, exists: false }, [], 'nora')).toThrow(M.invitationNotFound);
      expect(() => declineDecision({ ...personal, status: 'cancelled' }, [], 'nora')).toThrow(
        M.invitationDisabled,
      );
      expect(() => declineDecision({ ...personal, kind: 'generic' }, [], 'nora')).toThrow(
        M.groupInvitationDecline,
      );
      expect(() => declineDecision(personal, [], 'op-1')).toThrow(M.ownInvitationDecline);
    });
  });

  it('keeps the answers that change something: unset and already answered ones are left out', () => {
    const recommendations = new Map([
      ['p1', recommendation()],
      ['p2', recommendation()],
      ['p3', recommendation({ approvalStatus: 'approved' })],
    ]);
    expect(
      answeredRecommendations('inv-1', { p1: 'approved', p2: 'unset', p3: 'rejected' }, recommendations),
    ).toEqual([{ prospectId: 'p1', answer: 'approved' }]);
  });

  it('refuses answers to prospects not recommended on the invitation, removed ones and unknown values', () => {
    const recommendations = new Map([
      ['elsewhere', recommendation({ invitationId: 'inv-2' })],
      ['removed', recommendation({ removed: true })],
      ['fine', recommendation()],
    ]);
    for (const id of ['elsewhere', 'removed', 'missing']) {
      expect(() => answeredRecommendations('inv-1', { [id]: 'approved' }, recommendations)).toThrow(
        M.approvalNotRecommended,
      );
    }
    expect(() => answeredRecommendations('inv-1', { fine: 'maybe' as 'approved' }, recommendations)).toThrow(
      'prospectApprovals values',
    );
  });

  it('trims contacts and leaves empty optional fields out', () => {
    expect(
      contactDetails({
        prospectName: ' Sam ',
        prospectCompany: ' Figma',
        prospectTitle: ' ',
        networkerNotes: 'Met at work ',
      }),
    ).toEqual({ prospectName: 'Sam', prospectCompany: 'Figma', networkerNotes: 'Met at work' });
  });

  it('appends the acceptance only the first time, then the answers and the contacts', () => {
    const plan = {
      invitation: { ...NO_INVITATION, exists: true, id: 'inv-1', operatorId: 'op-1', revision: 0n },
      networkerUserId: 'nora',
      answers: [
        { prospectId: 'p1', answer: 'approved' as const },
        { prospectId: 'p2', answer: 'rejected' as const },
      ],
      contacts: [
        {
          prospectId: 'p9',
          details: { prospectName: 'Sam', prospectCompany: 'Figma' },
          source: 'networker_added' as const,
          ownership: { contactKey: 'name:sam|figma', protectedUntil: '2027-02-19T10:00:00.000Z' },
        },
      ],
    };
    const first = acceptanceFacts({ ...plan, newlyAccepted: true });
    expect(first.facts.map((fact) => [fact.streamName, fact.type])).toEqual([
      ['invitation-inv-1', 'InvitationAccepted'],
      ['prospect-p1', 'RecommendedProspectApproved'],
      ['prospect-p2', 'RecommendedProspectRejected'],
      ['prospect-p9', 'ProspectSubmitted'],
    ]);
    expect(first.counts).toEqual({ approved: 1, rejected: 1, submitted: 1 });
    expect(first.facts[3]!.data).toMatchObject({
      ownership: { contactKey: 'name:sam|figma', protectedUntil: '2027-02-19T10:00:00.000Z' },
    });
    expect(acceptanceFacts({ ...plan, newlyAccepted: false }).facts[0]!.type).toBe(
      'RecommendedProspectApproved',
    );
  });
});
