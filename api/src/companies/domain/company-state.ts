import {
  type COMPANY_STREAM_EVENT_TYPES,
  type CompanyRegisteredData,
  type NewEventOf,
} from '@referrals/contracts';

/** A company's stream (`company-{id}`, the id derived from its name key) folded. */

export type CompanyStreamEventType = (typeof COMPANY_STREAM_EVENT_TYPES)[number];

export interface CompanyState {
  /** The company as registered; null before. */
  registered: CompanyRegisteredData | null;
}

export const initialCompanyState: CompanyState = { registered: null };

export type CompanyEvent = NewEventOf<CompanyStreamEventType>;

export function evolveCompany(state: CompanyState, event: CompanyEvent): CompanyState {
  switch (event.type) {
    case 'CompanyRegistered':
      // The first registration stands.
      return state.registered ? state : { registered: event.data };
  }
}
