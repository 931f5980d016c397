import { describe, expect, it } from '@jest/globals';
import { type ContactClaim, decideContactClaims, type StandingClaim } from './contact-ownership.js';

const now = new Date('2026-11-26T10:00:00.000Z');
const inNinetyDays = new Date('2027-02-24T10:00:00.000Z');

function claimOf(contactKey: string, prospectName = 'Sam Shaw'): ContactClaim {
  return {
    prospectId: `p-${contactKey}`,
    prospectName,
    contactKey,
    claimedAt: now,
    protectedUntil: inNinetyDays,
  };
}

function given(...claims: [string, StandingClaim][]) {
  const standing = new Map(claims);
  return {
    whenNoraClaims: (...claims: ContactClaim[]) => decideContactClaims('nora', claims, standing),
  };
}

describe('the ownership window of a submitted contact', () => {
  it('lets the first networker take a contact nobody holds', () => {
    expect(given().whenNoraClaims(claimOf('name:sam|figma'))).toBeNull();
  });

  it("refuses another networker's contact while its protection lasts, without saying whose it is", () => {
    const refusal = given([
      'name:sam|figma',
      { networkerUserId: 'otto', protectedUntil: new Date('2026-12-01T00:00:00.000Z') },
    ]).whenNoraClaims(claimOf('name:sam|figma'));
    expect(refusal).toEqual({
      refused: 'contact_claimed',
      message:
        "Sam Shaw is already in this operator's pipeline, introduced by another networker, so it cannot be submitted again.",
    });
  });

  it('tells the holder until when the contact is theirs when they submit it again', () => {
    const refusal = given([
      'name:sam|figma',
      { networkerUserId: 'nora', protectedUntil: new Date('2027-02-19T10:00:00.000Z') },
    ]).whenNoraClaims(claimOf('name:sam|figma'));
    expect(refusal?.refused).toBe('contact_claimed');
    expect(refusal?.message).toContain('protected for you until Feb 19, 2027');
  });

  it('passes a contact to a new submitter once its protection has ended, to the very moment', () => {
    const ended = given(['name:sam|figma', { networkerUserId: 'otto', protectedUntil: now }]);
    expect(ended.whenNoraClaims(claimOf('name:sam|figma'))).toBeNull();
  });

  it('refuses a submission naming one contact twice, before anything else', () => {
    const refusal = given().whenNoraClaims(claimOf('linkedin:sam'), claimOf('linkedin:sam', 'Sam S.'));
    expect(refusal).toEqual({
      refused: 'contact_repeated',
      message: 'Sam S. appears more than once in this submission; submit each contact once.',
    });
  });

  it('refuses the whole submission when one of its contacts is held', () => {
    const refusal = given([
      'linkedin:held',
      { networkerUserId: 'otto', protectedUntil: inNinetyDays },
    ]).whenNoraClaims(claimOf('linkedin:free'), claimOf('linkedin:held', 'Hal Held'));
    expect(refusal?.message).toContain('Hal Held is already');
  });
});
