/** The account `npm start` creates so a newcomer can sign in and click through (never in production). */
export const DEMO_OPERATOR = {
  name: 'Dana Demo',
  email: 'demo@bold.test',
  password: 'DemoOperator1',
  username: 'dana.demo',
} as const;
