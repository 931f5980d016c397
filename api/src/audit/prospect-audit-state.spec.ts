import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { prospectStateAt } from './prospect-audit-state.js';

const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };

const event = (revision: number, type: string, occurredAt: string, data: object): RecordedEvent => ({
  id: `e${revision}`,
  type,
  data: { ...parties, ...data },
  metadata: {
    actorUserId: 'op',
    actorRole: 'operator',
    correlationId: 'c',
    causationId: null,
    occurredAt,
    schemaVersion: 1,
  },
  streamName: 'prospect-p',
  revision: BigInt(revision),
  position: { commit: BigInt(revision + 1), prepare: BigInt(revision + 1) },
  recordedAt: new Date(occurredAt),
});

const stream = [
  event(0, 'ProspectSubmitted', '2026-11-01T10:00:00Z', { details: { prospectName: 'Priya Patel' } }),
  event(1, 'ProspectStatusChanged', '2026-11-03T10:00:00Z', { from: 'submitted', to: 'under_review' }),
  // Carries an earlier time than the event before it (a clock step back, or a backdated import).
  event(2, 'ProspectStatusChanged', '2026-11-02T10:00:00Z', { from: 'under_review', to: 'rejected' }),
];

describe('the state of a prospect at a moment', () => {
  it('folds the stream up to the first event that happened after the moment, as replay --until does', () => {
    const state = prospectStateAt('p', stream, new Date('2026-11-02T12:00:00Z'));
    expect(state).toMatchObject({ eventsApplied: 1, status: 'submitted', prospectName: 'Priya Patel' });
  });

  it('folds everything for a moment after the last event, and nothing before the first', () => {
    expect(prospectStateAt('p', stream, new Date('2026-12-01T00:00:00Z'))).toMatchObject({
      eventsApplied: 3,
      status: 'rejected',
    });
    expect(prospectStateAt('p', stream, new Date('2026-10-01T00:00:00Z'))).toMatchObject({
      eventsApplied: 0,
      status: null,
      lastEvent: null,
    });
  });
});
