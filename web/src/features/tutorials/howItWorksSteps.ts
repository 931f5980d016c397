import { describeTerms, EXAMPLE_PAYOUT, EXAMPLE_TERMS, PAYOUT_METHOD_NAMES } from '@referrals/contracts';

/** The example's meeting bounty, as every screen words amounts ("$500"). */
export const EXAMPLE_MEETING_BOUNTY = describeTerms(EXAMPLE_TERMS).lines.find(
  (line) => line.kind === 'meeting',
)!.amount;

export type TutorialActor = 'networker' | 'operator';

export type TutorialDetail =
  | { kind: 'list'; heading: string; items: readonly string[] }
  | { kind: 'template'; heading: string; text: string }
  | { kind: 'agenda'; heading: string; items: readonly { minutes: number; topic: string }[] }
  | { kind: 'example'; heading: string; amount: string; text: string };

export interface TutorialStep {
  title: string;
  actor: TutorialActor;
  timing: string;
  summary: string;
  details: readonly TutorialDetail[];
}

const INTRO_EMAIL_TEMPLATE = `Subject: Introduction: [Contact] <> [Operator]

Hi [Contact],

I'd like to introduce you to [Operator] from [Company]. I think a short conversation would be worth your time because [reason].

Full disclosure: I'm compensated for introductions that lead to a meeting.

[Operator], meet [Contact], [title] at [their company].

I'll let you two take it from here.

Best,
[Your name]`;

/** The six steps of /how-it-works-tutorial/{slug}, as the spec lists them. */
export const HOW_IT_WORKS_STEPS: readonly TutorialStep[] = [
  {
    title: 'Submit Your Contacts',
    actor: 'networker',
    timing: '2-3 minutes',
    summary:
      'Paste the LinkedIn profiles of people you know who match what the operator is looking for, one per line.',
    details: [
      {
        kind: 'list',
        heading: 'What to add',
        items: [
          'People you know personally and trust',
          'A LinkedIn profile link for each contact',
          'A short note on how you know them',
        ],
      },
    ],
  },
  {
    title: 'Contact Review & Approval',
    actor: 'operator',
    timing: '1-2 business days',
    summary: 'The operator reviews each contact and approves the ones that fit.',
    details: [
      {
        kind: 'list',
        heading: 'Fit criteria',
        items: [
          'Company size 50+ employees',
          'Decision-making authority',
          'Relevant industry',
          'Active on LinkedIn',
        ],
      },
    ],
  },
  {
    title: 'Make the Introduction',
    actor: 'networker',
    timing: 'Within 24 hours of approval',
    summary: 'Send a short, personal email that introduces your contact to the operator.',
    details: [{ kind: 'template', heading: 'Intro email template', text: INTRO_EMAIL_TEMPLATE }],
  },
  {
    title: 'Meeting Gets Scheduled',
    actor: 'operator',
    timing: 'Within 3-5 business days',
    summary: 'The operator follows up with your contact and books a 30-45 minute meeting.',
    details: [
      {
        kind: 'list',
        heading: 'What happens',
        items: [
          'The operator replies to your introduction',
          'A time that suits your contact is agreed',
          'You can follow the status on your dashboard',
        ],
      },
    ],
  },
  {
    title: 'Discovery Meeting Held',
    actor: 'operator',
    timing: '30-45 minute call',
    summary: 'Your contact and the operator meet to see whether there is a fit.',
    details: [
      {
        kind: 'agenda',
        heading: 'Typical agenda',
        items: [
          { minutes: 15, topic: 'Introductions and current priorities' },
          { minutes: 15, topic: 'How the solution could help' },
          { minutes: 15, topic: 'Questions and next steps' },
        ],
      },
    ],
  },
  {
    title: 'You Get Paid',
    actor: 'operator',
    timing: `Within ${EXAMPLE_PAYOUT.paidWithinHours} hours`,
    summary: 'Once the meeting is confirmed, the operator pays your bounty.',
    details: [
      {
        kind: 'example',
        heading: 'Example',
        amount: EXAMPLE_MEETING_BOUNTY,
        text: 'per qualified meeting',
      },
      { kind: 'list', heading: 'Payment methods', items: PAYOUT_METHOD_NAMES },
    ],
  },
];
