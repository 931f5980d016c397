/** What can be asked of a networker's stream, the facts a decision needs, and why one is refused. */

interface OnNetworker {
  networkerUserId: string;
}

export type NetworkerCommand =
  | (OnNetworker & {
      type: 'AddIntroCompany';
      companyId: string;
      notes: string | null;
      verified: boolean;
    })
  | (OnNetworker & { type: 'RemoveIntroCompany'; companyId: string });

/** What the handler loads (only when a company is added). */
export interface NetworkerFacts {
  /** Whether the company is in the shared catalogue. */
  companyInCatalogue?: boolean;
}

/** The same words as the operator's target companies: a company not in the catalogue, or not on the list. */
export type NetworkerRefusalCode = 'listed_company_not_found' | 'company_not_on_list';
