import {
  BOUNTY_KIND_LABELS,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_REASON_LABELS,
  DISPUTE_STATUS_LABELS,
  type DisputeStatus,
  type DisputeView,
  externalUrl,
  formatDollars,
  type ProspectDisputesAnswer,
} from '@referrals/contracts';
import Tag from 'antd/es/tag';
import { DisputeResolutionForm, DisputeResponseForm } from './DisputeStepForms';
import { otherSide, whenShort } from './disputeText';
import styles from './Disputes.module.css';

const STATUS_COLORS: Record<DisputeStatus, string> = { open: 'gold', responded: 'blue', resolved: 'green' };

/** One dispute: the claim, the other side's response and the auditor's decision, or the form for the next step. */
export function DisputeCard({
  dispute,
  viewerRole,
}: {
  dispute: DisputeView;
  viewerRole: ProspectDisputesAnswer['viewerRole'];
}) {
  const responder = otherSide(dispute.openedBy);
  const atOpening = dispute.entryAtOpening;
  return (
    <li className={styles.dispute} data-testid="dispute" aria-labelledby={`dispute-${dispute.id}`}>
      <div className={styles.disputeHead}>
        <h3 className={styles.disputeTitle} id={`dispute-${dispute.id}`}>
          {BOUNTY_KIND_LABELS[dispute.kind]}: {DISPUTE_REASON_LABELS[dispute.reason]}
        </h3>
        <Tag color={STATUS_COLORS[dispute.status]}>{DISPUTE_STATUS_LABELS[dispute.status]}</Tag>
      </div>
      <p className={styles.byline}>
        Opened by {dispute.openedByName ?? `the ${dispute.openedBy}`} ({dispute.openedBy}) ·{' '}
        <time dateTime={dispute.openedAt}>{whenShort(dispute.openedAt)}</time> · the entry then:{' '}
        {formatDollars(atOpening.amount)} {atOpening.state}
        {Number(atOpening.paid) > 0 && atOpening.paid !== atOpening.amount
          ? `, ${formatDollars(atOpening.paid)} paid`
          : ''}
      </p>
      <p className={styles.statement}>{dispute.evidence}</p>
      <EvidenceLinks links={dispute.links} />

      <div className={styles.step}>
        {dispute.response ? (
          <>
            <h4 className={styles.stepTitle}>
              Response from {dispute.response.responderName ?? `the ${dispute.response.respondedBy}`} (
              {dispute.response.respondedBy}) ·{' '}
              <time dateTime={dispute.response.respondedAt}>{whenShort(dispute.response.respondedAt)}</time>
            </h4>
            <p className={styles.statement}>{dispute.response.response}</p>
            <EvidenceLinks links={dispute.response.links} />
          </>
        ) : dispute.status === 'open' && viewerRole === responder ? (
          <DisputeResponseForm prospectId={dispute.prospectId} disputeId={dispute.id} />
        ) : dispute.status === 'open' ? (
          <p className={styles.waiting}>Waiting for the {responder}’s response.</p>
        ) : (
          <p className={styles.waiting}>Resolved without a response from the {responder}.</p>
        )}
      </div>

      <div className={styles.step}>
        {dispute.resolution ? (
          <>
            <h4 className={styles.stepTitle}>
              {DISPUTE_OUTCOME_LABELS[dispute.resolution.outcome]}
              {dispute.resolution.correctedAmount
                ? `: corrected to ${formatDollars(dispute.resolution.correctedAmount)}`
                : ''}{' '}
              · by {dispute.resolution.resolverName ?? 'an auditor'} ·{' '}
              <time dateTime={dispute.resolution.resolvedAt}>{whenShort(dispute.resolution.resolvedAt)}</time>
            </h4>
            <p className={styles.statement}>{dispute.resolution.note}</p>
          </>
        ) : viewerRole === 'auditor' ? (
          <DisputeResolutionForm prospectId={dispute.prospectId} disputeId={dispute.id} />
        ) : (
          <p className={styles.waiting}>An auditor will review the dispute and decide.</p>
        )}
      </div>
    </li>
  );
}

function EvidenceLinks({ links }: { links: string[] }) {
  if (links.length === 0) return null;
  return (
    <ul className={styles.links} aria-label="Evidence links">
      {links.map((link) => {
        const href = externalUrl(link);
        return (
          <li key={link}>
            {href ? (
              <a href={href} target="_blank" rel="noopener noreferrer nofollow">
                {link}
              </a>
            ) : (
              link
            )}
          </li>
        );
      })}
    </ul>
  );
}
