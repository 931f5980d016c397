import { describe, expect, it } from '@jest/globals';
import type { RecordedEvent } from '@referrals/contracts';
import { prospectIdentity } from './prospect-identity.js';

const parties = { prospectId: 'p', invitationId: 'i', operatorId: 'op', networkerUserId: 'n' };

const event = (revision: number, type: string, data: object): RecordedEvent => ({
  id: `e${revision}`,
  type,
  data: { ...parties, ...data },
  metadata: {
    actorUserId: 'n',
    actorRole: 'networker',
    correlationId: 'c',
    causationId: null,
    occurredAt: '2026-11-01T10:00:00Z',
    schemaVersion: 1,
  },
  streamName: 'prospect-p',
  revision: BigInt(revision),
  position: { commit: BigInt(revision + 1), prepare: BigInt(revision + 1) },
  recordedAt: new Date('2026-11-01T10:00:00Z'),
});

describe('who a prospect is, from its own events', () => {
  it('takes what the networker wrote when submitting, and keeps it through a rename', () => {
    const identity = prospectIdentity([
      event(0, 'ProspectSubmitted', {
        sourceType: 'networker_added',
        details: {
          prospectName: 'Priya Patel',
          prospectTitle: 'VP Sales',
          prospectCompany: 'Stripe',
          prospectLinkedinUrl: 'linkedin.com/in/priya',
          networkerNotes: 'We built the EU team together',
        },
      }),
      event(1, 'ProspectStatusChanged', { from: 'submitted', to: 'under_review', notes: null }),
      event(2, 'ProspectRenamed', { prospectName: 'Priya K. Patel' }),
    ]);
    expect(identity).toEqual({
      prospectName: 'Priya K. Patel',
      prospectTitle: 'VP Sales',
      prospectCompany: 'Stripe',
      prospectLinkedinUrl: 'linkedin.com/in/priya',
      networkerNotes: 'We built the EU team together',
      sourceType: 'networker_added',
    });
  });

  it('leaves out what a contact given by its LinkedIn address does not say', () => {
    expect(
      prospectIdentity([
        event(0, 'ProspectSubmitted', {
          sourceType: 'linkedin_url',
          details: { prospectName: 'Jordan Lee', prospectLinkedinUrl: 'https://linkedin.com/in/jordan-lee' },
        }),
      ]),
    ).toEqual({
      prospectName: 'Jordan Lee',
      prospectTitle: null,
      prospectCompany: null,
      prospectLinkedinUrl: 'https://linkedin.com/in/jordan-lee',
      networkerNotes: null,
      sourceType: 'linkedin_url',
    });
  });

  it('follows a recommendation’s latest edit, which replaces its details', () => {
    const identity = prospectIdentity([
      event(0, 'RecommendedProspectAdded', {
        details: { prospectName: 'Sam Smith', prospectTitle: 'CTO', networkerNotes: 'Met at SaaStr' },
      }),
      event(1, 'RecommendedProspectEdited', {
        details: { prospectName: 'Sam Smith', prospectCompany: 'Acme' },
      }),
    ]);
    expect(identity).toMatchObject({
      prospectTitle: null,
      prospectCompany: 'Acme',
      networkerNotes: null,
      sourceType: 'operator_recommended',
    });
  });

  it('knows nobody before the first event', () => {
    expect(prospectIdentity([]).prospectName).toBeNull();
  });
});
