/**
 * Companies attached to a profile: the operator's target companies (with the role they want
 * to meet there) and the networker's intro companies (where they can make introductions).
 */
export const PROFILE_COMPANY_EVENT_TYPES = {
  targetCompanyAdded: 'OperatorTargetCompanyAdded',
  targetCompanyRemoved: 'OperatorTargetCompanyRemoved',
  introCompanyAdded: 'NetworkerIntroCompanyAdded',
  introCompanyRemoved: 'NetworkerIntroCompanyRemoved',
} as const;

export const networkerStream = (userId: string): string => `networker-${userId}`;

export interface TargetCompanyAddedData {
  userId: string;
  companyId: string;
  roleTitle: string | null;
}

export interface IntroCompanyAddedData {
  userId: string;
  companyId: string;
  notes: string | null;
  verified: boolean;
}

export interface ProfileCompanyRemovedData {
  userId: string;
  companyId: string;
}
