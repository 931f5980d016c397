import {
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
  STATUS_DOTS_SHOWN,
  statusDotColour,
} from '@referrals/contracts';
import styles from './StatusDots.module.css';

/** One dot per prospect in the pipeline (the first three), coloured by status, then "+N". */
export function StatusDots({ statuses }: { statuses: ProspectStatus[] }) {
  if (statuses.length === 0) return null;
  const shown = statuses.slice(0, STATUS_DOTS_SHOWN);
  const more = statuses.length - shown.length;
  const summary = statuses.map((status) => PROSPECT_STATUS_LABELS[status]).join(', ');
  return (
    <span className={styles.dots} role="img" aria-label={`Prospect statuses: ${summary}`} title={summary}>
      {shown.map((status, index) => (
        <span key={index} className={`${styles.dot} ${styles[statusDotColour(status)]}`} />
      ))}
      {more > 0 ? <span className={styles.more}>+{more}</span> : null}
    </span>
  );
}
