import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { streamCategory, streamGrowth } from './stream-index.projector.js';

describe('stream categories', () => {
  it('are the part of the stream name before the first dash', () => {
    expect(streamCategory('prospect-42')).toBe('prospect');
    expect(streamCategory('invitation-7d3c-uuid-parts')).toBe('invitation');
    expect(streamCategory('review-12-operator')).toBe('review');
  });

  it('are the whole name when there is no dash to split on', () => {
    expect(streamCategory('singleton')).toBe('singleton');
    expect(streamCategory('-leading')).toBe('-leading');
  });
});

describe('a batch summed up per stream', () => {
  const at = (second: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, second));
  const event = (streamName: string, revision: bigint, type: string, second: number) =>
    ({ streamName, revision, type, recordedAt: at(second) }) as RecordedEvent;

  it('counts each stream’s events and keeps its first and last as handling them one by one would', () => {
    expect(
      streamGrowth([
        event('prospect-1', 0n, 'ProspectSubmitted', 1),
        event('invitation-2', 4n, 'InvitationClicked', 2),
        event('prospect-1', 1n, 'ProspectStatusChanged', 3),
      ]),
    ).toEqual([
      {
        streamName: 'prospect-1',
        events: 2,
        lastRevision: 1n,
        lastEventType: 'ProspectStatusChanged',
        firstRecordedAt: at(1),
        lastRecordedAt: at(3),
      },
      {
        streamName: 'invitation-2',
        events: 1,
        lastRevision: 4n,
        lastEventType: 'InvitationClicked',
        firstRecordedAt: at(2),
        lastRecordedAt: at(2),
      },
    ]);
  });
});
