import { describe, expect, it } from '@jest/globals';
import {
  approvedWithTerms,
  bountyApproved,
  bountyEarned,
  bountyPaid,
  dealWon,
  disputeOpened,
  disputeResolved,
  given,
  INVITATION,
  NETWORKER,
  OPERATOR,
  parties,
  PROSPECT,
  recommendationApproved,
  recommendationRejected,
  recommended,
  rejectedBecause,
  statusChanged,
  statusCorrected,
  submitted,
  termsFixed,
  termsInForce,
} from './prospect-story.js';

const onProspect = { prospectId: PROSPECT };
const byOperator = { ...onProspect, operatorId: OPERATOR };
const change = (status: Parameters<typeof statusChanged>[1], notes: string | null = null) => ({
  type: 'ChangeProspectStatus' as const,
  ...byOperator,
  status,
  notes,
});

describe('a recommended prospect', () => {
  it('is recommended once, with trimmed details and empty optional fields left out', () => {
    given()
      .when({
        type: 'RecommendProspect',
        ...byOperator,
        invitationId: INVITATION,
        fields: { prospectName: ' Ada ', prospectTitle: ' ', prospectCompany: 'Analytical ' },
      })
      .then({
        type: 'RecommendedProspectAdded',
        data: {
          ...onProspect,
          invitationId: INVITATION,
          operatorId: OPERATOR,
          details: { prospectName: 'Ada', prospectCompany: 'Analytical' },
        },
      });
    given(recommended())
      .when({
        type: 'RecommendProspect',
        ...byOperator,
        invitationId: INVITATION,
        fields: { prospectName: 'Ada' },
      })
      .thenRefused('prospect_exists');
  });

  it('is edited by its operator while pending: the fields sent change, an empty one clears', () => {
    given(recommended({ prospectName: 'Ada', prospectTitle: 'Countess' }))
      .when({
        type: 'EditRecommendation',
        ...byOperator,
        fields: { prospectTitle: '', prospectCompany: 'Engines' },
      })
      .then({
        type: 'RecommendedProspectEdited',
        data: {
          ...onProspect,
          invitationId: INVITATION,
          operatorId: OPERATOR,
          details: { prospectName: 'Ada', prospectCompany: 'Engines' },
        },
      });
  });

  it('refuses edits and removal by another operator, after an answer, or once removed', () => {
    const edit = { type: 'EditRecommendation' as const, ...onProspect, fields: { prospectName: 'Bea' } };
    given(recommended())
      .when({ ...edit, operatorId: 'op-2' })
      .thenRefused('prospect_of_another_operator');
    given(recommended(), recommendationApproved())
      .when({ ...edit, operatorId: OPERATOR })
      .thenRefused('recommendation_in_pipeline', /already in the networker's pipeline/);
    given(recommended(), recommendationRejected())
      .when({ type: 'RemoveRecommendation', ...byOperator })
      .thenRefused('recommendation_in_pipeline');
    const removed = {
      type: 'RecommendedProspectRemoved' as const,
      data: { ...onProspect, invitationId: INVITATION, operatorId: OPERATOR },
    };
    given(recommended(), removed)
      .when({ ...edit, operatorId: OPERATOR })
      .thenRefused('prospect_not_found');
    given(recommended())
      .when({ type: 'RemoveRecommendation', ...byOperator })
      .then(removed);
  });

  it('is answered once by a networker holding a place on the invitation; the approval enters the pipeline', () => {
    const answer = {
      type: 'AnswerRecommendation' as const,
      ...onProspect,
      networkerUserId: NETWORKER,
      notes: 'Old friend',
    };
    given(recommended())
      .when({ ...answer, answer: 'approved' }, { networkerHoldsPlace: true })
      .then({ type: 'RecommendedProspectApproved', data: { ...parties, notes: 'Old friend' } });
    given(recommended())
      .when({ ...answer, answer: 'approved' }, { networkerHoldsPlace: false })
      .thenRefused('prospect_not_found');
    given(recommended(), recommendationRejected())
      .when({ ...answer, answer: 'approved' }, { networkerHoldsPlace: true })
      .thenRefused('recommendation_answered', 'This recommendation has already been answered.');
    const approved = given(recommended(), recommendationApproved()).state;
    expect(approved).toMatchObject({ status: 'submitted', networkerUserId: NETWORKER, answer: 'approved' });
  });

  it('keeps the first answer: a later one on the stream changes nothing', () => {
    const state = given(recommended(), recommendationRejected(), recommendationApproved('nw-2')).state;
    expect(state).toMatchObject({ answer: 'rejected', status: null, networkerUserId: NETWORKER });
  });

  it('on an acceptance, skips an answered or unset recommendation and refuses one of another invitation', () => {
    const onAcceptance = {
      type: 'AnswerRecommendationOnAcceptance' as const,
      ...onProspect,
      networkerUserId: NETWORKER,
      invitationId: INVITATION,
    };
    given(recommended(), recommendationApproved())
      .when({ ...onAcceptance, answer: 'rejected' })
      .then();
    given(recommended())
      .when({ ...onAcceptance, answer: 'unset' })
      .then();
    given(recommended())
      .when({ ...onAcceptance, answer: 'rejected' })
      .then(recommendationRejected());
    given(recommended())
      .when({ ...onAcceptance, invitationId: 'inv-2', answer: 'approved' })
      .thenRefused('not_recommended_here');
  });
});

describe('the pipeline', () => {
  it('moves forward any number of steps, never backwards, and records an update only with notes', () => {
    given(submitted()).when(change('under_review')).then(statusChanged('submitted', 'under_review'));
    given(...approvedWithTerms(), statusChanged('approved', 'intro_made'))
      .when(change('approved'))
      .thenRefused('illegal_status_change', /cannot move backwards/);
    given(submitted())
      .when(change('submitted'))
      .thenRefused('illegal_status_change', /Add notes/);
    given(submitted())
      .when(change('submitted', 'Called them'))
      .then(statusChanged('submitted', 'submitted', 'Called them'));
  });

  it('rejects only before approval, and a rejection ends the line', () => {
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when(change('rejected'))
      .then(statusChanged('under_review', 'rejected'));
    given(...approvedWithTerms())
      .when(change('rejected'))
      .thenRefused('illegal_status_change', /only submitted or under-review/);
    given(submitted(), statusChanged('submitted', 'rejected'))
      .when(change('meeting_held'))
      .thenRefused('illegal_status_change', /rejected/);
  });

  it('answers another operator and a recommendation not yet approved as it must', () => {
    given(submitted())
      .when({ ...change('approved'), operatorId: 'op-2' })
      .thenRefused('prospect_not_found');
    given(recommended()).when(change('approved')).thenRefused('not_in_pipeline');
  });

  it('freezes the terms in force at approval, in the same decision', () => {
    given(submitted())
      .when(change('approved'), { termsInForce: termsInForce(50, 250, 1000) })
      .then(statusChanged('submitted', 'approved'), termsFixed(50, 250, 1000));
  });

  it('freezes the revenue share with its months; a fixing written before ADR 0022 names none: 12 months', () => {
    given(submitted())
      .when(change('approved'), { termsInForce: termsInForce(50, 250, 1000, 7.5, 24) })
      .then(statusChanged('submitted', 'approved'), termsFixed(50, 250, 1000, 7.5, 24));
    const fixedBefore = given(submitted(), statusChanged('submitted', 'approved'), termsFixed(50, 250, 1000));
    expect(fixedBefore.state.terms).toEqual({
      introCents: 5000,
      meetingCents: 25000,
      winCents: 100000,
      revenueSharePercent: 5,
      revenueShareMonths: 12,
    });
  });

  it('keeps the frozen terms when the invitation changes later: bounties are earned on them', () => {
    given(...approvedWithTerms())
      .when(change('intro_made'), { termsInForce: termsInForce(999, 999, 999) })
      .then(statusChanged('approved', 'intro_made'), bountyEarned('intro', 5000));
  });

  it('earns every bounty a jump passes, and none that is not offered', () => {
    given(...approvedWithTerms())
      .when(change('meeting_held'))
      .then(
        statusChanged('approved', 'meeting_held'),
        bountyEarned('intro', 5000),
        bountyEarned('meeting', 25000),
      );
    given(submitted(), statusChanged('submitted', 'approved'), termsFixed(null, 250, null))
      .when(change('intro_made'))
      .then(statusChanged('approved', 'intro_made'));
  });

  it('does not earn again what a dispute resolution already put on the ledger', () => {
    const adjusted = {
      type: 'BountyAdjusted' as const,
      data: {
        ...parties,
        kind: 'intro' as const,
        disputeId: 'd-1',
        amount: { amountCents: 7000, currency: 'USD' as const },
        previousAmountCents: null,
        state: 'approved' as const,
      },
    };
    given(...approvedWithTerms(), adjusted)
      .when(change('intro_made'))
      .then(statusChanged('approved', 'intro_made'));
  });

  it('renames any prospect of the operator, recommended or submitted', () => {
    given(recommended())
      .when({ type: 'RenameProspect', ...byOperator, prospectName: ' Ada King ' })
      .then({
        type: 'ProspectRenamed',
        data: {
          ...onProspect,
          invitationId: INVITATION,
          operatorId: OPERATOR,
          networkerUserId: null,
          prospectName: 'Ada King',
        },
      });
    given(submitted())
      .when({ type: 'RenameProspect', ...onProspect, operatorId: 'op-2', prospectName: 'X' })
      .thenRefused('prospect_not_found');
  });
});

describe('a won deal', () => {
  const won = (dealValueCents: number) => ({ type: 'RecordWonDeal' as const, ...byOperator, dealValueCents });
  const meetingHeld = () => [...approvedWithTerms(), statusChanged('approved', 'meeting_held')];

  it('earns the win bounty and the revenue share of its value, after the meeting was held', () => {
    given(...meetingHeld())
      .when(won(2_000_000))
      .then(dealWon(2_000_000), bountyEarned('win', 100_000), bountyEarned('revenue_share', 100_000));
  });

  it('is recorded once, and not before the meeting', () => {
    given(...meetingHeld(), dealWon(100))
      .when(won(100))
      .thenRefused('deal_already_won');
    given(...approvedWithTerms())
      .when(won(100))
      .thenRefused('meeting_not_held');
  });
});

describe('the ledger', () => {
  const approve = (kind: 'intro' | 'meeting') => ({ type: 'ApproveBounty' as const, ...byOperator, kind });
  const pay = (kind: 'intro' | 'meeting') => ({
    type: 'PayBounty' as const,
    ...byOperator,
    kind,
    method: 'paypal' as const,
    reference: 'tx-1',
  });
  const introEarned = () => [
    ...approvedWithTerms(),
    statusChanged('approved', 'intro_made'),
    bountyEarned('intro', 5000),
  ];

  it('goes earned → approved → paid, each once', () => {
    given(...introEarned())
      .when(approve('intro'))
      .then(bountyApproved('intro'));
    given(...introEarned(), bountyApproved('intro'))
      .when(approve('intro'))
      .thenRefused('bounty_already_approved');
    given(...introEarned(), bountyApproved('intro'))
      .when(pay('intro'))
      .then({
        type: 'BountyPaid',
        data: {
          ...parties,
          kind: 'intro',
          amount: { amountCents: 5000, currency: 'USD' },
          method: 'paypal',
          reference: 'tx-1',
        },
      });
    given(...introEarned(), bountyApproved('intro'), bountyPaid('intro', 5000))
      .when(pay('intro'))
      .thenRefused('bounty_already_paid');
  });

  it('refuses to approve what is not earned, and to pay what is not approved', () => {
    given(...approvedWithTerms())
      .when(approve('meeting'))
      .thenRefused('bounty_not_earned');
    given(...introEarned())
      .when(pay('intro'))
      .thenRefused('bounty_not_approved');
    given(...approvedWithTerms())
      .when(pay('meeting'))
      .thenRefused('bounty_not_earned');
  });

  it('after an upward correction, pays only the balance still owed', () => {
    const correctedUp = {
      type: 'BountyAdjusted' as const,
      data: {
        ...parties,
        kind: 'intro' as const,
        disputeId: 'd-1',
        amount: { amountCents: 8000, currency: 'USD' as const },
        previousAmountCents: 5000,
        state: 'approved' as const,
      },
    };
    const decision = given(
      ...introEarned(),
      bountyApproved('intro'),
      bountyPaid('intro', 5000),
      correctedUp,
    ).when(pay('intro')).decision;
    expect(decision).toMatchObject([{ type: 'BountyPaid', data: { amount: { amountCents: 3000 } } }]);
  });
});

describe('disputes', () => {
  const paidIntro = () => [
    ...approvedWithTerms(),
    statusChanged('approved', 'intro_made'),
    bountyEarned('intro', 5000),
    bountyApproved('intro'),
    bountyPaid('intro', 5000, '2026-02-01T00:00:00.000Z'),
  ];
  const open = (
    kind: 'intro' | 'meeting' | 'win',
    party: 'operator' | 'networker' = 'networker',
    disputeId = 'd-2',
  ) => ({
    type: 'OpenDispute' as const,
    ...onProspect,
    userId: party === 'networker' ? NETWORKER : OPERATOR,
    party,
    disputeId,
    bountyKind: kind,
    reason: 'wrong_amount' as const,
    evidence: 'The terms said more.',
    links: [],
  });
  const within = { now: new Date('2026-02-20T00:00:00.000Z') };

  it('opens on a paid entry within 30 days of its payment, and not after', () => {
    given(...paidIntro())
      .when(open('intro'), within)
      .then({
        type: 'DisputeOpened',
        data: {
          ...parties,
          disputeId: 'd-2',
          kind: 'intro',
          openedBy: 'networker',
          reason: 'wrong_amount',
          evidence: 'The terms said more.',
          links: [],
          entry: { state: 'paid', amountCents: 5000, paidCents: 5000 },
        },
      });
    given(...paidIntro())
      .when(open('intro'), { now: new Date('2026-03-04T00:00:00.000Z') })
      .thenRefused('dispute_window_closed');
  });

  it('opens on a bounty the frozen terms still promise, but not on one never offered', () => {
    const decision = given(...approvedWithTerms()).when(open('meeting'), within).decision;
    expect(decision).toMatchObject([
      { type: 'DisputeOpened', data: { entry: { state: 'upcoming', amountCents: 25000 } } },
    ]);
    given(submitted(), statusChanged('submitted', 'approved'), termsFixed(50, null, 1000))
      .when(open('meeting'), within)
      .thenRefused('dispute_no_entry');
  });

  it('promises nothing while an approval is corrected back below it; a re-approval keeps the frozen terms', () => {
    const corrected = given(
      ...approvedWithTerms(),
      statusCorrected('approved', 'submitted', { reason: 'Approved the wrong one' }),
    );
    expect(corrected.state.terms).toMatchObject({ meetingCents: 25000 });
    corrected.when(open('meeting'), within).thenRefused('dispute_no_entry');
    corrected.when(open('intro', 'operator'), within).thenRefused('dispute_no_entry');
    // Moved on again past approval (the terms are not fixed twice), the promises are disputable again.
    corrected
      .when(change('approved'), { termsInForce: termsInForce(99, 999, 9999) })
      .then(statusChanged('submitted', 'approved'));
    const reapproved = given(
      ...approvedWithTerms(),
      statusCorrected('approved', 'submitted'),
      statusChanged('submitted', 'approved'),
    ).when(open('meeting'), within).decision;
    expect(reapproved).toMatchObject([
      { type: 'DisputeOpened', data: { entry: { state: 'upcoming', amountCents: 25000 } } },
    ]);
  });

  it('allows one open dispute per entry, and another once it is resolved', () => {
    given(...paidIntro(), disputeOpened('d-1', 'intro', 'networker'))
      .when(open('intro'), within)
      .thenRefused('dispute_already_open');
    const decision = given(
      ...paidIntro(),
      disputeOpened('d-1', 'intro', 'networker'),
      disputeResolved('d-1', 'intro'),
    ).when(open('intro'), within).decision;
    expect(decision).toMatchObject([{ type: 'DisputeOpened' }]);
  });

  it("answers someone else's prospect as unknown", () => {
    given(...paidIntro())
      .when({ ...open('intro'), userId: 'nw-2' }, within)
      .thenRefused('prospect_not_found', 'Prospect not found');
  });

  it('is answered once, by the other side, while unresolved', () => {
    const respond = (party: 'operator' | 'networker') => ({
      type: 'RespondToDispute' as const,
      ...onProspect,
      userId: party === 'networker' ? NETWORKER : OPERATOR,
      party,
      disputeId: 'd-1',
      response: 'We paid what was agreed.',
      links: [],
    });
    const opened = [...paidIntro(), disputeOpened('d-1', 'intro', 'networker')];
    given(...opened)
      .when(respond('operator'))
      .then({
        type: 'DisputeResponded',
        data: {
          ...parties,
          disputeId: 'd-1',
          kind: 'intro',
          respondedBy: 'operator',
          response: 'We paid what was agreed.',
          links: [],
        },
      });
    given(...opened)
      .when(respond('networker'))
      .thenRefused('dispute_own');
    given(...opened, disputeResolved('d-1', 'intro'))
      .when(respond('operator'))
      .thenRefused('dispute_already_resolved');
    given(...paidIntro())
      .when(respond('operator'))
      .thenRefused('dispute_not_found');
  });

  it('is resolved once by an auditor; an adjusted outcome corrects the entry and says what is still owed', () => {
    const resolve = (outcome: 'upheld' | 'adjusted', cents: number | null = null) => ({
      type: 'ResolveDispute' as const,
      ...onProspect,
      disputeId: 'd-1',
      outcome,
      note: 'Checked.',
      correctedAmountCents: cents,
    });
    const opened = [...paidIntro(), disputeOpened('d-1', 'intro', 'networker')];
    const decision = given(...opened).when(resolve('adjusted', 8000)).decision;
    expect(decision).toMatchObject([
      { type: 'DisputeResolved', data: { outcome: 'adjusted', correctedAmount: { amountCents: 8000 } } },
      {
        type: 'BountyAdjusted',
        data: { kind: 'intro', previousAmountCents: 5000, state: 'approved', amount: { amountCents: 8000 } },
      },
    ]);
    const lower = given(...opened).when(resolve('adjusted', 3000)).decision;
    expect(lower).toMatchObject([{}, { type: 'BountyAdjusted', data: { state: 'paid' } }]);
    given(...opened, disputeResolved('d-1', 'intro'))
      .when(resolve('upheld'))
      .thenRefused('dispute_already_resolved');
  });
});

describe('a rejection', () => {
  it('records the reason the operator gave, and only on a rejection', () => {
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when({ ...change('rejected'), reason: 'Not a fit for our product' })
      .then(rejectedBecause('under_review', 'Not a fit for our product'));
    given(submitted())
      .when({ ...change('under_review'), reason: 'Ignored' })
      .then(statusChanged('submitted', 'under_review'));
  });

  it('without a reason (an older client) is recorded as before', () => {
    given(submitted()).when(change('rejected')).then(statusChanged('submitted', 'rejected'));
  });
});

describe('a status correction', () => {
  const CHANGED_AT = '2026-01-01T00:00:00.000Z';
  const withinUndo = { now: new Date('2026-01-01T00:00:45.000Z') };
  const later = { now: new Date('2026-01-03T00:00:00.000Z') };
  const correct = (from: Parameters<typeof statusChanged>[1], reason: string | null = null) => ({
    type: 'CorrectProspectStatus' as const,
    ...byOperator,
    from,
    reason,
  });
  const meetingHeld = () => [
    ...approvedWithTerms(),
    statusChanged('approved', 'intro_made'),
    bountyEarned('intro', 5000),
    statusChanged('intro_made', 'meeting_scheduled'),
    { ...statusChanged('meeting_scheduled', 'meeting_held'), at: CHANGED_AT },
    bountyEarned('meeting', 25000),
  ];

  it('undoes the last change within the window without a reason', () => {
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when(correct('under_review'), withinUndo)
      .then(statusCorrected('under_review', 'submitted'));
  });

  it('after the window needs a reason, and then records it', () => {
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when(correct('under_review'), later)
      .thenRefused('correction_reason_required', /give a reason/);
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when(correct('under_review', 'Wrong contact'), later)
      .then(statusCorrected('under_review', 'submitted', { reason: 'Wrong contact', undo: false }));
  });

  it('re-opens a rejected prospect: back to where it was rejected from, and it moves on again', () => {
    const reopened = given(
      submitted(),
      statusChanged('submitted', 'under_review'),
      rejectedBecause('under_review', 'Outside our target market'),
      statusCorrected('rejected', 'under_review', { reason: 'Misclick' }),
    );
    expect(reopened.state.status).toBe('under_review');
    reopened
      .when(change('approved'), { termsInForce: termsInForce(50, 250, 1000) })
      .then(statusChanged('under_review', 'approved'), termsFixed(50, 250, 1000));
  });

  it('withdraws the bounties the mistaken step earned while they are only earned; re-reaching earns them again', () => {
    given(...meetingHeld())
      .when(correct('meeting_held', 'Meeting was cancelled'), later)
      .then(
        statusCorrected('meeting_held', 'meeting_scheduled', {
          reason: 'Meeting was cancelled',
          undo: false,
          withdrawn: ['meeting'],
        }),
      );
    const corrected = given(
      ...meetingHeld(),
      statusCorrected('meeting_held', 'meeting_scheduled', { withdrawn: ['meeting'] }),
    );
    expect(corrected.state.ledger).toEqual({
      intro: { state: 'earned', amountCents: 5000, paidCents: 0, paidAt: null, adjustedFromCents: null },
    });
    corrected
      .when(change('meeting_held'))
      .then(statusChanged('meeting_scheduled', 'meeting_held'), bountyEarned('meeting', 25000));
  });

  it('refuses to undo a step whose bounty is approved or paid: a dispute corrects the ledger', () => {
    given(...meetingHeld(), bountyApproved('meeting'))
      .when(correct('meeting_held'), withinUndo)
      .thenRefused('correction_bounty_settled', /meeting bounty .* approved or paid; open a dispute/);
    given(...meetingHeld(), bountyApproved('meeting'), bountyPaid('meeting', 25000))
      .when(correct('meeting_held', 'Oops'), later)
      .thenRefused('correction_bounty_settled');
  });

  it('refuses to undo a step under dispute, or the held meeting of a won deal', () => {
    given(...meetingHeld(), disputeOpened('d-1', 'meeting', 'networker'))
      .when(correct('meeting_held'), withinUndo)
      .thenRefused('correction_dispute_open');
    given(...meetingHeld(), dealWon(1_000_000), bountyEarned('win', 100000))
      .when(correct('meeting_held'), withinUndo)
      .thenRefused('correction_deal_won');
  });

  it('corrects only the last change, once, and only while the status is what the operator saw', () => {
    given(submitted()).when(correct('submitted'), withinUndo).thenRefused('nothing_to_correct');
    given(
      submitted(),
      statusChanged('submitted', 'under_review'),
      statusCorrected('under_review', 'submitted'),
    )
      .when(correct('submitted'), withinUndo)
      .thenRefused('nothing_to_correct');
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when(correct('approved'), withinUndo)
      .thenRefused('correction_changed_since', /now Under Review/);
    // A same-status update with notes is not a change: the change before it is still the last.
    given(
      submitted(),
      statusChanged('submitted', 'under_review'),
      statusChanged('under_review', 'under_review', 'Called'),
    )
      .when(correct('under_review', 'Wrong one'), later)
      .then(statusCorrected('under_review', 'submitted', { reason: 'Wrong one', undo: false }));
  });

  it("answers another operator's prospect as unknown", () => {
    given(submitted(), statusChanged('submitted', 'under_review'))
      .when({ ...correct('under_review'), operatorId: 'op-2' }, withinUndo)
      .thenRefused('prospect_not_found');
  });
});
