import { describe, expect, it } from '@jest/globals';
import type { ProspectStatus } from '../prospects/prospect-status.js';
import { compareByActivity, invitationActivityScore } from './activity-score.js';
import { invitationGroup } from './invitation-groups.js';
import { invitationPublicLink } from './invitation-messages.js';
import { invitationSlug, isValidInvitationSlug } from './invitation-slug.js';

const now = new Date('2026-11-21T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

describe('invitation slug', () => {
  it('keeps the operator’s own text, trimmed', () => {
    expect(invitationSlug('Ada Lovelace', '  ada-at-acme ', now)).toBe('ada-at-acme');
  });

  it('derives one from the name plus a timestamp when none is given', () => {
    expect(invitationSlug('Ada  Lovelace', '', now)).toBe(`ada-lovelace-${now.getTime()}`);
    expect(invitationSlug("Zoë O'Brien-Smith", undefined, now)).toBe(`zo-obrien-smith-${now.getTime()}`);
  });

  it('still produces a usable slug from a name without a single a-z letter', () => {
    const slug = invitationSlug('李小龍', null, now);
    expect(slug).toBe(`invitation-${now.getTime()}`);
    expect(isValidInvitationSlug(slug)).toBe(true);
  });

  it('accepts lower-case words joined by hyphens only', () => {
    expect(isValidInvitationSlug('ada-at-acme-2')).toBe(true);
    for (const bad of ['Ada', 'ada at acme', '-ada', 'ada-', 'ada--acme', 'ada/acme', '', 'a'.repeat(101)]) {
      expect(isValidInvitationSlug(bad)).toBe(false);
    }
  });
});

describe('activity score', () => {
  const prospect = (status: ProspectStatus | null, age: number) => ({ status, createdAt: daysAgo(age) });

  it('is 0 without prospects', () => {
    expect(invitationActivityScore([], now)).toBe(0);
  });

  it('gives 3 per open prospect, 2 per recent one and 1 per prospect', () => {
    expect(invitationActivityScore([prospect('under_review', 30)], now)).toBe(4);
    expect(invitationActivityScore([prospect('under_review', 1)], now)).toBe(6);
    expect(invitationActivityScore([prospect('meeting_held', 1)], now)).toBe(3);
    expect(invitationActivityScore([prospect('rejected', 30)], now)).toBe(1);
    expect(invitationActivityScore([prospect(null, 2)], now)).toBe(3);
  });

  it('counts exactly 7 days as recent and a moment more as not', () => {
    expect(invitationActivityScore([prospect(null, 7)], now)).toBe(3);
    expect(invitationActivityScore([{ status: null, createdAt: daysAgo(7.0001) }], now)).toBe(1);
  });

  it('orders by score, then by the most recent sentAt', () => {
    const rows = [
      { id: 'old-quiet', activityScore: 0, sentAt: daysAgo(9) },
      { id: 'busy', activityScore: 7, sentAt: daysAgo(30) },
      { id: 'new-quiet', activityScore: 0, sentAt: daysAgo(1) },
    ];
    expect(rows.sort(compareByActivity).map((row) => row.id)).toEqual(['busy', 'new-quiet', 'old-quiet']);
  });
});

describe('invitation groups', () => {
  it('puts registered invitations in Registered whatever their status', () => {
    expect(invitationGroup({ status: 'cancelled', isRegistered: true })).toBe('registered');
    expect(invitationGroup({ status: 'active', isRegistered: true })).toBe('registered');
  });

  it('splits the others into active and disabled', () => {
    expect(invitationGroup({ status: 'active', isRegistered: false })).toBe('active');
    expect(invitationGroup({ status: 'cancelled', isRegistered: false })).toBe('disabled');
    expect(invitationGroup({ status: 'declined', isRegistered: false })).toBe('disabled');
  });
});

describe('invitation public link', () => {
  const origin = 'https://app.example';
  const uuid = '3f1c2b0a-1111-4222-8333-944455556666';

  it('is the slug link when the invitation has a slug', () => {
    expect(invitationPublicLink(origin, { uuid, slug: 'sofia-at-globex' })).toBe(
      'https://app.example/invite/sofia-at-globex',
    );
  });

  it('falls back to the uuid link without one', () => {
    for (const slug of [undefined, null, ''])
      expect(invitationPublicLink(origin, { uuid, slug })).toBe(
        `https://app.example/networker_invitation_page/${uuid}`,
      );
  });
});
