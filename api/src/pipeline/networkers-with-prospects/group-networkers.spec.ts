import { describe, expect, it } from '@jest/globals';
import { groupNetworkers, type NetworkerRow, type ProspectRow } from './group-networkers.js';

const networker = (invitationId: string, networkerUserId: string): NetworkerRow => ({
  invitationId,
  networkerUserId,
  networkerName: networkerUserId,
  networkerTitle: null,
  networkerCompany: null,
  networkerProfileImageUrl: null,
  acceptedAt: '2025-01-01T00:00:00.000Z',
});

const prospect = (id: string, invitationId: string, networkerUserId: string): ProspectRow => ({
  id,
  invitationId,
  networkerUserId,
  prospectName: id,
  prospectTitle: null,
  prospectCompany: null,
  prospectLinkedinUrl: null,
  networkerNotes: null,
  protectedUntil: null,
  sourceType: 'networker_added',
  status: 'submitted',
  dealWon: false,
  terms: null,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

const step = (prospectId: string, status: 'submitted' | 'under_review', notes: string | null) => ({
  prospectId,
  status,
  notes,
  updatedAt: '2025-01-02T00:00:00.000Z',
  updatedBy: 'Dana',
});

describe('networkers with their prospects', () => {
  it('puts each prospect under the networker who brought it on that invitation, with its timeline', () => {
    const grouped = groupNetworkers(
      [networker('inv-1', 'nora'), networker('inv-2', 'nora'), networker('inv-1', 'sam')],
      [prospect('p1', 'inv-1', 'nora'), prospect('p2', 'inv-2', 'nora'), prospect('p3', 'inv-1', 'nora')],
      [step('p1', 'submitted', null), step('p1', 'under_review', 'Call on Monday')],
    );
    expect(grouped.map((row) => [row.invitationId, row.networkerUserId, row.prospectCount])).toEqual([
      ['inv-1', 'nora', 2],
      ['inv-2', 'nora', 1],
      ['inv-1', 'sam', 0],
    ]);
    const p1 = grouped[0]!.prospects[0]!;
    expect(p1.timeline.map((entry) => entry.status)).toEqual(['submitted', 'under_review']);
    expect(p1.timeline[0]).not.toHaveProperty('prospectId');
    expect(p1).not.toHaveProperty('invitationId');
  });

  it('keeps the latest notes of the timeline as the status notes', () => {
    const [row] = groupNetworkers(
      [networker('inv-1', 'nora')],
      [prospect('p1', 'inv-1', 'nora'), prospect('p2', 'inv-1', 'nora')],
      [step('p1', 'submitted', 'First'), step('p1', 'under_review', null)],
    );
    expect(row!.prospects.map((p) => p.statusNotes)).toEqual(['First', null]);
  });
});
