import { PROSPECT_STATUS_LABELS, type ProspectTimelineEntry } from '@referrals/contracts';
import styles from './ProspectStatusPanel.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

/** A prospect's history, oldest first: each status with its notes, when and by whom. */
export function ProspectTimeline({
  entries,
  label,
}: {
  entries: readonly ProspectTimelineEntry[];
  label: string;
}) {
  if (entries.length === 0) return <p className={styles.muted}>No updates yet.</p>;
  return (
    <ol className={styles.timeline} aria-label={label}>
      {entries.map((entry, index) => (
        <li key={`${entry.updatedAt}-${index}`}>
          <strong>{PROSPECT_STATUS_LABELS[entry.status]}</strong>
          <span className={styles.muted}>
            {' '}
            · {when(entry.updatedAt)}
            {entry.updatedBy ? ` · ${entry.updatedBy}` : ''}
          </span>
          {entry.notes ? <p className={styles.notes}>{entry.notes}</p> : null}
        </li>
      ))}
    </ol>
  );
}
