import {
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  DISPUTE_REASONS,
  type BountyKind,
  type DisputableLedgerEntry,
  type DisputeReason,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Select from 'antd/es/select';
import { DisputeTextItem, EvidenceLinksItem } from './DisputeFields';
import { linksFrom, useOpenDispute } from './disputeQueries';
import { entryLabel } from './disputeText';
import styles from './Disputes.module.css';

interface OpenDisputeFields {
  kind?: BountyKind;
  reason?: DisputeReason;
  evidence?: string;
  links?: string;
}

/** A party opens a dispute on one of the prospect's ledger entries that can be disputed now. */
export function OpenDisputeForm({
  prospectId,
  entries,
  onDone,
}: {
  prospectId: string;
  entries: DisputableLedgerEntry[];
  onDone: () => void;
}) {
  const open = useOpenDispute(prospectId);
  const openable = entries.filter((entry) => entry.refusal === null);
  const send = (fields: OpenDisputeFields) =>
    open.mutate(
      {
        kind: fields.kind!,
        reason: fields.reason!,
        evidence: fields.evidence!.trim(),
        links: linksFrom(fields.links),
      },
      { onSuccess: onDone },
    );
  return (
    <Form<OpenDisputeFields>
      layout="vertical"
      className={styles.form}
      onFinish={send}
      initialValues={{ kind: openable[0]?.kind }}
      aria-label="Open a dispute"
    >
      <Form.Item
        name="kind"
        label="Ledger entry"
        rules={[{ required: true, message: 'Choose the ledger entry' }]}
      >
        <Select options={openable.map((entry) => ({ value: entry.kind, label: entryLabel(entry) }))} />
      </Form.Item>
      <Form.Item name="reason" label="Reason" rules={[{ required: true, message: 'Choose a reason' }]}>
        <Select
          placeholder="What went wrong?"
          options={DISPUTE_REASONS.map((reason) => ({ value: reason, label: DISPUTE_REASON_LABELS[reason] }))}
        />
      </Form.Item>
      <DisputeTextItem name="evidence" label="What happened" required={DISPUTE_MESSAGES.evidenceRequired} />
      <EvidenceLinksItem examples="an email thread, a calendar invite, a receipt" />
      <div className={styles.formButtons}>
        <Button type="primary" htmlType="submit" loading={open.isPending}>
          Open Dispute
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </Form>
  );
}
