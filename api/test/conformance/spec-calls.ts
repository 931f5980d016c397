import {
  type Conversation,
  CSRF_HEADER,
  type InvitationProspect,
  type NetworkerContact,
  type NotificationItem,
  type PasskeyAuthenticationOptions,
  type PasskeyRegistrationOptions,
  type SessionAnswer,
} from '@referrals/contracts';
import request from 'supertest';
import { STRONG_PASSWORD } from '../support/identity-client.js';
import { decodedBody } from '../support/mailbox.js';
import { walkThroughProvider } from '../support/openid-walk.js';
import { TestBrowser } from '../support/test-browser.js';
import { testSession } from '../support/test-session.js';
import { type Actor, kept, type SpecWorld } from './spec-world.js';

/** One call as a client written against the spec sends it, and what its answer must hold. */
export interface SpecCall {
  /** The row of the spec's call table this call is ("METHOD /path" as the spec writes it). */
  row: string;
  /** Who sends it, with their own session. */
  as: Actor;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: (world: SpecWorld) => string;
  /** The spec's payload; none means no body at all (and so no JSON content type). */
  body?: (world: SpecWorld) => object;
  /** 2xx unless said. */
  status?: number;
  /** Fields the answer must have (dotted paths), each present even when null; for a list, in every item. */
  fields?: readonly string[];
  /** The answer is a list, which must not be empty. */
  list?: boolean;
  /** Further checks of the answer; answers a problem, or null. */
  check?: (answer: unknown, world: SpecWorld) => string | null;
  /** What the world needs before the call that no spec call makes. */
  before?: (world: SpecWorld) => Promise<void>;
  /** What later calls need from the answer. */
  keep?: (answer: unknown, world: SpecWorld) => void;
  /** The spec's client reloads the page afterwards: the actor's next call starts a fresh browser session. */
  reloadsPage?: true;
}

const USER_FIELDS = ['id', 'name', 'username', 'email', 'phone', 'userType'];
const USER_PROFILE_FLAGS = ['hasOperatorProfile', 'hasNetworkerProfile'];

/** The operator profile as the spec's two documents list it (aliases included). */
const OPERATOR_PROFILE_FIELDS = [
  'fullName',
  'name',
  'title',
  'company',
  'linkedinUrl',
  'websiteUrl',
  'scheduleLink',
  'bio',
  'trustQuote',
  'introMessage',
  'profileImageUrl',
  'backgroundImageUrl',
  'productName',
  'productSummary',
  'productDescription',
  'useCases',
  'customers',
  'industries',
  'functions',
  'seniorityLevels',
  'region',
  'notes',
  'additionalNotes',
  'prospectsTitle',
  'prospectsDescription',
  'targetProspects',
  'bountyAmount',
  'revenueShare',
  'terms',
  'meetingFormat',
  'meetingAttendees',
  'attendees',
  'location',
  'agenda',
  'meetingAgenda',
  'prepNotes',
  'payoutMethod',
  'email',
  'phone',
  'overrideEmail',
  'directEmail',
  'directPhone',
  'greetingLine',
  'specificAskText',
  'timeZoneDisplay',
];

/** What the public invitation page uses of the operator's profile (spec 000 section 3). */
const PUBLIC_PROFILE_FIELDS = [
  'fullName',
  'title',
  'company',
  'region',
  'profileImageUrl',
  'backgroundImageUrl',
  'introMessage',
  'productSummary',
  'prospectsDescription',
  'targetProspects',
  'customers',
  'useCases',
  'email',
  'phone',
  'scheduleLink',
  'websiteUrl',
  'linkedinUrl',
  'bountyAmount',
  'revenueShare',
  'seniorityLevels',
  'industries',
  'greetingLine',
  'specificAskText',
  'meetingAttendees',
  'prepNotes',
  'payoutMethod',
];

const INVITATION_FIELDS = [
  'id',
  'uuid',
  'status',
  'inviteeName',
  'operatorId',
  'introEmailBounty',
  'referralBounty',
  'revShareBounty',
  'fromUser',
  'prospectName',
  'prospectTitle',
  'prospectCompany',
  'prospectLinkedinUrl',
  'message',
];

const INVITATION_PAGE_FIELDS = [
  ...INVITATION_FIELDS,
  ...PUBLIC_PROFILE_FIELDS.map((field) => `operatorProfile.${field}`),
];

const NETWORKER_INVITATION_FIELDS = [
  'id',
  'uuid',
  'status',
  'isActive',
  'inviteeName',
  'networkerFirstName',
  'inviteeTitle',
  'inviteeCompany',
  'inviteeLinkedinUrl',
  'inviteeLinkedinImageUrl',
  'clickCount',
  'sentAt',
  'createdAt',
  'introEmailBounty',
  'referralBounty',
  'revShareBounty',
  ...['name', 'fullName', 'company', 'title', 'introMessage', 'profileImageUrl'].map(
    (field) => `operatorProfile.${field}`,
  ),
  ...['websiteUrl', 'linkedinUrl', 'scheduleLink'].map((field) => `operatorProfile.${field}`),
];

const CONTACT_WITH_STATUS_FIELDS = [
  'prospectId',
  'prospectName',
  'prospectTitle',
  'prospectCompany',
  'prospectLinkedinUrl',
  'currentStatus',
  'submittedAt',
  'operatorName',
  'approvalStatus',
  'sourceType',
  'invitationUuid',
];

const REVIEW_FIELDS = [
  'id',
  'submissionId',
  'rating',
  'comment',
  'reviewerType',
  'revieweeType',
  'createdAt',
];

const NOTIFICATION_FIELDS = [
  'id',
  'type',
  'title',
  'message',
  'isRead',
  'createdAt',
  'navigationData',
  'templateVariables',
];

/** navigationData is JSON text with the spec's five keys. */
function navigationKeysProblem(answer: unknown): string | null {
  for (const item of answer as NotificationItem[]) {
    const navigation = JSON.parse(item.navigationData) as object;
    const missing = ['page', 'action', 'target_id', 'scroll', 'expand'].filter(
      (key) => !Object.hasOwn(navigation, key),
    );
    if (missing.length > 0) return `navigationData ${item.navigationData} lacks ${missing.join(', ')}`;
  }
  return null;
}

/** A full operator profile as the profile editor sends it: every field of the spec, the aliases too. */
const FULL_PROFILE = {
  fullName: 'Olga Operator',
  name: 'Olga Operator',
  title: 'Head of Sales',
  company: 'Acme Analytics',
  linkedinUrl: 'https://www.linkedin.com/in/olga-operator',
  websiteUrl: 'acme-analytics.example',
  scheduleLink: 'cal.example/olga',
  bio: 'Twenty years in B2B sales.',
  trustQuote: 'Olga made our forecast honest. (Linear)',
  introMessage: 'I help revenue teams see which deals will close.',
  profileImageUrl: 'https://images.example/olga.png',
  backgroundImageUrl: 'https://images.example/cover.png',
  productName: 'Acme Forecast',
  productSummary: 'Pipeline analytics',
  productDescription: 'Reads your CRM and tells you which deals will close.',
  useCases: ['Forecasting', 'Board reporting'],
  customers: ['Linear'],
  industries: ['Software'],
  functions: ['Sales'],
  seniorityLevels: ['VP'],
  region: 'San Francisco',
  notes: 'Follow up with Nora in May.',
  additionalNotes: 'Prefers mornings.',
  prospectsTitle: 'Sales leaders',
  prospectsDescription: 'VPs of Sales at SaaS companies',
  targetProspects: ['Stripe', 'Notion'],
  bountyAmount: 500,
  revenueShare: 5,
  terms: 'Paid for contacts who take the meeting.',
  meetingFormat: '30-minute video call',
  meetingAttendees: ['Olga Operator', 'Sam Lee'],
  attendees: ['Olga Operator', 'Sam Lee'],
  location: 'San Francisco, CA',
  agenda: 'Your pipeline, then questions.',
  meetingAgenda: 'Your pipeline, then questions.',
  prepNotes: 'Bring last quarter’s forecast.',
  payoutMethod: 'PayPal within 24 hours',
  email: 'olga@acme-analytics.example',
  phone: '+1 415 555 0100',
  overrideEmail: 'alerts@acme-analytics.example',
  directEmail: 'olga.direct@acme-analytics.example',
  directPhone: '+1 415 555 0199',
  greetingLine: 'You know the people I would love to meet.',
  specificAskText: 'An intro to a VP of Sales who forecasts in spreadsheets.',
  timeZoneDisplay: 'America/Los_Angeles',
};

/** The operator creates a personal invitation for this person, keeping its id under `name`. */
function inviting(name: string, inviteeName: string): SpecCall {
  return {
    row: 'POST /api/networker-invitations',
    as: 'operator',
    method: 'POST',
    path: () => '/api/networker-invitations',
    body: () => ({
      prospectName: inviteeName,
      prospectTitle: 'Partner',
      prospectCompany: 'Northwind Ventures',
      prospectLinkedinUrl: 'https://www.linkedin.com/in/invitee',
      targetName: inviteeName,
      targetEmail: 'invitee@northwind.example',
      introEmailBounty: 50,
      referralBounty: 250,
      revShareBounty: 5,
      slug: `${name.toLowerCase()}-${Date.now()}`,
    }),
    keep: (answer, world) => {
      world.kept[name] = (answer as { id: string }).id;
    },
  };
}

/** An account registered on the spec's /register payload, for one of the actors. */
function registering(as: Actor, userType: 'operator' | 'networker', name: string): SpecCall {
  return {
    row: 'POST /api/auth/register',
    as,
    method: 'POST',
    path: () => '/api/auth/register',
    body: (world) => ({
      username: `${as}${Math.floor(Math.random() * 1000)}`,
      password: STRONG_PASSWORD,
      name,
      email: world.emails[as],
      phone: '+1 415 555 0123',
      userType,
      authMethod: 'password',
    }),
    fields: ['user.id', ...USER_FIELDS.map((field) => `user.${field}`)],
    keep: (answer, world) => {
      world.kept[`${as}Id`] = (answer as { user: { id: string } }).user.id;
    },
  };
}

const contactsOf = (answer: unknown) => answer as NetworkerContact[];

/**
 * Every call of both specs' call tables, in an order that builds what the next needs, each with the
 * spec's own payload. The session cookie and the CSRF token (this product's protection of every
 * mutation) go with each call as the web app sends them.
 */
export const SPEC_CALLS: readonly SpecCall[] = [
  // The operator signs up, fills in the profile and the companies.
  registering('operator', 'operator', 'Olga Operator'),
  {
    row: 'GET /api/auth/me',
    as: 'operator',
    method: 'GET',
    path: () => '/api/auth/me',
    fields: [...USER_FIELDS, ...USER_PROFILE_FLAGS],
  },
  {
    row: 'PUT /api/operator-profile/{userId}',
    as: 'operator',
    method: 'PUT',
    path: (world) => `/api/operator-profile/${kept(world, 'operatorId')}`,
    body: () => FULL_PROFILE,
  },
  {
    row: 'GET /api/operator-profile/{userId}',
    as: 'operator',
    method: 'GET',
    path: (world) => `/api/operator-profile/${kept(world, 'operatorId')}`,
    fields: OPERATOR_PROFILE_FIELDS,
    check: (answer) => {
      const profile = answer as typeof FULL_PROFILE;
      // Web addresses typed without their scheme are kept as the https:// address they mean.
      const stored = {
        ...FULL_PROFILE,
        websiteUrl: 'https://acme-analytics.example',
        scheduleLink: 'https://cal.example/olga',
      };
      const changed = Object.entries(stored).filter(
        ([field, value]) =>
          JSON.stringify(profile[field as keyof typeof FULL_PROFILE]) !== JSON.stringify(value),
      );
      return changed.length === 0 ? null : `not kept as sent: ${changed.map(([field]) => field).join(', ')}`;
    },
  },
  {
    row: 'POST /api/companies',
    as: 'operator',
    method: 'POST',
    path: () => '/api/companies',
    body: () => ({ name: 'Stripe', domain: 'stripe.com' }),
    keep: (answer, world) => {
      world.kept.companyId = (answer as { id: string }).id;
    },
  },
  {
    row: 'GET /api/companies',
    as: 'operator',
    method: 'GET',
    path: () => '/api/companies',
    list: true,
    fields: ['name', 'domain', 'logoUrl'],
  },
  {
    row: 'GET /api/companies/{id}',
    as: 'operator',
    method: 'GET',
    path: (world) => `/api/companies/${kept(world, 'companyId')}`,
    fields: ['name', 'domain', 'logoUrl'],
  },
  {
    row: 'POST /api/companies/check',
    as: 'operator',
    method: 'POST',
    path: () => '/api/companies/check',
    body: () => ({ companyInput: 'Stripe | stripe.com' }),
    fields: ['exists', 'logoUrl'],
  },
  {
    row: 'POST /api/companies/find-or-create',
    as: 'operator',
    method: 'POST',
    path: () => '/api/companies/find-or-create',
    body: () => ({ companyInput: 'Acme Analytics | acme-analytics.example', logoUrl: '' }),
  },
  {
    row: 'GET /api/logo/fetch?company={domain or inferred domain}',
    as: 'visitor',
    method: 'GET',
    path: () => '/api/logo/fetch?company=stripe.com',
    fields: ['logo', 'companyName'],
  },
  {
    row: 'POST /api/operator-profiles/{id}/target-companies',
    as: 'operator',
    method: 'POST',
    path: (world) => `/api/operator-profiles/${kept(world, 'operatorId')}/target-companies`,
    body: (world) => ({ companyId: kept(world, 'companyId'), roleTitle: 'VP of Sales' }),
  },
  {
    row: 'GET /api/operator-profiles/{id}/target-companies',
    as: 'operator',
    method: 'GET',
    path: (world) => `/api/operator-profiles/${kept(world, 'operatorId')}/target-companies`,
    list: true,
  },
  {
    row: 'DELETE /api/operator-profiles/{id}/target-companies/{companyId}',
    as: 'operator',
    method: 'DELETE',
    path: (world) =>
      `/api/operator-profiles/${kept(world, 'operatorId')}/target-companies/${kept(world, 'companyId')}`,
  },

  // The operator invites Nora, recommends prospects and manages the invitation.
  inviting('invitation', 'Nora Networker'),
  {
    row: 'POST /api/prospects',
    as: 'operator',
    method: 'POST',
    path: () => '/api/prospects',
    body: (world) => ({
      invitationId: kept(world, 'invitation'),
      prospectName: 'Priya Prospect',
      prospectTitle: 'VP of Sales',
      prospectCompany: 'Stripe',
      prospectLinkedinUrl: 'https://www.linkedin.com/in/priya-prospect',
      prospectEmail: 'priya@stripe.example',
      prospectPhone: '+1 415 555 0111',
      networkerNotes: 'Priya leads the revenue team.',
      profileImageUrl: 'https://images.example/priya.png',
      sourceType: 'operator_recommended',
    }),
    keep: (answer, world) => {
      world.kept.recommended = (answer as { id: string }).id;
    },
  },
  {
    row: 'POST /api/prospects',
    as: 'operator',
    method: 'POST',
    path: () => '/api/prospects',
    body: (world) => ({
      invitationId: kept(world, 'invitation'),
      prospectName: 'Tom Temporary',
      prospectCompany: 'Notion',
      sourceType: 'operator_recommended',
    }),
    keep: (answer, world) => {
      world.kept.removable = (answer as { id: string }).id;
    },
  },
  {
    row: 'PATCH /api/prospects/{id}',
    as: 'operator',
    method: 'PATCH',
    path: (world) => `/api/prospects/${kept(world, 'removable')}`,
    body: () => ({ prospectTitle: 'Head of RevOps', networkerNotes: 'Runs forecasting.' }),
  },
  {
    row: 'DELETE /api/prospects/{id}',
    as: 'operator',
    method: 'DELETE',
    path: (world) => `/api/prospects/${kept(world, 'removable')}`,
  },
  {
    row: 'GET /api/networker-invitations',
    as: 'operator',
    method: 'GET',
    path: () => '/api/networker-invitations',
    list: true,
    fields: NETWORKER_INVITATION_FIELDS,
  },
  {
    row: 'PATCH /api/networker-invitations/{id}',
    as: 'operator',
    method: 'PATCH',
    path: (world) => `/api/networker-invitations/${kept(world, 'invitation')}`,
    body: () => ({ networkerFirstName: 'Nora' }),
  },
  {
    row: 'PATCH /api/networker-invitations/{id}',
    as: 'operator',
    method: 'PATCH',
    path: (world) => `/api/networker-invitations/${kept(world, 'invitation')}`,
    body: () => ({ isActive: true }),
  },
  {
    row: 'invitation bounty update (path not shown)',
    as: 'operator',
    method: 'PUT',
    path: (world) => `/api/networker-invitations/${kept(world, 'invitation')}/bounties`,
    body: (world) => ({
      id: kept(world, 'invitation'),
      introEmailBounty: 50,
      referralBounty: 300,
      revShareBounty: 5,
    }),
  },
  {
    row: 'POST /api/networker-invitations/generic',
    as: 'operator',
    method: 'POST',
    path: () => '/api/networker-invitations/generic',
    body: () => ({
      title: 'Friends of Acme',
      description: 'For our customer advisory board',
      slug: `friends-${Date.now()}`,
      maxRegistrations: 20,
    }),
  },
  {
    row: 'POST /api/networker-registration/batch-status',
    as: 'operator',
    method: 'POST',
    path: () => '/api/networker-registration/batch-status',
    body: (world) => ({ slugs: [kept(world, 'invitation')] }),
    fields: ['statuses'],
  },
  {
    row: 'GET /api/prospects/invitation/{invitationId}',
    as: 'operator',
    method: 'GET',
    path: (world) => `/api/prospects/invitation/${kept(world, 'invitation')}`,
    list: true,
    fields: [
      'id',
      'invitationId',
      'prospectName',
      'prospectTitle',
      'prospectCompany',
      'prospectLinkedinUrl',
      'prospectEmail',
      'prospectPhone',
      'networkerNotes',
      'profileImageUrl',
      'sourceType',
      'status',
      'createdAt',
      'linkedinUrl',
      'networkerName',
      'operatorMessage',
    ],
    check: (answer) =>
      (answer as InvitationProspect[]).some(
        (prospect) => prospect.networkerNotes === 'Priya leads the revenue team.',
      )
        ? null
        : 'the recommendation lost its networkerNotes',
  },

  // Nora opens the invitation, answers its recommendation, sets up a passkey and registers.
  {
    row: 'GET /api/invitations/uuid/{slug}',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/invitations/uuid/${kept(world, 'invitation')}`,
    fields: INVITATION_PAGE_FIELDS,
    check: (answer) => {
      const profile = (answer as { operatorProfile: Record<string, unknown> }).operatorProfile;
      const leaked = ['notes', 'additionalNotes', 'overrideEmail', 'directEmail', 'directPhone'].filter(
        (field) => field in profile,
      );
      return leaked.length === 0 ? null : `the public page shows private fields: ${leaked.join(', ')}`;
    },
  },
  {
    row: 'GET /api/invite/{slug}',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/invite/${kept(world, 'invitation')}`,
    fields: INVITATION_PAGE_FIELDS,
  },
  {
    row: 'GET /api/invite/{operator slug}',
    as: 'visitor',
    method: 'GET',
    path: () => '/api/invite/dana-demo',
    fields: PUBLIC_PROFILE_FIELDS.map((field) => `operatorProfile.${field}`),
  },
  {
    row: 'POST /api/invitations/{uuid}/track-click',
    as: 'networker',
    method: 'POST',
    path: (world) => `/api/invitations/${kept(world, 'invitation')}/track-click`,
  },
  {
    row: 'GET /api/prospects/invitation/{invitationId}',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/prospects/invitation/${kept(world, 'invitation')}`,
    list: true,
    fields: [
      'id',
      'prospectName',
      'prospectTitle',
      'prospectCompany',
      'prospectLinkedinUrl',
      'profileImageUrl',
      'networkerNotes',
      'sourceType',
    ],
    check: (answer) => {
      const leaked = (answer as Record<string, unknown>[]).filter(
        (prospect) => 'prospectEmail' in prospect || 'prospectPhone' in prospect,
      );
      return leaked.length === 0 ? null : 'a visitor sees the prospects’ email or phone';
    },
  },
  {
    row: 'POST /api/auth/check-email',
    as: 'networker',
    method: 'POST',
    path: () => '/api/auth/check-email',
    body: (world) => ({ email: world.emails.networker }),
    fields: ['exists'],
  },
  {
    row: 'POST /api/auth/check-user-status',
    as: 'networker',
    method: 'POST',
    path: () => '/api/auth/check-user-status',
    body: (world) => ({ email: world.emails.networker, invitationUuid: kept(world, 'invitation') }),
    fields: ['exists', 'hasNetworkerProfile'],
  },
  {
    row: 'POST /api/prospects/pre-auth',
    as: 'networker',
    method: 'POST',
    path: () => '/api/prospects/pre-auth',
    body: (world) => ({
      invitationUuid: kept(world, 'invitation'),
      prospectData: {
        prospectName: 'Carl Contact',
        prospectTitle: 'CRO',
        prospectCompany: 'Figma',
        prospectLinkedinUrl: 'https://www.linkedin.com/in/carl-contact',
        networkerNotes: 'We worked together at Dropbox.',
      },
    }),
    fields: ['tempId'],
  },
  {
    row: 'POST /api/auth/passkey/challenge',
    as: 'networker',
    method: 'POST',
    path: () => '/api/auth/passkey/challenge',
    body: (world) => ({ email: world.emails.networker, action: 'register', name: 'Nora Networker' }),
    fields: ['challenge', 'userId'],
    keep: (answer, world) => {
      const credential = world.authenticator.createCredential(answer as PasskeyRegistrationOptions);
      world.kept.passkeyCredential = JSON.stringify(credential);
    },
  },
  {
    row: 'POST /api/auth/passkey/verify',
    as: 'networker',
    method: 'POST',
    path: () => '/api/auth/passkey/verify',
    body: (world) => ({
      ...(JSON.parse(kept(world, 'passkeyCredential')) as object),
      credentialId: world.authenticator.credentialId,
      publicKey: world.authenticator.publicKey,
      counter: 0,
      email: world.emails.networker,
    }),
  },
  {
    row: 'POST /api/networker-registration',
    as: 'networker',
    method: 'POST',
    path: () => '/api/networker-registration',
    body: (world) => ({
      invitationUuid: kept(world, 'invitation'),
      fullName: 'Nora Networker',
      email: world.emails.networker,
      title: 'Partner',
      company: 'Northwind Ventures',
      linkedinUrl: 'https://www.linkedin.com/in/nora-networker',
      bio: 'I know most sales leaders in the Bay Area.',
      authMethod: 'passkey',
      passkeyCredentialId: world.authenticator.credentialId,
      passkeyPublicKey: world.authenticator.publicKey,
      passkeyCounter: 0,
      prospectApprovals: { [kept(world, 'recommended')]: 'approved' },
      newContacts: [
        {
          prospectName: 'Dana Direct',
          prospectTitle: 'VP Sales',
          prospectCompany: 'Airtable',
          prospectLinkedinUrl: 'https://www.linkedin.com/in/dana-direct',
          networkerNotes: 'Old colleague.',
        },
      ],
    }),
    fields: ['user.id'],
    keep: (answer, world) => {
      world.kept.networkerId = (answer as { user: { id: string } }).user.id;
    },
  },
  {
    row: 'GET /api/networker-registration/{slug}/status',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/networker-registration/${kept(world, 'invitation')}/status`,
    fields: ['isRegistered'],
  },
  {
    row: 'GET /api/networker/contacts-with-status',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/contacts-with-status',
    list: true,
    fields: CONTACT_WITH_STATUS_FIELDS,
    check: (answer) => (contactsOf(answer).length >= 3 ? null : 'fewer than the 3 contacts registered'),
    keep: (answer, world) => {
      const direct = contactsOf(answer).find((contact) => contact.prospectName === 'Dana Direct');
      world.kept.contact = direct!.prospectId;
    },
  },
  {
    row: 'POST /api/prospects',
    as: 'operator',
    method: 'POST',
    path: () => '/api/prospects',
    body: (world) => ({
      invitationId: kept(world, 'invitation'),
      prospectName: 'Pat Pending',
      prospectCompany: 'Linear',
      sourceType: 'operator_recommended',
    }),
    keep: (answer, world) => {
      world.kept.pending = (answer as { id: string }).id;
    },
  },
  {
    row: 'GET /api/networker/pending-approval',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/pending-approval',
    list: true,
    fields: CONTACT_WITH_STATUS_FIELDS,
  },
  {
    row: 'PATCH /api/prospects/{id}/status (networker approval)',
    as: 'networker',
    method: 'PATCH',
    path: (world) => `/api/prospects/${kept(world, 'pending')}/status`,
    body: () => ({ status: 'approved', notes: 'I know Pat well.' }),
  },
  {
    row: 'GET /api/networker/invitations',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/invitations',
    list: true,
    fields: [...INVITATION_FIELDS, 'operatorProfile.fullName', 'operatorProfile.name'],
  },
  {
    row: 'GET /api/networker/approved-prospects',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/approved-prospects',
    list: true,
    fields: [
      'id',
      'prospectName',
      'prospectTitle',
      'prospectCompany',
      'prospectLinkedinUrl',
      'profileImageUrl',
      'operatorProfile',
      'invitation.introEmailBounty',
      'invitation.referralBounty',
      'invitation.revShareBounty',
    ],
  },
  {
    row: 'POST /api/prospect-submissions',
    as: 'networker',
    method: 'POST',
    path: () => '/api/prospect-submissions',
    body: (world) => ({
      invitationUuid: kept(world, 'invitation'),
      operatorId: kept(world, 'operatorId'),
      networkerName: 'Nora Networker',
      prospectName: 'Wendy Wizard',
      prospectCompany: 'Vercel',
      linkedinUrl: 'https://www.linkedin.com/in/wendy-wizard',
      networkerMessage: '',
    }),
  },
  {
    row: 'POST /api/prospect-submissions/{invitationUuid}',
    as: 'networker',
    method: 'POST',
    path: (world) => `/api/prospect-submissions/${kept(world, 'invitation')}`,
    body: () => ({
      linkedInUrls: 'https://www.linkedin.com/in/sam-smith\nhttps://linkedin.com/in/lee-wong',
    }),
  },
  {
    row: 'POST /api/prospect-submissions/{invitationUuid}',
    as: 'networker',
    method: 'POST',
    path: (world) => `/api/prospect-submissions/${kept(world, 'invitation')}`,
    body: () => ({ manualContacts: [{ name: 'Mia Manual', company: 'Retool' }] }),
  },
  {
    row: 'GET /api/networker/submitted-contacts',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/submitted-contacts',
    list: true,
    fields: [
      'id',
      'prospectId',
      'prospectName',
      'prospectCompany',
      'linkedinUrl',
      'status',
      'createdAt',
      'updatedAt',
      'invitationUuid',
    ],
  },
  {
    row: 'GET /api/double-opt-in/{uuid}',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/double-opt-in/${kept(world, 'invitation')}`,
    fields: ['invitation.operatorId', 'operatorProfile.fullName'],
  },
  {
    row: 'POST /api/networker-profiles/{id}/intro-companies',
    as: 'networker',
    method: 'POST',
    path: (world) => `/api/networker-profiles/${kept(world, 'networkerId')}/intro-companies`,
    body: (world) => ({ companyId: kept(world, 'companyId'), notes: 'Know the CRO', verified: true }),
  },
  {
    row: 'GET /api/networker-profiles/{id}/intro-companies',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/networker-profiles/${kept(world, 'networkerId')}/intro-companies`,
    list: true,
  },
  {
    row: 'DELETE /api/networker-profiles/{id}/intro-companies/{companyId}',
    as: 'networker',
    method: 'DELETE',
    path: (world) =>
      `/api/networker-profiles/${kept(world, 'networkerId')}/intro-companies/${kept(world, 'companyId')}`,
  },

  // The operator moves Nora's contact along the pipeline; both review each other.
  {
    row: 'GET /api/operator/networkers-with-prospects',
    as: 'operator',
    method: 'GET',
    path: () => '/api/operator/networkers-with-prospects',
    list: true,
    fields: [
      'invitationId',
      'networkerUserId',
      'networkerName',
      'networkerTitle',
      'networkerCompany',
      'networkerProfileImageUrl',
      'acceptedAt',
      'prospectCount',
      'prospects',
    ],
  },
  {
    row: 'PATCH /api/prospect-submissions/{id}/status',
    as: 'operator',
    method: 'PATCH',
    path: (world) => `/api/prospect-submissions/${kept(world, 'contact')}/status`,
    body: () => ({ status: 'under_review' }),
  },
  {
    row: 'PATCH /api/prospect-submissions/{id}/status',
    as: 'operator',
    method: 'PATCH',
    path: (world) => `/api/prospect-submissions/${kept(world, 'contact')}/status`,
    body: () => ({ status: 'approved' }),
  },
  {
    row: 'POST /api/prospects/{id}/status-updates (operator)',
    as: 'operator',
    method: 'POST',
    path: (world) => `/api/prospects/${kept(world, 'contact')}/status-updates`,
    body: () => ({ status: 'meeting_held', notes: 'Great first call.' }),
  },
  {
    row: 'PUT /api/prospects/{id}/name',
    as: 'operator',
    method: 'PUT',
    path: (world) => `/api/prospects/${kept(world, 'contact')}/name`,
    body: () => ({ prospectName: 'Dana Direct-Smith' }),
  },
  {
    row: 'GET /api/reviews/submission/{id}/status',
    as: 'operator',
    method: 'GET',
    path: (world) => `/api/reviews/submission/${kept(world, 'contact')}/status`,
    fields: ['hasReview', 'review'],
  },
  {
    row: 'POST /api/reviews',
    as: 'operator',
    method: 'POST',
    path: () => '/api/reviews',
    body: (world) => ({
      submissionId: kept(world, 'contact'),
      revieweeType: 'networker',
      rating: 5,
      comment: 'A warm, well-prepared introduction.',
    }),
  },
  {
    row: 'GET /api/reviews/given',
    as: 'operator',
    method: 'GET',
    path: () => '/api/reviews/given',
    list: true,
    fields: REVIEW_FIELDS,
  },
  {
    row: 'GET /api/reviews/received',
    as: 'networker',
    method: 'GET',
    path: () => '/api/reviews/received',
    list: true,
    fields: REVIEW_FIELDS,
  },
  {
    row: 'GET /api/reviews/average',
    as: 'networker',
    method: 'GET',
    path: () => '/api/reviews/average',
    fields: ['averageRating', 'totalReviews'],
  },
  {
    row: 'GET /api/reviews/eligible',
    as: 'networker',
    method: 'GET',
    path: () => '/api/reviews/eligible',
    list: true,
    fields: ['id', 'prospectName', 'networkerName'],
  },
  {
    row: 'GET /api/networker/review-data/{uuid}',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/networker/review-data/${kept(world, 'invitation')}`,
    fields: [
      'operatorInfo.name',
      'operatorInfo.title',
      'operatorInfo.company',
      'operatorInfo.profileImageUrl',
      'prospectName',
      'prospectCompany',
    ],
  },
  {
    row: 'POST /api/networker/submit-review',
    as: 'networker',
    method: 'POST',
    path: () => '/api/networker/submit-review',
    body: (world) => ({
      rating: 4,
      reviewText: 'Clear about what they wanted.',
      invitationUuid: kept(world, 'invitation'),
    }),
  },

  // They write to each other.
  {
    row: 'GET /api/conversations',
    as: 'operator',
    method: 'GET',
    path: () => '/api/conversations',
    list: true,
    fields: ['id', 'networkerName', 'lastMessageAt'],
    keep: (answer, world) => {
      world.kept.conversation = (answer as Conversation[])[0]!.id;
    },
  },
  {
    row: 'POST /api/conversations/{id}/messages',
    as: 'operator',
    method: 'POST',
    path: (world) => `/api/conversations/${kept(world, 'conversation')}/messages`,
    body: () => ({ message: 'Thank you for the intro!', senderType: 'operator', senderName: 'Olga' }),
  },
  {
    row: 'POST /api/conversations/{id}/messages',
    as: 'networker',
    method: 'POST',
    path: (world) => `/api/conversations/${kept(world, 'conversation')}/messages`,
    body: () => ({ message: 'Happy to help.', senderType: 'networker', senderName: 'Nora Networker' }),
  },
  {
    row: 'GET /api/conversations/{id}/messages',
    as: 'networker',
    method: 'GET',
    path: (world) => `/api/conversations/${kept(world, 'conversation')}/messages`,
    list: true,
    fields: ['id', 'message', 'senderType', 'senderName', 'prospectContext', 'createdAt'],
  },

  // Both hear of it.
  {
    row: 'GET /api/operator/notifications',
    as: 'operator',
    method: 'GET',
    path: () => '/api/operator/notifications',
    list: true,
    fields: [...NOTIFICATION_FIELDS, 'invitationUuid'],
    check: navigationKeysProblem,
  },
  {
    row: 'GET /api/networker/notifications',
    as: 'networker',
    method: 'GET',
    path: () => '/api/networker/notifications',
    list: true,
    fields: ['id', 'status', 'prospectName', 'linkedinUrl', 'operatorMessage', 'updatedAt'],
  },
  {
    row: 'GET /api/notifications?limit=50&offset=0',
    as: 'networker',
    method: 'GET',
    path: () => '/api/notifications?limit=50&offset=0',
    list: true,
    fields: NOTIFICATION_FIELDS,
    check: navigationKeysProblem,
    keep: (answer, world) => {
      const [first, second] = answer as NotificationItem[];
      world.kept.notification = first!.id;
      world.kept.otherNotification = (second ?? first)!.id;
    },
  },
  {
    row: 'GET /api/notifications/unread-count',
    as: 'networker',
    method: 'GET',
    path: () => '/api/notifications/unread-count',
    fields: ['count'],
  },
  {
    row: 'PATCH /api/notifications/{id}/read',
    as: 'networker',
    method: 'PATCH',
    path: (world) => `/api/notifications/${kept(world, 'notification')}/read`,
  },
  {
    row: 'PATCH /api/notifications/mark-all-read',
    as: 'networker',
    method: 'PATCH',
    path: () => '/api/notifications/mark-all-read',
  },
  {
    row: 'DELETE /api/notifications/{id}',
    as: 'networker',
    method: 'DELETE',
    path: (world) => `/api/notifications/${kept(world, 'otherNotification')}`,
  },
  {
    row: 'GET /api/notification-preferences',
    as: 'networker',
    method: 'GET',
    path: () => '/api/notification-preferences',
    list: true,
    fields: ['type', 'inAppEnabled', 'emailEnabled'],
  },
  {
    row: 'PATCH /api/notification-preferences',
    as: 'networker',
    method: 'PATCH',
    path: () => '/api/notification-preferences',
    body: () => ({ type: 'meeting_scheduled', inAppEnabled: true, emailEnabled: false }),
  },

  // Dashboards, roles and the session.
  {
    row: 'GET /api/dashboard/stats',
    as: 'operator',
    method: 'GET',
    path: () => '/api/dashboard/stats',
    fields: ['activeRequests', 'completedMeetings', 'profileStatus'],
  },
  {
    row: 'GET /api/dashboard/stats',
    as: 'networker',
    method: 'GET',
    path: () => '/api/dashboard/stats',
    fields: ['opportunities', 'introductionsMade', 'totalEarnings', 'profileStatus'],
  },
  {
    row: 'GET /api/dashboard/activity',
    as: 'operator',
    method: 'GET',
    path: () => '/api/dashboard/activity',
    list: true,
    fields: ['id', 'description', 'status', 'timestamp'],
  },
  {
    row: 'POST /api/user-roles',
    as: 'networker',
    method: 'POST',
    path: () => '/api/user-roles',
    body: (world) => ({ userId: kept(world, 'networkerId'), role: 'operator' }),
  },
  {
    row: 'POST /api/user-roles/switch',
    as: 'networker',
    method: 'POST',
    path: () => '/api/user-roles/switch',
    body: () => ({ role: 'operator' }),
    fields: ['user.id', 'user.name', 'user.userType', ...USER_PROFILE_FLAGS.map((flag) => `user.${flag}`)],
  },
  {
    row: 'GET /api/auth/session',
    as: 'networker',
    method: 'GET',
    path: () => '/api/auth/session',
    fields: ['user.id'],
  },

  // The spec's invitation signup sequence: register, networker profile, role, accept, sign in.
  inviting('signupInvitation', 'Sid Signup'),
  registering('signup', 'networker', 'Sid Signup'),
  {
    row: 'POST /api/networker-profiles',
    as: 'signup',
    method: 'POST',
    path: () => '/api/networker-profiles',
    body: (world) => ({
      userId: kept(world, 'signupId'),
      fullName: 'Sid Signup',
      title: 'Founder',
      company: 'Sid & Co',
      linkedinUrl: 'https://www.linkedin.com/in/sid-signup',
      bio: 'Angel investor.',
    }),
  },
  {
    row: 'POST /api/user-roles',
    as: 'signup',
    method: 'POST',
    path: () => '/api/user-roles',
    body: (world) => ({ userId: kept(world, 'signupId'), role: 'networker' }),
  },
  {
    row: 'PATCH /api/invitations/{id}',
    as: 'signup',
    method: 'PATCH',
    path: (world) => `/api/invitations/${kept(world, 'signupInvitation')}`,
    body: (world) => ({ toUserId: kept(world, 'signupId'), status: 'accepted' }),
  },
  {
    row: 'POST /api/auth/logout',
    as: 'signup',
    method: 'POST',
    path: () => '/api/auth/logout',
    reloadsPage: true,
  },
  {
    row: 'POST /api/auth/login',
    as: 'signup',
    method: 'POST',
    path: () => '/api/auth/login',
    body: (world) => ({ username: world.emails.signup, password: STRONG_PASSWORD }),
    fields: ['user.id'],
  },
  {
    row: 'POST /api/auth/forgot-password',
    as: 'visitor',
    method: 'POST',
    path: () => '/api/auth/forgot-password',
    body: (world) => ({ email: world.emails.signup }),
  },
  {
    row: 'POST /api/auth/reset-password',
    as: 'visitor',
    method: 'POST',
    path: () => '/api/auth/reset-password',
    before: async (world) => {
      const mail = await world.mailbox.waitFor(world.emails.signup);
      const token = /reset-password\?token=([A-Za-z0-9_%-]+)/.exec(decodedBody(mail.raw))?.[1];
      if (!token) throw new Error('no reset link in the email');
      world.kept.resetToken = decodeURIComponent(token);
    },
    body: (world) => ({ token: kept(world, 'resetToken'), password: 'Brand-new-secret-7' }),
  },

  // An existing account without a networker profile joins ("Create Profile & Join").
  inviting('joinInvitation', 'Jo Joiner'),
  registering('joiner', 'operator', 'Jo Joiner'),
  {
    row: 'POST /api/networker-profiles',
    as: 'joiner',
    method: 'POST',
    path: () => '/api/networker-profiles',
    body: (world) => ({
      invitationUuid: kept(world, 'joinInvitation'),
      email: world.emails.joiner,
      fullName: 'Jo Joiner',
      title: 'Advisor',
      company: 'Joiner Partners',
      linkedinUrl: 'https://www.linkedin.com/in/jo-joiner',
      bio: 'Former CRO.',
      prospectApprovals: {},
      newContacts: [{ prospectName: 'Kim Known', prospectCompany: 'Asana' }],
    }),
    fields: ['userId', 'fullName'],
  },

  // An existing networker attaches another invitation ("Associate Invitation").
  inviting('secondInvitation', 'Nora Networker'),
  {
    row: 'POST /api/invitations/associate',
    as: 'networker',
    method: 'POST',
    path: () => '/api/invitations/associate',
    body: (world) => ({
      invitationUuid: kept(world, 'secondInvitation'),
      email: world.emails.networker,
      prospectApprovals: {},
      newContacts: [{ prospectName: 'Ola Other', prospectCompany: 'Miro' }],
    }),
  },

  // The invitee declines.
  inviting('declinedInvitation', 'Dee Decliner'),
  registering('decliner', 'networker', 'Dee Decliner'),
  {
    row: 'PATCH /api/invitations/{id}',
    as: 'decliner',
    method: 'PATCH',
    path: (world) => `/api/invitations/${kept(world, 'declinedInvitation')}`,
    body: (world) => ({ toUserId: kept(world, 'declinerId'), status: 'declined' }),
  },

  // The registration form (/networker-registration-form/{slug}).
  inviting('formInvitation', 'Fay Form'),
  {
    row: 'POST /api/networker-registration/register',
    as: 'formUser',
    method: 'POST',
    path: () => '/api/networker-registration/register',
    body: (world) => ({
      fullName: 'Fay Form',
      email: world.emails.formUser,
      password: STRONG_PASSWORD,
      invitationUuid: kept(world, 'formInvitation'),
      authMethod: 'password',
    }),
    fields: ['user.id'],
  },

  // LinkedIn.
  inviting('linkedinInvitation', 'Lin Kedin'),
  {
    row: 'Browser navigation to /api/auth/linkedin',
    as: 'linkedin',
    method: 'GET',
    path: (world) => `/api/auth/linkedin?invitationUuid=${kept(world, 'linkedinInvitation')}`,
    status: 302,
  },
  {
    row: 'POST /api/auth/linkedin/complete',
    as: 'linkedin',
    method: 'POST',
    path: () => '/api/auth/linkedin/complete',
    before: async (world) => {
      // Through the provider's pages in a browser of its own, then on with that browser's session.
      const browser = new TestBrowser();
      const app = new URL(world.app.url);
      const start = new URL(`/api/auth/linkedin?invitationUuid=${kept(world, 'linkedinInvitation')}`, app);
      await walkThroughProvider(browser, start, world.provider.issuer, {
        login: 'lin',
        stopAt: (url) => url.origin === app.origin && !url.pathname.startsWith('/api/'),
      });
      const answer = (await (await browser.get(new URL('/api/auth/session', app))).json()) as SessionAnswer;
      world.sessions.linkedin = testSession(browser.cookieHeader(app), answer.csrfToken);
    },
    body: (world) => ({
      linkedinData: {
        fullName: 'Lin Kedin',
        email: world.emails.linkedin,
        title: 'Partner',
        company: 'Kedin Capital',
      },
      invitationUuid: kept(world, 'linkedinInvitation'),
      acceptTerms: true,
      bio: 'Connector.',
    }),
    fields: ['user.id'],
  },

  // Nora comes back and signs in with her passkey.
  {
    row: 'POST /api/auth/passkey/challenge',
    as: 'returning',
    method: 'POST',
    path: () => '/api/auth/passkey/challenge',
    body: (world) => ({ email: world.emails.networker, action: 'authenticate' }),
    fields: ['challenge', 'allowCredentials'],
    keep: (answer, world) => {
      const assertion = world.authenticator.getAssertion(answer as PasskeyAuthenticationOptions);
      world.kept.passkeyAssertion = JSON.stringify(assertion);
    },
  },
  {
    row: 'POST /api/auth/passkey/verify',
    as: 'returning',
    method: 'POST',
    path: () => '/api/auth/passkey/verify',
    body: (world) => {
      const { id, response } = JSON.parse(kept(world, 'passkeyAssertion')) as {
        id: string;
        response: { signature: string; authenticatorData: string; clientDataJSON: string };
      };
      return {
        credentialId: id,
        signature: response.signature,
        authenticatorData: response.authenticatorData,
        clientDataJSON: response.clientDataJSON,
        email: world.emails.networker,
      };
    },
    fields: ['user.id'],
  },

  // The landing page's waitlist, and the unused dev login.
  {
    row: 'POST /api/waitlist/sales-operator',
    as: 'visitor',
    method: 'POST',
    path: () => '/api/waitlist/sales-operator',
    body: () => ({
      fullName: 'Wes Waitlist',
      email: `wes-${Date.now()}@example.com`,
      phone: '+1 415 555 0177',
      linkedinUrl: 'https://www.linkedin.com/in/wes-waitlist',
    }),
  },
  {
    row: 'POST /api/auth/dev-login',
    as: 'visitor',
    method: 'POST',
    path: () => '/api/auth/dev-login',
    fields: ['user.id'],
  },
];

/** The rows of the two specs' call tables (000 section 7, 001 section 7): each must be in SPEC_CALLS. */
export const SPEC_ROWS: readonly string[] = [
  'GET /api/invitations/uuid/{slug}',
  'GET /api/invite/{operator slug}',
  'GET /api/invite/{slug}',
  'POST /api/invitations/{uuid}/track-click',
  'GET /api/prospects/invitation/{invitationId}',
  'POST /api/companies/check',
  'GET /api/logo/fetch?company={domain or inferred domain}',
  'POST /api/auth/check-user-status',
  'POST /api/auth/check-email',
  'POST /api/networker-registration',
  'POST /api/networker-registration/register',
  'GET /api/networker-registration/{slug}/status',
  'POST /api/networker-profiles',
  'POST /api/invitations/associate',
  'POST /api/prospects/pre-auth',
  'POST /api/prospect-submissions',
  'GET /api/auth/me',
  'POST /api/auth/login',
  'POST /api/auth/register',
  'POST /api/auth/logout',
  'POST /api/auth/forgot-password',
  'POST /api/auth/reset-password',
  'POST /api/auth/dev-login',
  'POST /api/auth/passkey/challenge',
  'POST /api/auth/passkey/verify',
  'GET /api/double-opt-in/{uuid}',
  'POST /api/user-roles',
  'PATCH /api/invitations/{id}',
  'POST /api/auth/linkedin/complete',
  'Browser navigation to /api/auth/linkedin',
  'GET /api/operator-profile/{userId}',
  'PUT /api/operator-profile/{userId}',
  'GET /api/companies',
  'GET /api/companies/{id}',
  'POST /api/companies',
  'POST /api/companies/find-or-create',
  'GET /api/operator-profiles/{id}/target-companies',
  'POST /api/operator-profiles/{id}/target-companies',
  'DELETE /api/operator-profiles/{id}/target-companies/{companyId}',
  'GET /api/networker-profiles/{id}/intro-companies',
  'POST /api/networker-profiles/{id}/intro-companies',
  'DELETE /api/networker-profiles/{id}/intro-companies/{companyId}',
  'GET /api/networker-invitations',
  'POST /api/networker-invitations',
  'PATCH /api/networker-invitations/{id}',
  'POST /api/networker-invitations/generic',
  'invitation bounty update (path not shown)',
  'POST /api/prospects',
  'PATCH /api/prospects/{id}',
  'DELETE /api/prospects/{id}',
  'POST /api/networker-registration/batch-status',
  'GET /api/operator/networkers-with-prospects',
  'PATCH /api/prospect-submissions/{id}/status',
  'PATCH /api/prospects/{id}/status (networker approval)',
  'POST /api/prospects/{id}/status-updates (operator)',
  'PUT /api/prospects/{id}/name',
  'GET /api/networker/contacts-with-status',
  'GET /api/networker/pending-approval',
  'GET /api/networker/invitations',
  'GET /api/networker/approved-prospects',
  'GET /api/networker/submitted-contacts',
  'POST /api/prospect-submissions/{invitationUuid}',
  'GET /api/reviews/submission/{id}/status',
  'POST /api/reviews',
  'GET /api/reviews/received',
  'GET /api/reviews/given',
  'GET /api/reviews/average',
  'GET /api/reviews/eligible',
  'GET /api/networker/review-data/{uuid}',
  'POST /api/networker/submit-review',
  'GET /api/conversations',
  'GET /api/conversations/{id}/messages',
  'POST /api/conversations/{id}/messages',
  'GET /api/operator/notifications',
  'GET /api/networker/notifications',
  'GET /api/notifications?limit=50&offset=0',
  'GET /api/notifications/unread-count',
  'PATCH /api/notifications/{id}/read',
  'PATCH /api/notifications/mark-all-read',
  'DELETE /api/notifications/{id}',
  'GET /api/notification-preferences',
  'PATCH /api/notification-preferences',
  'GET /api/dashboard/stats',
  'GET /api/dashboard/activity',
  'POST /api/user-roles/switch',
  'GET /api/auth/session',
  'POST /api/waitlist/sales-operator',
];

/** Sends one call with the actor's session, as a browser of the web app would. */
export function send(world: SpecWorld, call: SpecCall): request.Test {
  const session = world.sessions[call.as]!;
  const path = call.path(world);
  const method = call.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const test = request(world.app.url)[method](path).set('Cookie', session.cookie);
  if (call.method !== 'GET') test.set(CSRF_HEADER, session.csrfToken);
  return call.body ? test.send(call.body(world)) : test;
}
