import DollarOutlined from '@ant-design/icons/DollarOutlined';
import SafetyCertificateOutlined from '@ant-design/icons/SafetyCertificateOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import {
  describeTerms,
  EXAMPLE_PAYOUT,
  EXAMPLE_TERMS,
  PAYOUT_METHOD_NAMES,
  PRODUCT_NAME,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { ButtonLink } from '../../ui/ButtonLink';
import { HomeLink } from '../../ui/HomeLink';
import { usePageTitle } from '../../ui/usePageTitle';
import { sessionQuery } from '../auth/sessionQuery';
import { networkerContactsQuery } from '../networker-contacts/networkerContactsQuery';
import { EXAMPLE_MEETING_BOUNTY } from './howItWorksSteps';
import { networkerInvitationLinks } from './networkerInvitations';
import styles from './NetworkerInfoPage.module.css';

const WHAT_YOU_DO = [
  'An operator invites you with a personal link that shows who they want to meet and what each step pays.',
  'You suggest people you know and trust; the operator checks each one for fit.',
  'You make a warm introduction, and follow every contact from submission to payout on your dashboard.',
];

/** What each term pays in the example, in the words every screen uses. */
const EXAMPLE = describeTerms(EXAMPLE_TERMS);

const DOUBLE_OPT_IN = [
  'You submit the LinkedIn profiles of contacts you could introduce.',
  'The operator reviews each contact and approves the ones that fit.',
  'You ask your contact whether they would like the introduction: their opt-in.',
  'With both sides agreed, you send the introduction email.',
  'The meeting is held and your bounty is paid.',
];

/** /networker-info: what a networker does, how bounties work and the double opt-in flow. */
export function NetworkerInfoPage() {
  usePageTitle(`For networkers · ${PRODUCT_NAME}`);
  const session = useQuery(sessionQuery);
  const user = session.data?.user ?? null;
  const isNetworker = user?.activeRole === 'networker';
  const contacts = useQuery({ ...networkerContactsQuery, enabled: isNetworker });
  const invitations = networkerInvitationLinks(contacts.data ?? []);

  return (
    <main className={styles.page}>
      <HomeLink to={user ? '/dashboard' : '/'} />
      <header className={styles.hero}>
        <h1 className={styles.title}>Introduce people you trust. Get paid when it works.</h1>
        <p className={styles.lead}>
          As a networker on {PRODUCT_NAME} you connect sales operators with the right people in your network,
          and earn a bounty at each step of the way.
        </p>
      </header>

      <section className={styles.card} aria-labelledby="what-you-do">
        <h2 id="what-you-do" className={styles.cardTitle}>
          <TeamOutlined aria-hidden="true" /> What a networker does
        </h2>
        <ol className={styles.steps}>
          {WHAT_YOU_DO.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>

      <section className={styles.card} aria-labelledby="bounties">
        <h2 id="bounties" className={styles.cardTitle}>
          <DollarOutlined aria-hidden="true" /> How bounties work
        </h2>
        <p className={styles.muted}>
          Each invitation states what one introduction pays, step by step; a contact can earn every one. The
          terms in force when the operator approves your contact stay fixed for it. For example:
        </p>
        <ul className={styles.bounties}>
          {EXAMPLE.lines.map((line) => (
            <li key={line.kind}>
              <span className={styles.bountyAmount}>{line.amount}</span>
              <span>
                <strong>{line.label}</strong>
                <span className={styles.muted}>{line.when}</span>
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.muted}>
          Operators pay within {EXAMPLE_PAYOUT.paidWithinHours} hours, for example {EXAMPLE_MEETING_BOUNTY}{' '}
          per qualified meeting. Payment methods: {PAYOUT_METHOD_NAMES.join(', ')}. Always tell your contacts
          that you are compensated for introductions.
        </p>
      </section>

      <section className={styles.card} aria-labelledby="double-opt-in">
        <h2 id="double-opt-in" className={styles.cardTitle}>
          <SafetyCertificateOutlined aria-hidden="true" /> The double opt-in
        </h2>
        <p className={styles.muted}>
          No one is introduced without saying yes: the operator and your contact both opt in.
        </p>
        <ol className={styles.numbered}>
          {DOUBLE_OPT_IN.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ol>
      </section>

      <section className={styles.card} aria-labelledby="next">
        <h2 id="next" className={styles.cardTitle}>
          Your next step
        </h2>
        {isNetworker && contacts.isPending ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
        {isNetworker && contacts.isError ? (
          <p role="alert">Your invitations could not be loaded. Please reload the page.</p>
        ) : null}
        {isNetworker && invitations.length > 0 ? (
          <ul className={styles.actions}>
            {invitations.map((invitation) => (
              <li key={invitation.slug}>
                <Button
                  href={`/double-opt-in/${encodeURIComponent(invitation.slug)}`}
                  type="primary"
                  size="large"
                  block
                >
                  Submit contacts for {invitation.operatorName}
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {!user ? (
          <p className={styles.muted}>
            Open the invitation link an operator sent you to join. Already registered? Sign in to submit
            contacts.
          </p>
        ) : null}
        {isNetworker && contacts.data?.length === 0 ? (
          <p className={styles.muted}>
            Open the invitation link an operator sent you to add your first contacts.
          </p>
        ) : null}
        <div className={styles.actions}>
          {user ? (
            <ButtonLink to="/dashboard" size="large" block>
              Go to Dashboard
            </ButtonLink>
          ) : (
            <ButtonLink to="/login" size="large" color="primary" variant="solid" block>
              Sign In
            </ButtonLink>
          )}
        </div>
      </section>
    </main>
  );
}
