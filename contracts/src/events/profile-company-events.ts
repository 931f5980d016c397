/**
 * Companies attached to a profile: the operator's target companies (with the role they want
 * to meet there), the logos an operator gave companies for their own views, and the networker's
 * intro companies (where they can make introductions).
 */
export const PROFILE_COMPANY_EVENT_TYPES = {
  targetCompanyAdded: 'OperatorTargetCompanyAdded',
  targetCompanyRemoved: 'OperatorTargetCompanyRemoved',
  companyLogoChosen: 'OperatorCompanyLogoChosen',
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

/**
 * An operator gave a company a logo of their own (find-or-create's logoUrl): shown to that operator
 * only. The shared catalogue's logo comes from the server's own lookup (ADR 0028).
 */
export interface OperatorCompanyLogoChosenData {
  userId: string;
  companyId: string;
  logoUrl: string;
}
