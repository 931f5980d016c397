/** Longest revenue share the API accepts, in months. */
export const MAX_REVENUE_SHARE_MONTHS = 120;

/** The spec's wording for the invitations panel and the preview, shared by server and web. */
export const INVITATION_MESSAGES = {
  nameRequiredTitle: 'Name Required',
  fullNameRequired: "Please enter the networker's full name.",
  validNameRequired: 'Please enter a valid name.',
  completeProfileFirst: 'Complete Profile First',
  profileIncompleteTitle: 'Fill in Required Profile Fields before sending an Invitation',
  profileIncompleteNotice: 'Complete all required fields marked with a red * in your profile.',
  createdTitle: 'Invitation Created!',
  createdText: 'Your personalized invitation link is ready to share.',
  createFailedTitle: 'Creation Failed',
  updatedTitle: 'Invitation Updated!',
  updateFailedTitle: 'Update Failed',
  linkCopied: 'Link Copied!',
  qrFailed: 'Failed to generate QR code. Please try again.',
  notFound: 'Invitation not found',
  slugTaken: 'This link name is already in use. Please choose another one.',
  slugInvalid: 'Link names may only use lower-case letters, numbers and hyphens.',
  bountyNegative: 'Bounties cannot be negative.',
  bountyPrecision: 'Bounties are amounts in dollars with at most two decimals.',
  bountyTooLarge: 'Bounties can be at most $1,000,000.',
  revenueSharePercent: 'The revenue share is a percentage from 0 to 100, with at most two decimals.',
  revenueShareMonths: `The revenue share runs for a whole number of months, from 1 to ${MAX_REVENUE_SHARE_MONTHS}.`,
  genericTitleRequired: 'Please enter a title for the invitation.',
  maxRegistrations: 'The number of registrations must be a whole number of at least 1.',
  nothingToUpdate: 'Send networkerFirstName or isActive to update an invitation.',
  noInvitations: 'No invitations created yet',
  noInvitationsInGroup: 'No invitations in this category',
  previewBadge: 'Preview Mode - Not Counting Clicks',
  previewUnavailable: 'Preview Not Available',
  previewMessageSent: 'Message Sent! (Preview Mode)',
} as const;

/** Largest bounty the API accepts, in dollars. */
export const MAX_BOUNTY_DOLLARS = 1_000_000;

/** The invitation's QR code (spec: 256 px wide, margin 2), downloaded under the slug's name. */
export const INVITATION_QR = { width: 256, margin: 2 } as const;
export const invitationQrFileName = (slug: string): string => `invitation-qr-${slug}.png`;

/** The preview shows at most 9 target prospects and 6 customers. */
export const INVITATION_PREVIEW_LIMITS = { targetProspects: 9, customers: 6 } as const;

/** The invitation's uuid link: the site origin plus /networker_invitation_page/{uuid}. */
const invitationLink = (origin: string, uuid: string): string =>
  `${origin}/networker_invitation_page/${uuid}`;

/**
 * The link an invitation is shared by, everywhere (card, copy, QR code, emails): its slug's
 * /invite/{slug} when it has one (the operator's chosen link name), else the uuid link.
 */
export const invitationPublicLink = (
  origin: string,
  invitation: { uuid: string; slug?: string | null },
): string =>
  invitation.slug
    ? `${origin}/invite/${encodeURIComponent(invitation.slug)}`
    : invitationLink(origin, invitation.uuid);

/** The list refetches this often while live updates are down (spec: 60 s). */
export const INVITATION_LIST_POLL_MS = 60_000;
