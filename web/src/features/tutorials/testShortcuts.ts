export interface Shortcut {
  label: string;
  description: string;
  /** The address; `null` while the shortcut needs an invitation slug and none is chosen. */
  href: string | null;
}

export interface ShortcutGroup {
  title: string;
  shortcuts: Shortcut[];
}

const withSlug = (slug: string, path: (encoded: string) => string): string | null =>
  slug.trim() ? path(encodeURIComponent(slug.trim())) : null;

/** The flows /test-shortcuts links to; the invitation flows use `slug`. */
export function testShortcutGroups(slug: string): ShortcutGroup[] {
  return [
    {
      title: 'Tutorials',
      shortcuts: [
        { label: 'Onboarding slideshow', description: 'The four networker slides', href: '/test-onboarding' },
        {
          label: 'How-it-works tutorial',
          description: 'The six steps, from contacts to payout',
          href: withSlug(slug, (s) => `/how-it-works-tutorial/${s}`),
        },
        { label: 'Networker info', description: 'What networkers do and earn', href: '/networker-info' },
      ],
    },
    {
      title: 'Invitation flows',
      shortcuts: [
        {
          label: 'Invitation page',
          description: 'What the invited networker sees',
          href: withSlug(slug, (s) => `/networker_invitation_page/${s}`),
        },
        {
          label: 'Invitation preview',
          description: 'The same page without click tracking',
          href: withSlug(slug, (s) => `/networker_invitation_page/${s}/preview`),
        },
        {
          label: 'Registration form',
          description: 'Create an account or sign in for this invitation',
          href: withSlug(slug, (s) => `/networker-registration-form/${s}`),
        },
        {
          label: 'Networker registration',
          description: 'Where the tutorial leads',
          href: withSlug(slug, (s) => `/networker-registration/${s}/register`),
        },
        {
          label: 'Contact submission',
          description: 'The three-step contact wizard',
          href: withSlug(slug, (s) => `/contact-submission/${s}`),
        },
        {
          label: 'Submission success',
          description: 'The page after a submission',
          href: withSlug(slug, (s) => `/submission-success/${s}`),
        },
        {
          label: 'Double opt-in',
          description: 'Submit contacts by LinkedIn URL (sign-in needed)',
          href: withSlug(slug, (s) => `/double-opt-in/${s}`),
        },
      ],
    },
    {
      title: 'Accounts',
      shortcuts: [
        { label: 'Sign in', description: 'Email, password or passkey', href: '/login' },
        { label: 'Operator registration', description: 'Create an operator account', href: '/register' },
        { label: 'Dashboard', description: 'The signed-in home', href: '/dashboard' },
      ],
    },
  ];
}
