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
  timeZoneDisplay: string;
  /** Whole dollars, default 500 (spec). */
  bountyAmount: number;
  /** Percent, default 5 (spec). */
  revenueShare: number;
}

export type OperatorProfileInput = Omit<OperatorProfile, 'userId'>;

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
  'timeZoneDisplay',
] as const satisfies readonly (keyof OperatorProfileInput)[];

export const OPERATOR_PROFILE_LIST_FIELDS = [
  'targetProspects',
  'customers',
  'useCases',
  'industries',
  'seniorityLevels',
  'functions',
] as const satisfies readonly (keyof OperatorProfileInput)[];

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
