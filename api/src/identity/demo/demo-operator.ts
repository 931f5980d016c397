// The seeded accounts are named where identity's persistence can read them (to mark them as demos).
export {
  DEMO_NETWORKER_PASSWORD,
  DEMO_NETWORKERS,
  DEMO_OPERATOR,
  type DemoNetworker,
  isDemoAccount,
} from '../accounts/demo-accounts.js';
