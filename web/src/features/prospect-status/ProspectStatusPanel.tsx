import {
  NETWORKER_PROSPECT_PAGE_MESSAGES,
  type NetworkerProspect,
  type NetworkerProspectRow,
} from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { lazy, Suspense, useMemo, useState } from 'react';
import { LoadMore } from '../../ui/LoadMore';
import page from '../../ui/SignedInPage.module.css';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { usePagedItems } from '../../ui/usePagedItems';
import { ProspectPipelineControls } from '../invitations/ProspectPipelineControls';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { HistoryLink } from '../prospect-history/HistoryLink';
import { networkerProspectPagesQuery } from './networkerProspectPagesQuery';
import { type NetworkerCardView, networkerCards, waitingNetworkersText } from './prospectStatusView';
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
 * history, and the Quick Actions. A table on a desktop, a card per networker on a phone. Contacts load
 * a page at a time (latest change first), the next as the list's end scrolls near; the networkers who
 * brought none yet are named below.
 */
export function ProspectStatusPanel() {
  const pages = useInfiniteQuery(networkerProspectPagesQuery());
  const contacts = usePagedItems(pages);
  const waiting = pages.data?.pages.at(-1)?.waitingNetworkers;
  const waitingText = waiting ? waitingNetworkersText(waiting) : null;
  const desktop = useMediaQuery(DESKTOP);
  const rows = contacts.items;
  return (
    <section className={page.card} aria-labelledby="prospect-status-title" id="contacts">
      <h2 id="prospect-status-title" className={page.cardTitle}>
        Prospect Status
      </h2>
      {contacts.isPending ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
      {contacts.isError ? <p role="alert">Please log in</p> : null}
      {rows?.length === 0 ? <p className={styles.muted}>No contacts yet</p> : null}
      {rows && rows.length > 0 && desktop ? (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
          <ProspectStatusTable rows={rows} />
        </Suspense>
      ) : null}
      {rows && rows.length > 0 && !desktop ? <NetworkerCards rows={rows} /> : null}
      {rows && rows.length > 0 && contacts.hasMore ? (
        <LoadMore
          loading={contacts.loadingMore}
          failed={contacts.loadMoreFailed}
          onLoad={contacts.loadMore}
          failedMessage={NETWORKER_PROSPECT_PAGE_MESSAGES.loadMoreFailed}
        />
      ) : null}
      {waitingText ? <p className={styles.waiting}>{waitingText}</p> : null}
    </section>
  );
}

function NetworkerCards({ rows }: { rows: NetworkerProspectRow[] }) {
  const cards = useMemo(() => networkerCards(rows), [rows]);
  return (
    <ul className={styles.networkers}>
      {cards.map((card) => (
        <NetworkerCard key={card.key} card={card} />
      ))}
    </ul>
  );
}

/** A networker with the contacts of theirs loaded so far; the count is of all they brought there. */
function NetworkerCard({ card: { networker, prospects } }: { card: NetworkerCardView }) {
  const detail = titleAtCompany(networker.networkerTitle, networker.networkerCompany);
  return (
    <li className={styles.networker}>
      <h3 className={styles.networkerName}>{networker.networkerName || 'A networker'}</h3>
      <p className={styles.muted}>
        {detail ? `${detail} · ` : ''}
        {networker.prospectCount} {networker.prospectCount === 1 ? 'prospect' : 'prospects'}
      </p>
      <ul className={styles.prospects}>
        {prospects.map((prospect) => (
          <ProspectItem key={prospect.id} prospect={prospect} invitationId={networker.invitationId} />
        ))}
      </ul>
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
