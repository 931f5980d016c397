import ExclamationCircleOutlined from '@ant-design/icons/ExclamationCircleOutlined';
import { LEGAL_TERMS } from '@referrals/contracts';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import page from '../../ui/SignedInPage.module.css';
import { DisputeCard } from './DisputeCard';
import { useProspectDisputes } from './disputeQueries';
import styles from './Disputes.module.css';
import { OpenDisputeForm } from './OpenDisputeForm';

/** The prospect's disputes on its history page: each with its steps, and the way to open one. */
export function DisputesSection({ prospectId }: { prospectId: string }) {
  const disputes = useProspectDisputes(prospectId);
  const [opening, setOpening] = useState(false);
  const answer = disputes.data;
  useScrollIntoViewWhenLinked(answer !== undefined);
  const isParty = answer !== undefined && answer.viewerRole !== 'auditor';
  const canOpen = isParty && answer.entries.some((entry) => entry.refusal === null);
  return (
    <section className={page.card} id="disputes" aria-labelledby="disputes-title">
      <div className={styles.heading}>
        <h2 id="disputes-title" className={page.cardTitle}>
          Disputes{answer ? ` (${answer.disputes.length})` : ''}
        </h2>
        {canOpen && !opening ? (
          <Button
            icon={<ExclamationCircleOutlined />}
            onClick={() => setOpening(true)}
            className={styles.noPrint}
          >
            Open a dispute
          </Button>
        ) : null}
      </div>
      {isParty ? (
        <p className={styles.lead}>
          Disagree with a bounty? Open a dispute: the other side responds and an auditor decides. A paid
          bounty can be disputed within {LEGAL_TERMS.billingDisputeDays} days of its payment.
        </p>
      ) : null}
      {disputes.isPending ? <Skeleton active paragraph={{ rows: 2 }} /> : null}
      {disputes.isError ? (
        <p role="alert">
          {disputes.error instanceof ApiError
            ? disputes.error.userMessage
            : 'The disputes could not be loaded.'}
        </p>
      ) : null}
      {opening && answer ? (
        <OpenDisputeForm prospectId={prospectId} entries={answer.entries} onDone={() => setOpening(false)} />
      ) : null}
      {answer && answer.disputes.length === 0 && !opening ? (
        <p className={styles.waiting}>No disputes about this prospect.</p>
      ) : null}
      {answer && answer.disputes.length > 0 ? (
        <ul className={styles.list}>
          {[...answer.disputes].reverse().map((dispute) => (
            <DisputeCard key={dispute.id} dispute={dispute} viewerRole={answer.viewerRole} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** A link to `#disputes` (a notification, the queue) lands here once the section has loaded. */
function useScrollIntoViewWhenLinked(loaded: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!loaded || done.current || window.location.hash !== '#disputes') return;
    done.current = true;
    document.getElementById('disputes')?.scrollIntoView({ block: 'start' });
  }, [loaded]);
}
