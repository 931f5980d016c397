import {
  type BountyLedgerEntry,
  type ContactPayment,
  contactSteps,
  decimalStringToCents,
  type ContactStepState,
  isReviewableStatus,
  ledgerTotals,
  type NetworkerContact,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import ConfigProvider from 'antd/es/config-provider';
import Skeleton from 'antd/es/skeleton';
import Steps from 'antd/es/steps';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import page from '../../ui/SignedInPage.module.css';
import { networkerBountyLedgerQuery } from '../bounty-ledger/bountyLedgerQueries';
import { groupByProspect } from '../bounty-ledger/groupByProspect';
import { HistoryLink } from '../prospect-history/HistoryLink';
import { LeaveReviewLink } from '../reviews/LeaveReviewLink';
import { ContactIdentity } from './ContactIdentity';
import { ContactStatusNote } from './ContactStatusNote';
import { ContactStatusTag } from './ContactStatusTag';
import { MoreContacts } from './MoreContacts';
import { PendingApprovalSection } from './PendingApprovalSection';
import { useContactPages } from './useContactPages';
import styles from './ContactStatusPanel.module.css';

/** antd spaces vertical steps (phones) by 1.5 control heights: 66 px with the app's 44 px controls. */
const COMPACT_STEPS = { components: { Steps: { controlHeight: 26 } } };

const STEP_STATUS: Record<ContactStepState, 'finish' | 'process' | 'wait' | 'error'> = {
  done: 'finish',
  current: 'process',
  waiting: 'wait',
  rejected: 'error',
};

/**
 * The networker's Contact Status: recommendations to answer, then each contact in the pipeline on its
 * six steps, latest change first, a page at a time (the next loads as the list's end scrolls near).
 */
export function ContactStatusPanel() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.contactStatus);
  // Spec: contact status is polled every 15 s with a 30 s stale time when the socket is down.
  const contacts = useContactPages('pipeline', { refetchInterval, staleTime: 30_000 });
  const ledger = useQuery(networkerBountyLedgerQuery);
  const payments = paymentsByContact(ledger.data?.entries ?? []);
  const inPipeline = contacts.items ?? [];
  return (
    <section className={page.card} aria-labelledby="contact-status-title">
      <h2 id="contact-status-title" className={page.cardTitle}>
        Contact Status
      </h2>
      <PendingApprovalSection />
      {contacts.isPending ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {contacts.isError ? (
        <p role="alert">Your contacts could not be loaded. Please reload the page.</p>
      ) : null}
      {contacts.items && inPipeline.length === 0 ? <p className={styles.empty}>No contacts yet</p> : null}
      {inPipeline.length > 0 ? (
        <ul className={styles.list} aria-label="Your contacts’ progress">
          {inPipeline.map((contact) => (
            <ContactProgress
              key={contact.id}
              contact={contact}
              payment={payments.get(contact.id) ?? NOTHING_EARNED}
            />
          ))}
        </ul>
      ) : null}
      <MoreContacts contacts={contacts} />
    </section>
  );
}

const NOTHING_EARNED: ContactPayment = { earnedCents: 0, paidCents: 0 };

/** What each contact earned and what of it was paid, from the networker's ledger. */
function paymentsByContact(entries: readonly BountyLedgerEntry[]): Map<string, ContactPayment> {
  return new Map(
    groupByProspect(entries).map((lines) => {
      const { earnedCents, paidCents } = ledgerTotals(
        lines.map((line) => ({
          state: line.state,
          amountCents: decimalStringToCents(line.amount),
          paidCents: decimalStringToCents(line.paid),
        })),
      );
      return [lines[0]!.prospectId, { earnedCents, paidCents }];
    }),
  );
}

function ContactProgress({ contact, payment }: { contact: NetworkerContact; payment: ContactPayment }) {
  const status = contact.status!;
  const steps = contactSteps(status, payment);
  const current = Math.max(
    0,
    steps.findIndex((step) => step.state === 'current' || step.state === 'rejected'),
  );
  return (
    <li className={styles.contact} data-target-id={contact.id}>
      <div className={styles.header}>
        <ContactIdentity contact={contact} />
        <div className={styles.side}>
          <ContactStatusTag status={status} />
          {isReviewableStatus(status) ? (
            <LeaveReviewLink invitationUuid={contact.invitationId} prospectId={contact.id} />
          ) : null}
          <HistoryLink prospectId={contact.id} prospectName={contact.prospectName} />
        </div>
      </div>
      <ConfigProvider theme={COMPACT_STEPS}>
        <Steps
          size="small"
          current={steps.every((step) => step.state === 'done') ? steps.length : current}
          aria-label={`Progress of ${contact.prospectName}`}
          items={steps.map((step) => ({
            title: step.label,
            description: step.description,
            status: STEP_STATUS[step.state],
          }))}
        />
      </ConfigProvider>
      <ContactStatusNote contact={contact} />
    </li>
  );
}
