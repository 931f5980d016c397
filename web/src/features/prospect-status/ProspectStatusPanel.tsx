import type { NetworkerProspect, NetworkerWithProspects } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import page from '../../ui/SignedInPage.module.css';
import { ProspectPipelineControls } from '../invitations/ProspectPipelineControls';
import { HistoryLink } from '../prospect-history/HistoryLink';
import { networkersWithProspectsQuery } from './networkersWithProspectsQuery';
import { ProspectTimeline } from './ProspectTimeline';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import styles from './ProspectStatusPanel.module.css';

/** The operator's Prospect Status view: every networker's prospects, their history, and the Quick Actions. */
export function ProspectStatusPanel() {
  const networkers = useQuery(networkersWithProspectsQuery);
  return (
    <section className={page.card} aria-labelledby="prospect-status-title" id="contacts">
      <h2 id="prospect-status-title" className={page.cardTitle}>
        Prospect Status
      </h2>
      {networkers.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {networkers.isError ? <p role="alert">Please log in</p> : null}
      {networkers.data?.length === 0 ? <p className={styles.muted}>No contacts yet</p> : null}
      {networkers.data && networkers.data.length > 0 ? (
        <ul className={styles.networkers}>
          {networkers.data.map((networker) => (
            <NetworkerCard
              key={`${networker.invitationId}/${networker.networkerUserId}`}
              networker={networker}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function NetworkerCard({ networker }: { networker: NetworkerWithProspects }) {
  const detail = [networker.networkerTitle, networker.networkerCompany].filter(Boolean).join(' · ');
  return (
    <li className={styles.networker}>
      <h3 className={styles.networkerName}>{networker.networkerName || 'A networker'}</h3>
      <p className={styles.muted}>
        {detail ? `${detail} · ` : ''}
        {networker.prospectCount} {networker.prospectCount === 1 ? 'prospect' : 'prospects'}
      </p>
      {networker.prospects.length === 0 ? (
        <p className={styles.muted}>No contacts yet</p>
      ) : (
        <ul className={styles.prospects}>
          {networker.prospects.map((prospect) => (
            <ProspectItem key={prospect.id} prospect={prospect} invitationId={networker.invitationId} />
          ))}
        </ul>
      )}
    </li>
  );
}

function ProspectItem({ prospect, invitationId }: { prospect: NetworkerProspect; invitationId: string }) {
  const [updating, setUpdating] = useState(false);
  const detail = [prospect.prospectTitle, prospect.prospectCompany].filter(Boolean).join(' · ');
  return (
    <li className={styles.prospect} aria-label={prospect.prospectName} data-target-id={prospect.id}>
      <div>
        <h4 className={styles.prospectName}>{prospect.prospectName}</h4>
        {detail ? <p className={styles.muted}>{detail}</p> : null}
      </div>
      {prospect.status ? (
        <>
          <ProspectPipelineControls prospect={{ ...prospect, invitationId }} status={prospect.status} />
          {prospect.status !== 'rejected' ? (
            <Button onClick={() => setUpdating(true)}>Add Status Update</Button>
          ) : null}
          {updating ? (
            <StatusUpdateDialog
              prospectId={prospect.id}
              prospectName={prospect.prospectName}
              status={prospect.status}
              onClose={() => setUpdating(false)}
            />
          ) : null}
        </>
      ) : null}
      <ProspectTimeline entries={prospect.timeline} label={`History of ${prospect.prospectName}`} />
      <p>
        <HistoryLink prospectId={prospect.id} prospectName={prospect.prospectName} />
      </p>
    </li>
  );
}
