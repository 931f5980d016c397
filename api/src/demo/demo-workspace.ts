import type { OperatorProfileInput } from '@referrals/contracts';
import type { NewInvitation } from '../invitations/index.js';
import type { BountiesDto } from '../invitations/index.js';

/** The demo operator's profile: every required field filled, so inviting works at once. */
export const DEMO_PROFILE: OperatorProfileInput = {
  fullName: 'Dana Demo',
  title: 'Head of Partnerships',
  company: 'Acme Analytics',
  location: 'San Francisco, CA',
  region: 'San Francisco',
  linkedinUrl: 'https://www.linkedin.com/in/dana-demo',
  websiteUrl: 'acme-analytics.example',
  scheduleLink: '',
  email: 'demo@bold.test',
  phone: '',
  introMessage:
    'I help revenue teams see which deals will close. Know someone who runs sales? I would love an intro.',
  bio: '',
  profileImageUrl: '',
  backgroundImageUrl: '',
  productName: 'Acme Forecast',
  productSummary: 'Pipeline analytics for B2B sales teams',
  productDescription:
    'Acme Forecast reads your CRM and tells you, every Monday, which deals will close this quarter and why.',
  prospectsTitle: 'Sales leaders',
  prospectsDescription: 'VPs of Sales and RevOps leaders at SaaS companies with 50 to 500 people',
  targetProspects: ['Stripe', 'Notion', 'Figma', 'Airtable'],
  customers: ['Linear', 'Vercel'],
  useCases: ['Weekly forecast calls', 'Board reporting', 'Deal risk alerts'],
  industries: ['Software'],
  seniorityLevels: ['VP'],
  functions: ['Sales'],
  meetingFormat: '30-minute video call',
  meetingAgenda: 'A short look at your pipeline and how teams like yours forecast.',
  meetingAttendees: ['Dana Demo, Head of Partnerships', 'Sam Lee, Solutions Engineer'],
  prepNotes: 'Nothing to prepare: bring last quarter’s forecast if it is handy.',
  timeZoneDisplay: 'America/Los_Angeles',
  greetingLine: 'You know the sales leaders I would love to meet.',
  specificAskText: 'An introduction to a VP of Sales who still forecasts in spreadsheets.',
  trustQuote: '“Dana’s team changed how we run our Monday forecast.” (RevOps lead, Linear)',
  payoutMethod: 'PayPal or direct deposit within 24 hours of the meeting',
  terms: 'Bounties are paid for contacts who take the meeting; no payment for cold or unqualified intros.',
  notes: '',
  additionalNotes: '',
  overrideEmail: '',
  directEmail: '',
  directPhone: '',
  bountyAmount: 250,
  revenueShare: 5,
};

export const DEMO_INVITATION: Omit<NewInvitation, 'bounties'> & { bounties: BountiesDto } = {
  kind: 'personal',
  inviteeName: 'Nora Networker',
  inviteeTitle: 'Partner',
  inviteeCompany: 'Northwind Ventures',
  inviteeEmail: null,
  inviteeLinkedinUrl: null,
  title: null,
  description: null,
  maxRegistrations: null,
  // The spec's test invitation: $50 for the intro, $250 for the meeting.
  bounties: { introEmailBounty: 50, referralBounty: 250, revShareBounty: 1000 },
};

/**
 * The demo operator's public page, `/invite/dana-demo`: an open invitation anyone may take, so a
 * newcomer sees (and can try) what a networker sees without being invited first.
 */
export const DEMO_PAGE_SLUG = 'dana-demo';

export const DEMO_OPEN_INVITATION: Omit<NewInvitation, 'bounties'> & { bounties: BountiesDto } = {
  kind: 'generic',
  inviteeName: 'Intros to sales leaders',
  inviteeTitle: null,
  inviteeCompany: null,
  inviteeEmail: null,
  inviteeLinkedinUrl: null,
  title: 'Intros to sales leaders',
  description:
    'Every introduction is double opt-in: you suggest a contact, I review the fit, you ask them, they agree, ' +
    'and only then do we meet for a 30-minute video call. Bounties are paid within 24 hours of each step, ' +
    'revenue share runs for 12 months, and a 1099 is issued each year.',
  maxRegistrations: null,
  bounties: { introEmailBounty: 50, referralBounty: 500, revShareBounty: 1000 },
};

export const DEMO_PROSPECTS = [
  { prospectName: 'Priya Patel', prospectTitle: 'VP Sales', prospectCompany: 'Stripe' },
  { prospectName: 'Marcus Lee', prospectTitle: 'Head of RevOps', prospectCompany: 'Notion' },
];
