import { describe, expect, it } from '@jest/globals';
import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { initialProspectState, type ProspectState } from '../../pipeline/index.js';
import { acceptanceAppends, answeredRecommendations, contactDetails } from './acceptance-plan.js';
import { initialInvitationState } from '../domain/invitation-state.js';

const recommendation = (overrides: Partial<ProspectState> = {}) => ({
  state: {
    ...initialProspectState,
    recommendation: { prospectName: 'Ada' },
    invitationId: 'inv-1',
    operatorId: 'op-1',
    ...overrides,
  } satisfies ProspectState,
  revision: 0n,
});

describe('accepting an invitation', () => {
  it('keeps the answers that change something: unset and already answered ones are left out', () => {
    const recommendations = new Map([
      ['p1', recommendation()],
      ['p2', recommendation()],
      ['p3', recommendation({ answer: 'approved' })],
    ]);
    expect(
      answeredRecommendations('inv-1', { p1: 'approved', p2: 'unset', p3: 'rejected' }, recommendations),
    ).toEqual([{ prospectId: 'p1', answer: 'approved', recommendation: recommendation() }]);
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

  it('appends the acceptance only the first time, then the answers and the contacts, each after the revision it was decided on', () => {
    const plan = {
      invitation: { ...initialInvitationState, exists: true, id: 'inv-1', operatorId: 'op-1', revision: 4n },
      networkerUserId: 'nora',
      answers: [
        { prospectId: 'p1', answer: 'approved' as const, recommendation: recommendation() },
        { prospectId: 'p2', answer: 'rejected' as const, recommendation: recommendation() },
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
    const accepted = {
      type: 'InvitationAccepted' as const,
      data: { invitationId: 'inv-1', operatorId: 'op-1', networkerUserId: 'nora' },
    };
    const first = acceptanceAppends({ ...plan, acceptance: [accepted] });
    expect(
      first.appends.map((append) => [
        append.streamName,
        append.expectedRevision,
        append.events.map((event) => event.type),
      ]),
    ).toEqual([
      ['invitation-inv-1', 4n, ['InvitationAccepted']],
      ['prospect-p1', 0n, ['RecommendedProspectApproved']],
      ['prospect-p2', 0n, ['RecommendedProspectRejected']],
      ['prospect-p9', 'no_stream', ['ProspectSubmitted']],
    ]);
    expect(first.counts).toEqual({ approved: 1, rejected: 1, submitted: 1 });
    expect(first.appends[3]!.events[0]!.data).toMatchObject({
      ownership: { contactKey: 'name:sam|figma', protectedUntil: '2027-02-19T10:00:00.000Z' },
    });
    const again = acceptanceAppends({ ...plan, acceptance: [] });
    expect(again.appends[0]!.events[0]!.type).toBe('RecommendedProspectApproved');
  });
});
