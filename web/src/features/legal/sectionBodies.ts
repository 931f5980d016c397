import type { LegalSectionId } from '@referrals/contracts';
import type { ReactNode } from 'react';
import { agreementSections } from './sections/agreementSections';
import { bountySections } from './sections/bountySections';
import { privacySections } from './sections/privacySections';

/** Each section's text; the type makes a section of the contracts' list without a text a build error. */
export const SECTION_BODIES: Record<LegalSectionId, ReactNode> = {
  ...agreementSections,
  ...bountySections,
  ...privacySections,
};
