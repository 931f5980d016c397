import type { NetworkerContact } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import page from '../../ui/SignedInPage.module.css';
import { networkerInvitationsQuery } from '../networker-invitations/networkerInvitationQueries';
import { ContactIdentity } from './ContactIdentity';
import { contactsPanelView } from './contactsPanelView';
import { ContactStatusTag } from './ContactStatusTag';
import { networkerContactsQuery } from './networkerContactsQuery';
import styles from './NetworkerContactsPanel.module.css';
import { PendingApprovalSection } from './PendingApprovalSection';

/** The networker's contacts and where each stands, newest change first (the dashboard's invitations tab). */
export function NetworkerContactsPanel() {
  const contacts = useQuery(networkerContactsQuery);
  const invitations = useQuery(networkerInvitationsQuery);
  const view = contactsPanelView(contacts.data, invitations.data?.length);
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
      {view.empty === 'nothing-yet' ? (
        <p className={styles.empty} id="get-started">
          Nothing here yet. Open an invitation link from an operator to add the people you could introduce.
        </p>
      ) : null}
      {view.empty === 'no-contacts' ? (
        <p className={styles.empty} id="get-started">
          No contacts yet. The people you introduce through an invitation above will appear here.
        </p>
      ) : null}
      {view.rows.length > 0 ? (
        <ul className={styles.list}>
          {view.rows.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ContactRow({ contact }: { contact: NetworkerContact }) {
  return (
    <li className={styles.row} data-target-id={contact.id}>
      <ContactIdentity contact={contact} />
      {contact.status ? <ContactStatusTag status={contact.status} /> : <Tag>Not for me</Tag>}
    </li>
  );
}
