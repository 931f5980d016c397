import type { JoinWaitlistAnswer, JoinWaitlistRequest } from '@referrals/contracts';
import { api } from '../../api/client';

/** The fields as the form holds them: the phone may be left empty. */
export interface WaitlistFields {
  fullName: string;
  email: string;
  linkedinUrl: string;
  phone?: string;
}

/** Sends the form; a blank phone is left out rather than sent empty. */
export function joinWaitlist(fields: WaitlistFields): Promise<JoinWaitlistAnswer> {
  const phone = fields.phone?.trim();
  const body: JoinWaitlistRequest = {
    fullName: fields.fullName.trim(),
    email: fields.email.trim(),
    linkedinUrl: fields.linkedinUrl.trim(),
    ...(phone ? { phone } : {}),
  };
  return api('POST /api/waitlist/sales-operator', { body });
}
