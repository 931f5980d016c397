/** Longest accepted field values of the waitlist form (the server refuses longer ones). */
export const WAITLIST_LIMITS = {
  fullName: 200,
  email: 254,
  linkedinUrl: 500,
  phone: 40,
} as const;

/** After a successful join the modal shows its message this long, then closes with the form reset (spec). */
export const WAITLIST_CLOSE_AFTER_MS = 2000;

/** The waitlist modal's wording (spec sections 5 and 8), shared by its client-side checks and the API. */
export const WAITLIST_MESSAGES = {
  dialogTitle: 'Join the Sales Operator Waitlist',
  fullNameRequired: 'Full name is required',
  fullNameTooLong: `Full name must be at most ${WAITLIST_LIMITS.fullName} characters`,
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  linkedinUrlRequired: 'LinkedIn URL is required',
  linkedinUrlInvalid: 'Please enter a valid URL, starting with https://',
  linkedinUrlTooLong: `LinkedIn URL must be at most ${WAITLIST_LIMITS.linkedinUrl} characters`,
  phoneInvalid: 'Please enter a valid phone number',
  joined: "Successfully joined the waitlist! We'll be in touch soon.",
  failed: 'Failed to join waitlist',
  networkError: 'Network error. Please try again.',
  tooManyRequests: 'Too many waitlist requests from this address. Please try again later.',
} as const;

/** Digits with the usual separators and an optional leading +; at least 7 digits in all. */
export function isPlausiblePhone(text: string): boolean {
  return /^\+?[\d\s().-]+$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 7;
}
