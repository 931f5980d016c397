import {
  type AuthUser,
  formatPercent,
  formatWholeDollars,
  needsProfileSetup,
  type OperatorProfile,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { Navigate } from '@tanstack/react-router';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../ui/ButtonLink';
import { SignedInLayout } from '../../ui/SignedInLayout';
import { usePageTitle } from '../../ui/usePageTitle';
import { PasskeysSection } from '../account-passkeys/PasskeysSection';
import styles from './ProfilePages.module.css';
import page from '../../ui/SignedInPage.module.css';
import { useOperatorProfile } from './useOperatorProfile';

const SECTIONS: ReadonlyArray<{
  title: string;
  facts: ReadonlyArray<[string, (profile: OperatorProfile) => string]>;
}> = [
  {
    title: 'Personal Profile',
    facts: [
      ['Name', (profile) => profile.fullName],
      ['Title', (profile) => profile.title],
      ['Company', (profile) => profile.company],
      ['Location', (profile) => profile.location],
      ['Email', (profile) => profile.email],
      ['Phone', (profile) => profile.phone],
      ['LinkedIn', (profile) => profile.linkedinUrl],
      ['Intro message', (profile) => profile.introMessage],
      ['Trust quote', (profile) => profile.trustQuote],
      [
        'Direct line (networkers who joined)',
        (profile) => [profile.directEmail, profile.directPhone].filter(Boolean).join(' · '),
      ],
      ['Notification emails to (only you)', (profile) => profile.overrideEmail],
    ],
  },
  {
    title: 'I Want to Meet',
    facts: [
      ['Greeting line', (profile) => profile.greetingLine],
      ['Specific ask', (profile) => profile.specificAskText],
      ['Who', (profile) => profile.prospectsTitle],
      ['Description', (profile) => profile.prospectsDescription],
      ['Target companies', (profile) => profile.targetProspects.join(', ')],
    ],
  },
  {
    title: 'About the company',
    facts: [
      ['Website', (profile) => profile.websiteUrl],
      ['Product', (profile) => profile.productName],
      ['Summary', (profile) => profile.productSummary],
      ['Description', (profile) => profile.productDescription],
      ['Use cases', (profile) => profile.useCases.join(', ')],
      ['Customers', (profile) => profile.customers.join(', ')],
    ],
  },
  {
    title: 'Meeting Details',
    facts: [
      ['Scheduling link', (profile) => profile.scheduleLink],
      ['Format', (profile) => profile.meetingFormat],
      ['Agenda', (profile) => profile.meetingAgenda],
      ['Who joins', (profile) => profile.meetingAttendees.join(', ')],
      ['Prep notes', (profile) => profile.prepNotes],
      ['Payout method', (profile) => profile.payoutMethod],
      ['Terms', (profile) => profile.terms],
      ['Default meeting bounty', (profile) => formatWholeDollars(profile.bountyAmount)],
      ['Default revenue share', (profile) => formatPercent(profile.revenueShare)],
    ],
  },
  {
    title: 'Private notes (only you)',
    facts: [
      ['Notes', (profile) => profile.notes],
      ['More notes', (profile) => profile.additionalNotes],
    ],
  },
];

/** /profile: the operator's profile as saved; an incomplete one goes straight to the editor (spec). */
export function ProfilePage({ user }: { user: AuthUser }) {
  usePageTitle(`Your profile · ${PRODUCT_NAME}`);
  const { data: profile, isPending } = useOperatorProfile(user.id);
  if (!isPending && needsProfileSetup(profile ?? null)) return <Navigate to="/profile/edit" replace />;
  return (
    <SignedInLayout user={user}>
      <div className={styles.heading}>
        <div>
          <h1 className={page.title}>Your profile</h1>
          <p className={page.lead}>What networkers see on your invitation page, and what only you see.</p>
        </div>
        <div>
          <ButtonLink to="/dashboard" size="large">
            Back to Dashboard
          </ButtonLink>{' '}
          <ButtonLink to="/profile/edit" size="large" color="primary" variant="solid">
            Edit Profile
          </ButtonLink>
        </div>
      </div>
      {isPending || !profile ? (
        <section className={page.card}>
          <Skeleton active paragraph={{ rows: 6 }} />
        </section>
      ) : (
        SECTIONS.map((section) => (
          <section key={section.title} className={page.card} aria-label={section.title}>
            <h2 className={page.cardTitle}>
              {section.title === 'About the company' ? `About ${profile.company}` : section.title}
            </h2>
            <dl className={page.facts}>
              {section.facts.map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value(profile) || '—'}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))
      )}
      <PasskeysSection user={user} />
    </SignedInLayout>
  );
}
