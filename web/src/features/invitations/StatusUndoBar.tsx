import {
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
  STATUS_UNDO_WINDOW_SECONDS,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import { useEffect } from 'react';
import { useNow } from '../../ui/useNow';
import styles from './StatusUndoBar.module.css';

/** What the operator just did, and when (ms since the epoch, by this browser's clock). */
export interface RecentChange {
  to: ProspectStatus;
  at: number;
}

/**
 * Right after a status change: what happened, and an Undo for the undo window. Undo records a
 * correction (the history keeps both); after the window the "Correct the last change…" choice asks why.
 */
export function StatusUndoBar({
  prospectName,
  change,
  pending,
  onUndo,
  onExpire,
}: {
  prospectName: string;
  change: RecentChange;
  pending: boolean;
  onUndo: () => void;
  onExpire: () => void;
}) {
  const now = useNow(1000);
  // A few seconds short of the server's window, so an Undo sent at the last moment still arrives in time.
  const left = Math.ceil((change.at + (STATUS_UNDO_WINDOW_SECONDS - 5) * 1000 - now.getTime()) / 1000);
  useEffect(() => {
    if (left <= 0) onExpire();
  }, [left, onExpire]);
  if (left <= 0) return null;
  return (
    <div className={styles.bar}>
      {/* Only what happened is announced, not the countdown that changes every second. */}
      <span aria-live="polite">
        Moved to <strong>{PROSPECT_STATUS_LABELS[change.to]}</strong>.
      </span>
      <Button
        className={styles.undo}
        onClick={onUndo}
        loading={pending}
        aria-label={`Undo the change of ${prospectName} to ${PROSPECT_STATUS_LABELS[change.to]}`}
      >
        Undo ({left} s)
      </Button>
    </div>
  );
}
