import { routeParts } from '../routes.js';

/** POST /api/waitlist/sales-operator */
export const WAITLIST_SALES_OPERATOR_PATH = routeParts('POST /api/waitlist/sales-operator').path;

export interface JoinWaitlistRequest {
  fullName: string;
  email: string;
  linkedinUrl: string;
  /** Optional; blank counts as left out. */
  phone?: string | null;
}

/**
 * The same answer whether the address was new or already on the list, so the form tells nobody
 * whether someone else's address is on it.
 */
export interface JoinWaitlistAnswer {
  message: string;
}
