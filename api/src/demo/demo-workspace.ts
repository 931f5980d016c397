import type { BountyKind, OperatorProfileInput, ProspectStatus } from '@referrals/contracts';
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

/** Who brought a contact in: Nora through her personal invitation, Omar and Grace through the public page. */
export type DemoNetworkerKey = 'nora' | 'omar' | 'grace';

/** A contact of the demo workspace and how far the operator has taken it. */
export interface DemoContact {
  networker: DemoNetworkerKey;
  prospectName: string;
  prospectTitle: string;
  prospectCompany: string;
  networkerNotes?: string;
  /** Where the operator has moved it, one pipeline step at a time from submitted. */
  status: ProspectStatus;
  /** The notes of its last move; a rejection's reason. */
  notes?: string;
  /** Bounties the operator approved, then those paid (each paid one is approved first). */
  approve?: BountyKind[];
  pay?: BountyKind[];
}

/** Priya, recommended by Dana on Nora's invitation: approved by Nora, taken all the way to a won deal. */
export const DEMO_RECOMMENDATION_TAKEN = 'Priya Patel';
export const DEMO_WON_DEAL_VALUE = 48_000;

/** The contacts the networkers submitted, one at every stage of the pipeline. */
export const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    networker: 'nora',
    prospectName: 'Elena Rossi',
    prospectTitle: 'Chief Revenue Officer',
    prospectCompany: 'Figma',
    networkerNotes: 'We sat on a panel together; she is rebuilding their forecast process this quarter.',
    status: 'meeting_scheduled',
    approve: ['intro'],
  },
  {
    networker: 'nora',
    prospectName: 'Ben Carter',
    prospectTitle: 'VP Sales',
    prospectCompany: 'Webflow',
    status: 'under_review',
  },
  {
    networker: 'omar',
    prospectName: 'Sofia Martinez',
    prospectTitle: 'VP Sales',
    prospectCompany: 'Airtable',
    networkerNotes: 'Former colleague; she asked me about forecasting tools last month.',
    status: 'intro_made',
    pay: ['intro'],
  },
  {
    networker: 'omar',
    prospectName: 'James Chen',
    prospectTitle: 'Director of Sales Operations',
    prospectCompany: 'Loom',
    status: 'meeting_held',
    pay: ['intro'],
  },
  {
    networker: 'omar',
    prospectName: 'David Okafor',
    prospectTitle: 'Head of Sales',
    prospectCompany: 'Retool',
    status: 'rejected',
    notes: 'Already a customer or in talks: Retool signed with us last year. Thank you for thinking of them.',
  },
  {
    networker: 'grace',
    prospectName: 'Hannah Berg',
    prospectTitle: 'VP Revenue',
    prospectCompany: 'Miro',
    networkerNotes: 'I ran their RevOps audit in 2024.',
    status: 'submitted',
  },
  {
    networker: 'grace',
    prospectName: 'Tom Walsh',
    prospectTitle: 'Sales Director',
    prospectCompany: 'Canva',
    status: 'approved',
  },
];

/** The open dispute: Omar says the meeting bounty for James Chen is still not approved. */
export const DEMO_DISPUTE = {
  networker: 'omar' as const,
  prospectName: 'James Chen',
  kind: 'meeting' as const,
  reason: 'bounty_not_paid' as const,
  evidence:
    'The meeting with James took place last Tuesday and Dana confirmed it by message, but the meeting bounty has not been approved yet.',
};

/** Both sides' reviews of the meeting with Priya. */
export const DEMO_REVIEWS = {
  ofNetworker: {
    rating: 5,
    comment: 'Nora’s intro was warm and well timed: Priya arrived knowing exactly why we were talking.',
  },
  ofOperator: {
    rating: 5,
    comment: 'Dana followed up within a day, ran a sharp meeting and paid both bounties promptly.',
  },
};

/** Dana and Nora's conversation, oldest first (about Priya where `aboutPriya`). */
export const DEMO_MESSAGES: ReadonlyArray<{
  from: 'operator' | 'networker';
  text: string;
  aboutPriya: boolean;
}> = [
  {
    from: 'networker',
    text: 'Priya is keen to see how Acme Forecast handles multi-currency pipelines. Shall I loop her in?',
    aboutPriya: true,
  },
  { from: 'operator', text: 'Yes please! I sent her a calendar link for Thursday.', aboutPriya: true },
  {
    from: 'networker',
    text: 'She just told me the call went really well; she is sharing it with her CFO.',
    aboutPriya: true,
  },
  {
    from: 'operator',
    text: 'Thank you, Nora. Both bounties are paid, and they signed this week!',
    aboutPriya: false,
  },
];
