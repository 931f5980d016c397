import CloseOutlined from '@ant-design/icons/CloseOutlined';
import type { PublicInvitation, PublicRecommendedProspect } from '@referrals/contracts';
import { LightButton } from '../../ui/light/LightButton';
import { LightCheckbox } from '../../ui/light/LightCheckbox';
import { AddContactForm } from './AddContactForm';
import { contactEarnings, dollars } from './earnings';
import styles from './EarningsTable.module.css';
import { countedRows } from './landingSelections';
import type { LandingSelectionsState } from './useLandingSelections';

interface EarningsTableProps {
  invitation: PublicInvitation;
  prospects: readonly PublicRecommendedProspect[];
  selections: LandingSelectionsState;
}

/**
 * What the visitor could earn: the operator's recommended people (tap to approve the ones you know),
 * the contacts you add, and the total for the approved ones. Amounts stay grey until approved.
 */
export function EarningsTable({ invitation, prospects, selections }: EarningsTableProps) {
  const { approvals, contacts } = selections.selections;
  const { terms, fixedCentsPerContact: each } = contactEarnings(invitation);
  const counted = countedRows(approvals, contacts);
  return (
    <section className={styles.card} aria-labelledby="earnings-title">
      <h2 id="earnings-title" className={styles.title}>
        Your potential earnings
      </h2>
      <p className={styles.lead}>Tick the people you know. {terms.headline}.</p>
      <ul className={styles.rows}>
        {prospects.map((prospect) => {
          const approved = approvals[prospect.id] === 'approved';
          return (
            <li key={prospect.id} className={`${styles.row} ${approved ? styles.approved : ''}`}>
              <LightCheckbox
                checked={approved}
                onChange={() => selections.toggle(prospect.id)}
                aria-label={`Approve ${prospect.prospectName}`}
              />
              <ContactCell
                name={prospect.prospectName}
                detail={[prospect.prospectTitle, prospect.prospectCompany]}
              />
              <span className={styles.amount}>{dollars(each)}</span>
            </li>
          );
        })}
        {contacts.map((contact) => (
          <li key={contact.id} className={`${styles.row} ${styles.approved}`}>
            <span className={styles.newBadge}>New</span>
            <ContactCell name={contact.name} detail={[contact.title, contact.company]} />
            <span className={styles.amount}>{dollars(each)}</span>
            <LightButton
              variant="text"
              icon={<CloseOutlined aria-hidden="true" />}
              aria-label={`Remove ${contact.name}`}
              onClick={() => selections.removeContact(contact.id)}
            />
          </li>
        ))}
        {prospects.length === 0 && contacts.length === 0 ? (
          <li className={styles.empty}>Add the people you could introduce below.</li>
        ) : null}
      </ul>
      <AddContactForm onAdd={selections.addContact} />
      <p className={styles.total} aria-live="polite">
        <span>
          Total <span className={styles.totalCount}>({counted} approved)</span>
        </span>
        <strong>{dollars(each * counted)}</strong>
      </p>
      <p className={styles.breakdown}>Per contact: {terms.summary}</p>
    </section>
  );
}

function ContactCell({ name, detail }: { name: string; detail: (string | null)[] }) {
  const line = detail.filter((part) => part?.trim()).join(' · ');
  return (
    <span className={styles.contact}>
      <span className={styles.name}>{name}</span>
      {line ? <span className={styles.detail}>{line}</span> : null}
    </span>
  );
}
