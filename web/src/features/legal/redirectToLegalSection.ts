import type { LegalSectionId } from '@referrals/contracts';
import { redirect } from '@tanstack/react-router';

/** A route's beforeLoad that sends its visitor to one section of the legal page, replacing the address. */
export const redirectToLegalSection = (section: LegalSectionId) => (): void => {
  redirect({ to: '/legal', hash: section, replace: true, throw: true });
};
