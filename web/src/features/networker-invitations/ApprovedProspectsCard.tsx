import { type ApprovedProspect, PROSPECT_STATUS_LABELS } from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import page from '../../ui/SignedInPage.module.css';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { approvedProspectsQuery } from './networkerInvitationQueries';
import styles from './NetworkerInvitations.module.css';

/** The operators' recommendations the networker agreed to introduce, and where each stands. */
export function ApprovedProspectsCard() {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.approvedProspects);
  const prospects = useQuery({ ...approvedProspectsQuery, refetchInterval });
  // Nothing to show until the networker approves a recommendation: the section stays out of the way.
  if (prospects.data?.length === 0) return null;
  return (
    <section className={page.card} aria-labelledby="approved-prospects-title">
      <h2 id="approved-prospects-title" className={page.cardTitle}>
        Prospects you agreed to introduce
      </h2>
      {prospects.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {prospects.isError ? (
        <p role="alert">These prospects could not be loaded. Please reload the page.</p>
      ) : null}
      {prospects.data ? (
        <ul className={styles.list}>
          {prospects.data.map((prospect) => (
            <ApprovedRow key={prospect.id} prospect={prospect} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function ApprovedRow({ prospect }: { prospect: ApprovedProspect }) {
  const detail = titleAtCompany(prospect.prospectTitle, prospect.prospectCompany);
  return (
    <li className={styles.prospect} data-target-id={prospect.id}>
      <div className={styles.who}>
        <strong>{prospect.prospectName}</strong>
        {detail ? <span className={styles.muted}>{detail}</span> : null}
        {prospect.operatorProfile ? (
          <span className={styles.muted}>Recommended by {prospect.operatorProfile.name}</span>
        ) : null}
      </div>
      {prospect.status ? <Tag>{PROSPECT_STATUS_LABELS[prospect.status]}</Tag> : null}
    </li>
  );
}
