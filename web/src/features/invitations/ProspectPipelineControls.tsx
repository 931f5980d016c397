import {
  type InvitationProspect,
  isProspectStatus,
  isReviewableStatus,
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
  progressActions,
  quickActionStatuses,
  statusDotColour,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import { useState } from 'react';
import { WonDealDialog } from '../bounty-ledger/WonDealDialog';
import { ReviewNetworkerAction } from '../reviews/ReviewNetworkerAction';
import dotStyles from './StatusDots.module.css';
import styles from './InvitationsPanel.module.css';
import { useChangeProspectStatus } from './useChangeProspectStatus';

/** Under a prospect in the pipeline: its status, the progress card's next step, and the Quick Actions. */
export function ProspectPipelineControls({
  prospect,
  status,
}: {
  prospect: Pick<InvitationProspect, 'id' | 'invitationId' | 'prospectName' | 'dealWon'>;
  status: ProspectStatus;
}) {
  const change = useChangeProspectStatus(prospect.invitationId);
  const move = (to: ProspectStatus) => change.mutate({ prospectId: prospect.id, status: to });
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
            {action.label}
          </Button>
        ))}
        {/* A native select: the phone's own picker, and keyboard use for free. */}
        <select
          className={styles.quickActions}
          aria-label={`Set the status of ${prospect.prospectName}`}
          value=""
          disabled={change.isPending || status === 'rejected'}
          onChange={(event) => {
            if (isProspectStatus(event.target.value)) move(event.target.value);
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
      {recordingDeal ? (
        <WonDealDialog
          prospectId={prospect.id}
          prospectName={prospect.prospectName}
          onClose={() => setRecordingDeal(false)}
        />
      ) : null}
    </div>
  );
}
