import { describe, expect, it } from '@jest/globals';
import { PROFILE_COMPANY_MESSAGES } from '@referrals/contracts';
import { ACME, given, GLOBEX, introAdded, introRemoved, NETWORKER } from './networker-story.js';

const add = (companyId: string, notes: string | null = null, verified = false) => ({
  type: 'AddIntroCompany' as const,
  networkerUserId: NETWORKER,
  companyId,
  notes,
  verified,
});
const remove = (companyId: string) => ({
  type: 'RemoveIntroCompany' as const,
  networkerUserId: NETWORKER,
  companyId,
});

describe('the networker’s intro companies', () => {
  it('take a company of the catalogue, with notes and whether the networker verified the contact', () => {
    given()
      .when(add(ACME, 'Know the CTO', true), { companyInCatalogue: true })
      .then(introAdded(ACME, 'Know the CTO', true));
  });

  it('keep one place per company: adding a listed one again only changes its notes', () => {
    const listed = given(introAdded(ACME), introAdded(GLOBEX), introAdded(ACME, 'Changed'));
    expect(listed.state.introCompanyIds).toEqual([ACME, GLOBEX]);
    listed.when(add(ACME, 'Again'), { companyInCatalogue: true }).then(introAdded(ACME, 'Again'));
  });

  it('refuse a company the catalogue does not hold', () => {
    given()
      .when(add('nowhere'), { companyInCatalogue: false })
      .thenRefused('listed_company_not_found', PROFILE_COMPANY_MESSAGES.companyNotFound);
  });

  it('lose a company on the list, and refuse to remove one that is not on it (any more)', () => {
    given(introAdded(ACME), introAdded(GLOBEX)).when(remove(GLOBEX)).then(introRemoved(GLOBEX));
    given().when(remove(ACME)).thenRefused('company_not_on_list', PROFILE_COMPANY_MESSAGES.notOnList);
    given(introAdded(ACME), introRemoved(ACME)).when(remove(ACME)).thenRefused('company_not_on_list');
  });

  it('are read only when a company is added', () => {
    expect(() => given().when(add(ACME))).toThrow(/companyInCatalogue/);
  });
});
