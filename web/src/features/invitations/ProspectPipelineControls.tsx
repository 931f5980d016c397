import {
  type InvitationProspect,
  isProspectStatus,
  isReviewableStatus,
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
  progressActions,
  progressActionText,
  quickActionStatuses,
  statusDotColour,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import { useState } from 'react';
import { WonDealDialog } from '../bounty-ledger/WonDealDialog';
import { ReviewNetworkerAction } from '../reviews/ReviewNetworkerAction';
import { CorrectStatusDialog } from './CorrectStatusDialog';
import { RejectProspectDialog } from './RejectProspectDialog';
import { type RecentChange, StatusUndoBar } from './StatusUndoBar';
import dotStyles from './StatusDots.module.css';
import styles from './InvitationsPanel.module.css';
import { useChangeProspectStatus } from './useChangeProspectStatus';
import { useCorrectProspectStatus } from './useCorrectProspectStatus';

/** The select's choice that opens the correction dialog (not a status). */
const CORRECT_CHOICE = 'correct';

/** Under a prospect in the pipeline: its status, the progress card's next step, and the Quick Actions. */
export function ProspectPipelineControls({
  prospect,
  status,
}: {
  prospect: Pick<InvitationProspect, 'id' | 'invitationId' | 'prospectName' | 'dealWon' | 'terms'>;
  status: ProspectStatus;
}) {
  const change = useChangeProspectStatus(prospect.invitationId);
  const correction = useCorrectProspectStatus(prospect.invitationId);
  // A change applies at once and offers an Undo for a while; a rejection first asks why.
  const [recent, setRecent] = useState<RecentChange | null>(null);
  const [dialog, setDialog] = useState<'reject' | 'correct' | null>(null);
  const move = (to: ProspectStatus, reason?: string) => {
    if (to === 'rejected' && reason === undefined) return setDialog('reject');
    change.mutate(
      { prospectId: prospect.id, status: to, reason },
      {
        onSuccess: () => {
          setDialog(null);
          setRecent({ to, at: Date.now() });
        },
      },
    );
  };
  const correct = (reason?: string) =>
    correction.mutate(
      { prospectId: prospect.id, from: status, reason },
      {
        onSuccess: () => setDialog(null),
        onSettled: () => setRecent(null),
      },
    );
  const [recordingDeal, setRecordingDeal] = useState(false);
  const canRecordDeal = !prospect.dealWon && (status === 'meeting_held' || status === 'review_completed');
  return (
    <div className={styles.pipeline}>
      <span className={styles.pipelineStatus} role="status">
        <span className={`${dotStyles.dot} ${dotStyles[statusDotColour(status)]}`} aria-hidden="true" />
        {PROSPECT_STATUS_LABELS[status]}
      </span>
      <span className={styles.pipelineActions}>
        {progressActions(status).map((action) => (
          <Button
            key={action.to}
            type={action.to === 'rejected' ? 'default' : 'primary'}
            danger={action.to === 'rejected'}
            loading={change.isPending && change.variables?.status === action.to}
            disabled={change.isPending}
            onClick={() => move(action.to)}
          >
            {progressActionText(action)}
          </Button>
        ))}
        {/* A native select: the phone's own picker, and keyboard use for free. */}
        <select
          className={styles.quickActions}
          aria-label={`Set the status of ${prospect.prospectName}`}
          value=""
          disabled={change.isPending || correction.isPending}
          onChange={(event) => {
            if (event.target.value === CORRECT_CHOICE) setDialog('correct');
            else if (isProspectStatus(event.target.value)) move(event.target.value);
          }}
        >
          <option value="" disabled>
            Set status…
          </option>
          {quickActionStatuses(status).map((choice) => (
            <option key={choice.status} value={choice.status} disabled={choice.disabled}>
              {PROSPECT_STATUS_LABELS[choice.status]}
            </option>
          ))}
          <option value={CORRECT_CHOICE} disabled={status === 'submitted'}>
            Correct the last change…
          </option>
        </select>
        {isReviewableStatus(status) ? (
          <ReviewNetworkerAction prospectId={prospect.id} prospectName={prospect.prospectName} />
        ) : null}
        {canRecordDeal ? (
          <Button
            onClick={() => setRecordingDeal(true)}
            aria-label={`Record a won deal with ${prospect.prospectName}`}
          >
            Won Deal
          </Button>
        ) : null}
      </span>
      {recent && recent.to === status ? (
        <StatusUndoBar
          prospectName={prospect.prospectName}
          change={recent}
          pending={correction.isPending}
          onUndo={() => correct()}
          onExpire={() => setRecent(null)}
        />
      ) : null}
      {dialog === 'reject' ? (
        <RejectProspectDialog
          prospectName={prospect.prospectName}
          pending={change.isPending}
          onReject={(reason) => move('rejected', reason)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'correct' ? (
        <CorrectStatusDialog
          prospectName={prospect.prospectName}
          current={status}
          pending={correction.isPending}
          onCorrect={(reason) => correct(reason)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {recordingDeal ? (
        <WonDealDialog
          prospectId={prospect.id}
          prospectName={prospect.prospectName}
          terms={prospect.terms}
          onClose={() => setRecordingDeal(false)}
        />
      ) : null}
    </div>
  );
}
