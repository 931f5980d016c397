import { describe, expect, it } from '@jest/globals';
import {
  OPERATOR_PROFILE_LIST_FIELDS,
  OPERATOR_PROFILE_TEXT_FIELDS,
  type OperatorProfileSavedData,
  PROFILE_COMPANY_MESSAGES,
} from '@referrals/contracts';
import { ACME, given, GLOBEX, OPERATOR, targetAdded, targetRemoved } from './operator-story.js';

const save = (request: object) => ({
  type: 'SaveOperatorProfile' as const,
  operatorId: OPERATOR,
  request: { email: 'olga@example.com', ...request },
});
const savedData = (decision: unknown) => (decision as [{ data: OperatorProfileSavedData }])[0].data;

describe('the operator’s profile', () => {
  it('is saved whole: text trimmed, omitted fields empty, blank list entries dropped, defaults filled in', () => {
    const data = savedData(
      given().when(save({ fullName: '  Olga Operator ', industries: [' SaaS ', '  ', 'Fintech'] })).decision,
    );
    expect(data.userId).toBe(OPERATOR);
    expect(data.profile.fullName).toBe('Olga Operator');
    expect(data.profile.email).toBe('olga@example.com');
    expect(data.profile.industries).toEqual(['SaaS', 'Fintech']);
    for (const field of OPERATOR_PROFILE_TEXT_FIELDS) expect(typeof data.profile[field]).toBe('string');
    for (const field of OPERATOR_PROFILE_LIST_FIELDS) expect(Array.isArray(data.profile[field])).toBe(true);
    expect(data.profile.title).toBe('');
    expect(data.bountyAmount).toEqual({ amountCents: 50_000, currency: 'USD' });
    expect(data.revenueSharePercent).toBe(5);
  });

  it('takes the spec’s aliases (name, agenda, attendees) for fields not sent under their own names', () => {
    const aliased = savedData(
      given().when(save({ name: 'Olga', agenda: 'Intros', attendees: ['Olga', 'Ben'] })).decision,
    );
    expect(aliased.profile).toMatchObject({
      fullName: 'Olga',
      meetingAgenda: 'Intros',
      meetingAttendees: ['Olga', 'Ben'],
    });
    const both = savedData(given().when(save({ fullName: 'Olga O.', name: 'Ignored' })).decision);
    expect(both.profile.fullName).toBe('Olga O.');
  });

  it('keeps the bounty and revenue share sent, and the latest save’s share is the one in force', () => {
    const data = savedData(given().when(save({ bountyAmount: 750, revenueShare: 10 })).decision);
    expect(data).toMatchObject({ bountyAmount: { amountCents: 75_000 }, revenueSharePercent: 10 });
    const saved = given({ type: 'OperatorProfileSaved', data: { ...data, revenueSharePercent: 12 } });
    expect(saved.state).toMatchObject({ profileSaved: true, revenueSharePercent: 12 });
    expect(given().state).toMatchObject({ profileSaved: false, revenueSharePercent: 5 });
  });
});

describe('the operator’s target companies', () => {
  it('take a company of the catalogue, with the role to meet there; a listed one gets the new role', () => {
    given()
      .when(
        { type: 'AddTargetCompany', operatorId: OPERATOR, companyId: ACME, roleTitle: 'CTO' },
        { companyInCatalogue: true },
      )
      .then(targetAdded(ACME, 'CTO'));
    const listed = given(targetAdded(ACME, 'CTO'), targetAdded(GLOBEX), targetAdded(ACME, 'CFO'));
    expect(listed.state.targetCompanyIds).toEqual([ACME, GLOBEX]);
    listed
      .when(
        { type: 'AddTargetCompany', operatorId: OPERATOR, companyId: ACME, roleTitle: null },
        { companyInCatalogue: true },
      )
      .then(targetAdded(ACME, null));
  });

  it('refuse a company the catalogue does not hold', () => {
    given()
      .when(
        { type: 'AddTargetCompany', operatorId: OPERATOR, companyId: 'nowhere', roleTitle: null },
        { companyInCatalogue: false },
      )
      .thenRefused('listed_company_not_found', PROFILE_COMPANY_MESSAGES.companyNotFound);
  });

  it('lose a company on the list, and refuse to remove one that is not on it (any more)', () => {
    const remove = { type: 'RemoveTargetCompany' as const, operatorId: OPERATOR, companyId: ACME };
    given(targetAdded(ACME), targetAdded(GLOBEX)).when(remove).then(targetRemoved(ACME));
    given(targetAdded(GLOBEX))
      .when(remove)
      .thenRefused('company_not_on_list', PROFILE_COMPANY_MESSAGES.notOnList);
    given(targetAdded(ACME), targetRemoved(ACME)).when(remove).thenRefused('company_not_on_list');
  });

  it('are read only when a company is added', () => {
    expect(() =>
      given().when({ type: 'AddTargetCompany', operatorId: OPERATOR, companyId: ACME, roleTitle: null }),
    ).toThrow(/companyInCatalogue/);
  });
});

describe('the operator’s own company logos', () => {
  it('are recorded on the operator’s stream, for that operator alone', () => {
    const logoUrl = 'https://cdn.example/acme.png';
    given(targetAdded(ACME))
      .when({ type: 'ChooseCompanyLogo', operatorId: OPERATOR, companyId: ACME, logoUrl })
      .then({ type: 'OperatorCompanyLogoChosen', data: { userId: OPERATOR, companyId: ACME, logoUrl } });
  });
});
