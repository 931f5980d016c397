import {
  type InvitationNetworker,
  LINKEDIN_URL_SOURCE,
  NETWORKER_ADDED_SOURCE,
  type NetworkerProspect,
  RECOMMENDED_SOURCE,
} from '@referrals/contracts';
import page from '../../ui/SignedInPage.module.css';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { HistoryLink } from '../prospect-history/HistoryLink';
import { ProspectTimeline } from './ProspectTimeline';
import styles from './ProspectStatusTable.module.css';

const SOURCES: Record<string, string> = {
  [RECOMMENDED_SOURCE]: 'Your recommendation, approved by the networker',
  [NETWORKER_ADDED_SOURCE]: 'Submitted by the networker',
  [LINKEDIN_URL_SOURCE]: 'Submitted by the networker as a LinkedIn address',
};

const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Everything known about a contact in the operator's pipeline: what was written about them, who brought them, its history. */
export function ProspectDetails({
  prospect,
  networker,
}: {
  prospect: NetworkerProspect;
  networker: InvitationNetworker;
}) {
  const networkerDetail = titleAtCompany(networker.networkerTitle, networker.networkerCompany);
  return (
    <div className={styles.details} aria-label={`Details of ${prospect.prospectName}`} role="group">
      <div className={styles.detailsColumn}>
        <ContactIdentity contact={prospect} showNotes />
        <dl className={page.facts}>
          <dt>Brought by</dt>
          <dd>
            {networker.networkerName || 'A networker'}
            {networkerDetail ? `, ${networkerDetail}` : ''}
          </dd>
          <dt>How</dt>
          <dd>{SOURCES[prospect.sourceType] ?? 'Submitted by the networker'}</dd>
          <dt>Added</dt>
          <dd>{DATE.format(new Date(prospect.createdAt))}</dd>
        </dl>
      </div>
      <div className={styles.detailsColumn}>
        <ProspectTimeline entries={prospect.timeline} label={`History of ${prospect.prospectName}`} />
        <div>
          <HistoryLink prospectId={prospect.id} prospectName={prospect.prospectName} />
        </div>
      </div>
    </div>
  );
}
