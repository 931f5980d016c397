import type { NetworkerContact } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import page from '../../ui/SignedInPage.module.css';
import { networkerInvitationsQuery } from '../networker-invitations/networkerInvitationQueries';
import { ContactIdentity } from './ContactIdentity';
import { contactsPanelView } from './contactsPanelView';
import { ContactStatusTag } from './ContactStatusTag';
import styles from './NetworkerContactsPanel.module.css';
import { MoreContacts } from './MoreContacts';
import { PendingApprovalSection } from './PendingApprovalSection';
import { useContactPages } from './useContactPages';

/**
 * The networker's contacts and where each stands, newest change first (the dashboard's invitations tab),
 * a page at a time: the next loads as the list's end scrolls near. Agreed recommendations have their own card.
 */
export function NetworkerContactsPanel() {
  const contacts = useContactPages('contacts');
  const invitations = useQuery(networkerInvitationsQuery);
  const listed =
    contacts.items && contacts.counts ? { rows: contacts.items, counts: contacts.counts } : undefined;
  const view = contactsPanelView(listed, invitations.data?.length);
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
      <MoreContacts contacts={contacts} />
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
