import type { NetworkerProspect, NetworkerWithProspects } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useState } from 'react';
import page from '../../ui/SignedInPage.module.css';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { ProspectPipelineControls } from '../invitations/ProspectPipelineControls';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { HistoryLink } from '../prospect-history/HistoryLink';
import { networkersWithProspectsQuery } from './networkersWithProspectsQuery';
import type { ProspectRow } from './ProspectStatusTable';
import { ProspectTimeline } from './ProspectTimeline';
import { StatusUpdateDialog } from './StatusUpdateDialog';
import styles from './ProspectStatusPanel.module.css';

/** antd's Table is loaded with the desktop view only: phones never pay for it. */
const ProspectStatusTable = lazy(() =>
  import('./ProspectStatusTable').then((module) => ({ default: module.ProspectStatusTable })),
);

/** Where the Prospect Status becomes a table: antd's `lg` breakpoint. */
const DESKTOP = '(min-width: 992px)';

/**
 * The operator's Prospect Status view: every networker's prospects, who each contact is, their
 * history, and the Quick Actions. A table on a desktop, a card per networker on a phone.
 */
export function ProspectStatusPanel() {
  const networkers = useQuery(networkersWithProspectsQuery);
  const desktop = useMediaQuery(DESKTOP);
  const data = networkers.data;
  return (
    <section className={page.card} aria-labelledby="prospect-status-title" id="contacts">
      <h2 id="prospect-status-title" className={page.cardTitle}>
        Prospect Status
      </h2>
      {networkers.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {networkers.isError && !data ? <p role="alert">Please log in</p> : null}
      {data?.length === 0 ? <p className={styles.muted}>No contacts yet</p> : null}
      {data && data.length > 0 && desktop ? <ProspectStatusDesktop networkers={data} /> : null}
      {data && data.length > 0 && !desktop ? (
        <ul className={styles.networkers}>
          {data.map((networker) => (
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

function ProspectStatusDesktop({ networkers }: { networkers: NetworkerWithProspects[] }) {
  const rows: ProspectRow[] = networkers.flatMap((networker) =>
    networker.prospects.map((prospect) => ({ prospect, networker })),
  );
  const waiting = networkers.filter((networker) => networker.prospects.length === 0);
  return (
    <>
      {rows.length > 0 ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <ProspectStatusTable rows={rows} />
        </Suspense>
      ) : (
        <p className={styles.muted}>No contacts yet</p>
      )}
      {waiting.length > 0 ? (
        <p className={styles.waiting}>
          No contacts yet from{' '}
          {[...new Set(waiting.map((networker) => networker.networkerName || 'a networker'))].join(', ')}.
        </p>
      ) : null}
    </>
  );
}

function NetworkerCard({ networker }: { networker: NetworkerWithProspects }) {
  const detail = titleAtCompany(networker.networkerTitle, networker.networkerCompany);
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
  return (
    <li className={styles.prospect} aria-label={prospect.prospectName} data-target-id={prospect.id}>
      <ContactIdentity contact={prospect} showNotes />
      {prospect.status ? (
        <>
          <ProspectPipelineControls prospect={{ ...prospect, invitationId }} status={prospect.status} />
          {prospect.status !== 'rejected' ? (
            <Button className={styles.addUpdate} onClick={() => setUpdating(true)}>
              Add Status Update
            </Button>
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
