/** The operator's profile as the API answers and accepts it (spec 001 section 3). */
export interface OperatorProfile {
  userId: string;
  fullName: string;
  title: string;
  company: string;
  location: string;
  /** Shown on the invitation page's operator card (falls back to location, then SF). */
  region: string;
  linkedinUrl: string;
  websiteUrl: string;
  scheduleLink: string;
  email: string;
  phone: string;
  introMessage: string;
  bio: string;
  profileImageUrl: string;
  backgroundImageUrl: string;
  productName: string;
  productSummary: string;
  productDescription: string;
  prospectsTitle: string;
  prospectsDescription: string;
  targetProspects: string[];
  customers: string[];
  useCases: string[];
  industries: string[];
  seniorityLevels: string[];
  functions: string[];
  meetingFormat: string;
  meetingAgenda: string;
  /** Who joins the meeting from the operator's side, one entry each. */
  meetingAttendees: string[];
  /** What the networker's contact may prepare before the meeting. */
  prepNotes: string;
  timeZoneDisplay: string;
  /** The first line of the invitation page's pitch, under "Hi {name}!". */
  greetingLine: string;
  /** The operator's ask in their own words, shown on the invitation page. */
  specificAskText: string;
  /** A line from a customer or a colleague, shown with the operator's card. */
  trustQuote: string;
  /** How the operator pays bounties, in their words (e.g. "PayPal within 24 hours"). */
  payoutMethod: string;
  /** The operator's own terms for introductions, shown with the earnings. */
  terms: string;
  /** The operator's private notes: no invitation shows them. */
  notes: string;
  additionalNotes: string;
  /** Where the operator's notification emails go instead of the account email; private. */
  overrideEmail: string;
  /** A direct line shown only to networkers who accepted one of the operator's invitations. */
  directEmail: string;
  directPhone: string;
  /** Whole dollars, default 500 (spec). */
  bountyAmount: number;
  /** Percent, default 5 (spec). */
  revenueShare: number;
}

/**
 * The profile as GET /api/operator-profile/{userId} answers it: every field, and the spec's other
 * names of three of them (also accepted in their place by the PUT).
 */
export type OperatorProfileAnswer = OperatorProfile & {
  name: string;
  agenda: string;
  attendees: string[];
};

export type OperatorProfileInput = Omit<OperatorProfile, 'userId'>;

/**
 * PUT /api/operator-profile/{userId}: the whole profile (omitted fields are saved empty); the spec's
 * aliases name, agenda and attendees are accepted in place of fullName, meetingAgenda and meetingAttendees.
 */
export type OperatorProfileRequest = Partial<OperatorProfileInput> &
  Partial<Pick<OperatorProfileAnswer, 'name' | 'agenda' | 'attendees'>>;

/** What invitations never show of a profile (the direct line goes to networkers who joined, through their lists). */
export const PRIVATE_OPERATOR_PROFILE_FIELDS = [
  'notes',
  'additionalNotes',
  'overrideEmail',
  'directEmail',
  'directPhone',
] as const satisfies readonly (keyof OperatorProfile)[];

/** The profile as invitations show it to networkers and visitors: the private fields left out. */
export type PublicOperatorProfile = Omit<OperatorProfile, (typeof PRIVATE_OPERATOR_PROFILE_FIELDS)[number]>;

/** The public part of a profile. */
export function publicOperatorProfile(profile: OperatorProfile): PublicOperatorProfile {
  const shown: Partial<OperatorProfile> = { ...profile };
  for (const field of PRIVATE_OPERATOR_PROFILE_FIELDS) delete shown[field];
  return shown as PublicOperatorProfile;
}

export const OPERATOR_PROFILE_DEFAULTS = { bountyAmount: 500, revenueShare: 5 } as const;

/** Text fields of the profile, in the editor's order. */
export const OPERATOR_PROFILE_TEXT_FIELDS = [
  'fullName',
  'title',
  'company',
  'location',
  'region',
  'linkedinUrl',
  'websiteUrl',
  'scheduleLink',
  'email',
  'phone',
  'introMessage',
  'bio',
  'profileImageUrl',
  'backgroundImageUrl',
  'productName',
  'productSummary',
  'productDescription',
  'prospectsTitle',
  'prospectsDescription',
  'meetingFormat',
  'meetingAgenda',
  'prepNotes',
  'timeZoneDisplay',
  'greetingLine',
  'specificAskText',
  'trustQuote',
  'payoutMethod',
  'terms',
  'notes',
  'additionalNotes',
  'overrideEmail',
  'directEmail',
  'directPhone',
] as const satisfies readonly (keyof OperatorProfileInput)[];

export const OPERATOR_PROFILE_LIST_FIELDS = [
  'targetProspects',
  'customers',
  'useCases',
  'industries',
  'seniorityLevels',
  'functions',
  'meetingAttendees',
] as const satisfies readonly (keyof OperatorProfileInput)[];

type ProfileTextField = (typeof OPERATOR_PROFILE_TEXT_FIELDS)[number];
type ProfileListField = (typeof OPERATOR_PROFILE_LIST_FIELDS)[number];

/**
 * A stored profile with every field: profiles saved before a field existed lack it, and read as
 * if it had been left empty.
 */
export function completeOperatorProfile<Profile extends Partial<OperatorProfile>>(
  stored: Profile,
): Profile & Pick<OperatorProfile, ProfileTextField | ProfileListField> {
  const blanks = {} as Pick<OperatorProfile, ProfileTextField | ProfileListField>;
  for (const field of OPERATOR_PROFILE_TEXT_FIELDS) blanks[field] = '';
  for (const field of OPERATOR_PROFILE_LIST_FIELDS) blanks[field] = [];
  return { ...blanks, ...stored };
}

/** The profile with the spec's aliases beside their fields. */
export function operatorProfileAnswer(profile: OperatorProfile): OperatorProfileAnswer {
  const complete = completeOperatorProfile(profile);
  return {
    ...complete,
    name: complete.fullName,
    agenda: complete.meetingAgenda,
    attendees: complete.meetingAttendees,
  };
}

/** The fields the spec marks with a red *: an invitation can only be sent once all are filled. */
export const REQUIRED_PROFILE_FIELDS: ReadonlyArray<{ field: keyof OperatorProfileInput; label: string }> = [
  { field: 'fullName', label: 'Full Name' },
  { field: 'title', label: 'Title' },
  { field: 'location', label: 'Location' },
  { field: 'linkedinUrl', label: 'LinkedIn URL' },
  { field: 'company', label: 'Company' },
  { field: 'websiteUrl', label: 'Website URL' },
  { field: 'email', label: 'Email' },
  { field: 'prospectsDescription', label: 'Prospects Description' },
  { field: 'targetProspects', label: 'Target Companies' },
  { field: 'productSummary', label: 'Product Summary' },
  { field: 'productDescription', label: 'Product Description' },
  { field: 'useCases', label: 'Use Cases' },
  { field: 'customers', label: 'Customers' },
];

export const OPERATOR_PROFILE_MESSAGES = {
  invalidEmail: 'Please provide a valid email address',
  emptyListEntry: 'List entries (use cases, target companies, customers) must not be empty.',
  saveFailedTitle: 'Error saving profile',
  saveFailedText: 'There was an error saving your profile. Please try again.',
  savedTitle: 'Profile saved!',
  savedText: 'Your profile has been updated successfully.',
  setupCompleteTitle: 'Profile setup complete!',
  notFound: 'Profile not found',
} as const;

function filled(value: unknown): boolean {
  if (Array.isArray(value)) return value.some((entry) => typeof entry === 'string' && entry.trim() !== '');
  return typeof value === 'string' && value.trim() !== '';
}

/** Labels of the required fields still empty; an empty list means the profile is complete. */
export function missingProfileFields(profile: Partial<OperatorProfileInput> | null): string[] {
  return REQUIRED_PROFILE_FIELDS.filter(({ field }) => !filled(profile?.[field])).map(({ label }) => label);
}

/** The spec's email rule for the profile: it must contain an @. */
export function isProfileEmail(email: string): boolean {
  return email.trim().includes('@');
}

/** The /profile page sends an operator to the editor while title, company or intro message is missing. */
export function needsProfileSetup(profile: Partial<OperatorProfileInput> | null): boolean {
  return !filled(profile?.title) || !filled(profile?.company) || !filled(profile?.introMessage);
}
