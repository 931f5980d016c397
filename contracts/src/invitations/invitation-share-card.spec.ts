import { describe, expect, it } from '@jest/globals';
import type { PublicInvitation } from './invitation-api-types.js';
import { firstName, invitationGreeting, invitationShareCard } from './invitation-share-card.js';

const invitation: PublicInvitation = {
  id: 'f2d1c2a4-0c55-4d7e-9d4b-1e0f5a2b3c4d',
  uuid: 'f2d1c2a4-0c55-4d7e-9d4b-1e0f5a2b3c4d',
  slug: 'nora-networker',
  kind: 'personal',
  status: 'active',
  inviteeName: 'Nora Networker',
  inviteeTitle: null,
  inviteeCompany: null,
  title: null,
  description: null,
  introEmailBounty: '50',
  referralBounty: '250',
  revShareBounty: null,
  revenueSharePercent: 10,
  revenueShareMonths: 12,
  operatorId: '5b8d2c1e-7a4f-4f0e-8c3d-2a1b0c9d8e7f',
  fromUser: 'Dana Demo',
  prospectName: 'Nora Networker',
  prospectTitle: null,
  prospectCompany: null,
  prospectLinkedinUrl: null,
  message: null,
};

const operator = {
  fullName: 'Dana Demo',
  title: 'Head of Sales',
  company: 'Acme',
  profileImageUrl: 'https://images.example.com/dana.jpg',
};

describe('the invitation greeting', () => {
  it('greets a personal invitation by first name, and anyone else as "there"', () => {
    expect(firstName('  Nora   Networker ')).toBe('Nora');
    expect(firstName('Alex')).toBe('Alex');
    expect(invitationGreeting(invitation)).toBe('Hi Nora!');
    expect(invitationGreeting({ ...invitation, kind: 'generic' })).toBe('Hi there!');
    expect(invitationGreeting({ ...invitation, inviteeName: '  ' })).toBe('Hi there!');
  });
});

describe('the card a shared invitation link unfurls into', () => {
  it("names the operator, their company and every bounty, with the operator's photo", () => {
    expect(invitationShareCard(invitation, operator)).toEqual({
      title: 'Dana Demo wants to connect with you',
      description:
        'Hi Nora! Dana Demo (Head of Sales at Acme) asks for your warm introductions. ' +
        'Earn up to $300 for each prospect you introduce, plus 10% of revenue for 12 months: ' +
        '$50 intro · $250 meeting · 10% revenue share for 12 months.',
      imageUrl: 'https://images.example.com/dana.jpg',
    });
  });

  it('says so when no bounty is offered, and leaves out a photo that is not a web address', () => {
    const card = invitationShareCard(
      { ...invitation, introEmailBounty: null, referralBounty: null, revenueSharePercent: 0 },
      { ...operator, title: '', company: '', profileImageUrl: 'data:image/png;base64,AAAA' },
    );
    expect(card.description).toBe(
      'Hi Nora! Dana Demo asks for your warm introductions. No bounties are offered on this invitation yet.',
    );
    expect(card.imageUrl).toBeNull();
  });

  it('names the operator as the invitation does while they have no profile', () => {
    const card = invitationShareCard(invitation, null);
    expect(card.title).toBe('Dana Demo wants to connect with you');
    expect(card.description).toMatch(
      /^Hi Nora! Dana Demo asks for your warm introductions\. Earn up to \$300/,
    );
    expect(card.imageUrl).toBeNull();
  });

  it('no longer advertises the bounties of a closed invitation', () => {
    const card = invitationShareCard({ ...invitation, status: 'cancelled' }, operator);
    expect(card).toEqual({
      title: 'An invitation from Dana Demo',
      description: 'This invitation is no longer active.',
      imageUrl: null,
    });
  });
});
