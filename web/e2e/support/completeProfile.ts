import type { OperatorProfileInput } from '@referrals/contracts';

const TARGET_COMPANIES = [
  'Stripe',
  'Notion',
  'Figma',
  'Linear',
  'Vercel',
  'Airtable',
  'Miro',
  'Canva',
  'Loom',
  'Tenth Target Co',
];
const CUSTOMERS = [
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Seventh Customer',
];

/** A profile with every section of the invitation page filled in (more targets and customers than shown). */
export function completeProfile(email: string): OperatorProfileInput {
  return {
    fullName: 'Dana Demo',
    title: 'Head of Sales',
    company: 'Acme',
    location: 'San Francisco',
    region: '',
    linkedinUrl: 'linkedin.com/in/dana-demo',
    websiteUrl: 'acme.example',
    scheduleLink: 'cal.example/dana',
    email,
    phone: '+1 415 555 0100',
    introMessage: 'I help revenue teams forecast. Your network could help me meet the right people.',
    bio: '',
    profileImageUrl: '',
    backgroundImageUrl: '',
    productName: 'Acme Forecast',
    productSummary: 'Pipeline analytics for B2B sales teams',
    productDescription: 'Shows which deals will close this quarter, and why.',
    prospectsTitle: 'VPs of Sales',
    prospectsDescription: 'Sales leaders at mid-size SaaS companies who own the forecast.',
    targetProspects: TARGET_COMPANIES,
    customers: CUSTOMERS,
    useCases: ['Forecasting', 'Pipeline reviews', 'Deal risk alerts'],
    industries: [],
    seniorityLevels: [],
    functions: [],
    meetingFormat: '30-minute video call',
    meetingAgenda: 'Introductions, a short demo, questions.',
    timeZoneDisplay: 'America/Los_Angeles',
    bountyAmount: 750,
    revenueShare: 5,
  };
}
