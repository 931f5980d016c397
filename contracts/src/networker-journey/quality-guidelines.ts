/** The quality connection guidelines (spec: onboarding step 3, the contact wizard's first step). */
export const QUALITY_GUIDELINES = {
  dos: [
    {
      title: 'Refer people you know and trust',
      text: 'Only introduce people you have a real relationship with.',
    },
    { title: 'Be transparent', text: 'Tell your contacts that you are compensated for introductions.' },
    { title: 'Add context', text: 'Explain why the connection suits both parties.' },
  ],
  donts: [
    { title: 'No coworkers', text: "Don't refer people from your own company." },
    { title: 'No strangers', text: "Don't introduce people you don't actually know." },
    { title: 'No pressure', text: "Don't push anyone to take a meeting." },
  ],
} as const;
