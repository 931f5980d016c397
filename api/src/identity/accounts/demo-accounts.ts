/** The account `npm start` creates so a newcomer can sign in and click through (never in production). */
export const DEMO_OPERATOR = {
  name: 'Dana Demo',
  email: 'demo@bold.test',
  password: 'DemoOperator1',
  username: 'dana.demo',
} as const;

/** A networker of the demo workspace: an account with its networker profile. */
export interface DemoNetworker {
  name: string;
  email: string;
  title: string;
  company: string;
}

/** The password of the demo networkers, so a newcomer can also see the networker's side. */
export const DEMO_NETWORKER_PASSWORD = 'DemoNetworker1';

/** The networkers of the demo operator's sample workspace (seeded with it). */
export const DEMO_NETWORKERS = {
  nora: {
    name: 'Nora Networker',
    email: 'nora.demo@bold.test',
    title: 'Partner',
    company: 'Northwind Ventures',
  },
  omar: {
    name: 'Omar Haddad',
    email: 'omar.demo@bold.test',
    title: 'Managing Director',
    company: 'Bridgepoint Advisors',
  },
  grace: {
    name: 'Grace Kim',
    email: 'grace.demo@bold.test',
    title: 'Independent RevOps Consultant',
    company: 'Kim Revenue Partners',
  },
} as const satisfies Record<string, DemoNetworker>;

const DEMO_EMAILS: ReadonlySet<string> = new Set([
  DEMO_OPERATOR.email,
  ...Object.values(DEMO_NETWORKERS).map((networker) => networker.email),
]);

/** Whether the account is one of the seeded demo accounts (its screens say so). */
export const isDemoAccount = (email: string): boolean => DEMO_EMAILS.has(email);
