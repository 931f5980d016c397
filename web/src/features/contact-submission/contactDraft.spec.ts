import { describe, expect, it } from '@jest/globals';
import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { contactDraftProblem, EMPTY_CONTACT_DRAFT, lookingFor } from './contactDraft';

describe('the contact wizard draft', () => {
  it('needs a name and a company; the LinkedIn profile is optional but must be an address', () => {
    const draft = { ...EMPTY_CONTACT_DRAFT, prospectName: 'Rita Lead', prospectCompany: 'Ramp' };
    expect(contactDraftProblem(draft)).toBeNull();
    expect(contactDraftProblem({ ...draft, prospectName: '  ' })).toBe(M.fillRequiredFields);
    expect(contactDraftProblem({ ...draft, prospectCompany: '' })).toBe(M.fillRequiredFields);
    expect(contactDraftProblem({ ...draft, linkedinUrl: 'https://www.linkedin.com/in/rita' })).toBeNull();
    expect(contactDraftProblem({ ...draft, linkedinUrl: 'not a link' })).toBe(M.contactLinkedinInvalid);
  });

  it('says what the operator looks for from their seniority levels and industries', () => {
    expect(lookingFor({ seniorityLevels: ['VP', 'C-level'], industries: ['Fintech'] })).toBe(
      'VP, C-level in Fintech',
    );
    expect(lookingFor({ seniorityLevels: [], industries: ['Fintech', 'SaaS'] })).toBe('Fintech, SaaS');
    expect(lookingFor({ seniorityLevels: [], industries: [] })).toBeNull();
  });
});
