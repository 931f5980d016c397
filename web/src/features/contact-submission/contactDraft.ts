import { NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';

/** The wizard's contact before it is submitted (spec: full name*, company*, LinkedIn profile optional). */
export interface ContactDraft {
  prospectName: string;
  prospectCompany: string;
  linkedinUrl: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { prospectName: '', prospectCompany: '', linkedinUrl: '' };

/** Why the contact cannot go on to review yet, in the spec's words; null when it can. */
export function contactDraftProblem(draft: ContactDraft): string | null {
  if (!draft.prospectName.trim() || !draft.prospectCompany.trim()) return M.fillRequiredFields;
  const url = draft.linkedinUrl.trim();
  if (url && !/^(https?:\/\/)?[^\s/$.?#][^\s]*\.[^\s]+$/i.test(url)) return M.contactLinkedinInvalid;
  return null;
}

/** The operator's 'Looking For' hint: seniority levels, then industries; null when the profile names neither. */
export function lookingFor(profile: { seniorityLevels: string[]; industries: string[] }): string | null {
  const parts = [profile.seniorityLevels.join(', '), profile.industries.join(', ')].filter(Boolean);
  return parts.length ? parts.join(' in ') : null;
}
