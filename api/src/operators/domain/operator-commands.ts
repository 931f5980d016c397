import type { OperatorProfileRequest } from '@referrals/contracts';

/** What can be asked of an operator's stream, the facts a decision needs, and why one is refused. */

interface OnOperator {
  operatorId: string;
}

export type OperatorCommand =
  /** The whole profile, as the editor sends it (checked by the DTO); omitted fields are saved empty. */
  | (OnOperator & { type: 'SaveOperatorProfile'; request: OperatorProfileRequest })
  | (OnOperator & { type: 'AddTargetCompany'; companyId: string; roleTitle: string | null })
  | (OnOperator & { type: 'RemoveTargetCompany'; companyId: string })
  /** The logo the operator gave a company, shown to them only (the catalogue keeps the server's). */
  | (OnOperator & { type: 'ChooseCompanyLogo'; companyId: string; logoUrl: string });

/** What the handler loads (only when a company is added). */
export interface OperatorFacts {
  /** Whether the company is in the shared catalogue. */
  companyInCatalogue?: boolean;
}

export type OperatorRefusalCode = 'listed_company_not_found' | 'company_not_on_list';
