/** The registration modal's onboarding: 4 steps; the continue option appears after 1 s. */
export const ONBOARDING_STEP_COUNT = 4;
export const ONBOARDING_CONTINUE_DELAY_MS = 1_000;
/** The modal checks the email 800 ms after typing stops; the registration form after 500 ms. */
export const MODAL_EMAIL_CHECK_DEBOUNCE_MS = 800;
export const FORM_EMAIL_CHECK_DEBOUNCE_MS = 500;
/** The contact wizard reveals its guidelines after 1 s. */
export const GUIDELINE_REVEAL_DELAY_MS = 1_000;
export const CONTACT_WIZARD_STEP_COUNT = 3;

/** At most this many new contacts ride along with one registration or acceptance. */
export const MAX_NEW_CONTACTS_PER_ACCEPTANCE = 25;
/**
 * At most this many answers to recommendations ride along with one acceptance: each is a
 * recommendation of the invitation, and an invitation page shows a handful, never hundreds.
 */
export const MAX_PROSPECT_APPROVALS_PER_ACCEPTANCE = 200;
/** Contacts a visitor can keep with the session before registering. */
export const MAX_PRE_AUTH_CONTACTS = 25;

/** Field lengths of a contact (names and companies short, notes a paragraph). */
export const CONTACT_LIMITS = {
  name: 200,
  title: 200,
  company: 200,
  linkedinUrl: 500,
  notes: 2_000,
} as const;

/** The landing page keeps the visitor's answers and contacts in session storage per slug (spec keys). */
export const prospectApprovalsStorageKey = (slug: string): string => `prospectApprovals_${slug}`;
export const additionalContactsStorageKey = (slug: string): string => `additionalContacts_${slug}`;
