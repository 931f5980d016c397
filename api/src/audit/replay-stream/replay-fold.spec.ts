import { describe, expect, it } from '@jest/globals';
import { PROSPECT_EVENT_TYPES, type RecordedEvent } from '@referrals/contracts';
import { accumulateData, replayFor } from './replay-fold.js';

function recorded(streamName: string, type: string, data: unknown): RecordedEvent {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    streamName,
    revision: 0n,
    type,
    data,
    metadata: {
      actorUserId: null,
      actorRole: 'system',
      correlationId: 'c',
      causationId: null,
      occurredAt: '2026-11-21T10:00:00.000Z',
      schemaVersion: 1,
    },
    position: { commit: 1n, prepare: 1n },
    recordedAt: new Date('2026-11-21T10:00:00.000Z'),
  };
}

describe('replay folds', () => {
  it('accumulate the data of events without a domain fold, a later field winning', () => {
    let state = accumulateData({}, { type: 'A', data: { name: 'Ada', city: 'Paris' } });
    state = accumulateData(state, { type: 'B', data: { city: 'London' } });
    state = accumulateData(state, { type: 'C', data: ['x'] });
    expect(state).toEqual({ name: 'Ada', city: 'London', C: ['x'] });
  });

  it('fold a prospect stream with the pipeline fold the API decides with', () => {
    const replay = replayFor('prospect-7');
    expect(replay.fold).toContain('evolveProspect');
    const state = replay.apply(
      recorded('prospect-7', PROSPECT_EVENT_TYPES.prospectSubmitted, {
        operatorId: 'op-1',
        invitationId: 'inv-1',
        networkerUserId: 'nw-1',
      }),
    );
    expect(state).toMatchObject({
      operatorId: 'op-1',
      networkerUserId: 'nw-1',
      status: 'submitted',
      ledger: {},
    });
  });

  it('fold an invitation stream with the invitation fold, but not its slug or question streams', () => {
    expect(replayFor('invitation-0b0c5c2e-3f0a-4d7e-9a51-1f2b3c4d5e6f').fold).toContain('evolveInvitation');
    expect(replayFor('invitation-slug-acme').fold).toContain('accumulated');
    expect(replayFor('invitation-question-0b0c5c2e-3f0a-4d7e-9a51-1f2b3c4d5e6f').fold).toContain(
      'accumulated',
    );
  });

  it("keep each replay's state apart", () => {
    const first = replayFor('user-1');
    const second = replayFor('user-2');
    first.apply(recorded('user-1', 'UserRegistered', { name: 'Ada' }));
    expect(second.apply(recorded('user-2', 'UserRegistered', { name: 'Bo' }))).toEqual({ name: 'Bo' });
  });
});
