import {
  formatProtectionDate,
  type NetworkerContact,
  PROSPECT_STATUS_LABELS,
  statusDotColour,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import page from '../../ui/SignedInPage.module.css';
import { networkerContactsQuery } from './networkerContactsQuery';
import styles from './NetworkerContactsPanel.module.css';
import { PendingApprovalSection } from './PendingApprovalSection';

const TAG_COLOURS = { green: 'green', red: 'red', blue: 'blue', yellow: 'gold' } as const;

/** The networker's contacts and where each stands, newest change first (the dashboard's invitations tab). */
export function NetworkerContactsPanel() {
  const contacts = useQuery(networkerContactsQuery);
  return (
    <section id="invitations" className={page.card} aria-labelledby="contacts-title">
      <h2 id="contacts-title" className={page.cardTitle}>
        Your contacts
      </h2>
      <PendingApprovalSection />
      {contacts.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {contacts.isError ? (
        <p role="alert">Your contacts could not be loaded. Please reload the page.</p>
      ) : null}
      {contacts.data?.length === 0 ? (
        <p className={styles.empty} id="get-started">
          Nothing here yet. Open an invitation link from an operator to add the people you could introduce.
        </p>
      ) : null}
      {contacts.data && contacts.data.length > 0 ? (
        <ul className={styles.list}>
          {contacts.data.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ContactRow({ contact }: { contact: NetworkerContact }) {
  const detail = [contact.prospectTitle, contact.prospectCompany].filter(Boolean).join(' · ');
  return (
    <li className={styles.row}>
      <div className={styles.who}>
        <strong>{contact.prospectName}</strong>
        {detail ? <span>{detail}</span> : null}
        <span className={styles.operator}>For {contact.operatorName ?? 'your operator'}</span>
        {contact.protectedUntil ? (
          <span className={styles.operator}>
            Protected until {formatProtectionDate(new Date(contact.protectedUntil))}
          </span>
        ) : null}
      </div>
      {contact.status ? (
        <Tag color={TAG_COLOURS[statusDotColour(contact.status)]}>
          {PROSPECT_STATUS_LABELS[contact.status]}
        </Tag>
      ) : (
        <Tag>Not for me</Tag>
      )}
    </li>
  );
}
