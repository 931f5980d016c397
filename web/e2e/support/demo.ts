/**
 * The demo operator that `npm start` seeds, and the e2e server too: the same credentials as
 * DEMO_OPERATOR in api/src/identity/accounts/demo-accounts.ts (one constant for every spec).
 */
export const DEMO_OPERATOR = { email: 'demo@bold.test', password: 'DemoOperator1' } as const;
