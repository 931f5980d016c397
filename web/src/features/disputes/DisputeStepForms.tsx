import {
  DISPUTE_MESSAGES,
  DISPUTE_OUTCOME_LABELS,
  DISPUTE_OUTCOMES,
  type DisputeOutcome,
} from '@referrals/contracts';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Radio from 'antd/es/radio';
import { DisputeTextItem, EvidenceLinksItem } from './DisputeFields';
import { linksFrom, useResolveDispute, useRespondToDispute } from './disputeQueries';
import styles from './Disputes.module.css';

interface ResponseFields {
  response?: string;
  links?: string;
}

/** The side that did not open the dispute gives its account. */
export function DisputeResponseForm({ prospectId, disputeId }: { prospectId: string; disputeId: string }) {
  const respond = useRespondToDispute(prospectId, disputeId);
  return (
    <Form<ResponseFields>
      layout="vertical"
      className={styles.form}
      aria-label="Respond to the dispute"
      onFinish={(fields) =>
        respond.mutate({ response: fields.response!.trim(), links: linksFrom(fields.links) })
      }
    >
      <DisputeTextItem name="response" label="Your response" required={DISPUTE_MESSAGES.responseRequired} />
      <EvidenceLinksItem />
      <Button type="primary" htmlType="submit" loading={respond.isPending}>
        Send Response
      </Button>
    </Form>
  );
}

interface ResolutionFields {
  outcome?: DisputeOutcome;
  note?: string;
  correctedAmount?: number | null;
}

/** An auditor decides: upheld, rejected, or adjusted with the entry's corrected amount. */
export function DisputeResolutionForm({ prospectId, disputeId }: { prospectId: string; disputeId: string }) {
  const [form] = Form.useForm<ResolutionFields>();
  const outcome = Form.useWatch('outcome', form);
  const resolve = useResolveDispute(prospectId, disputeId);
  const send = ({ outcome: chosen, note, correctedAmount }: ResolutionFields) =>
    resolve.mutate({
      outcome: chosen!,
      note: note!.trim(),
      ...(chosen === 'adjusted' ? { correctedAmount: correctedAmount! } : {}),
    });
  return (
    <Form<ResolutionFields>
      form={form}
      layout="vertical"
      className={styles.form}
      aria-label="Resolve the dispute"
      onFinish={send}
    >
      <Form.Item name="outcome" label="Outcome" rules={[{ required: true, message: 'Choose an outcome' }]}>
        <Radio.Group
          optionType="button"
          options={DISPUTE_OUTCOMES.map((value) => ({ value, label: DISPUTE_OUTCOME_LABELS[value] }))}
        />
      </Form.Item>
      {outcome === 'adjusted' ? (
        <Form.Item
          name="correctedAmount"
          label="Corrected amount of the entry (USD)"
          extra="What was already paid stays paid; any rest becomes owed at once."
          rules={[{ required: true, type: 'number', min: 0.01, message: DISPUTE_MESSAGES.amountRequired }]}
        >
          <InputNumber
            size="large"
            controls={false}
            prefix="$"
            min={0.01}
            precision={2}
            style={{ width: '100%', maxWidth: 240 }}
          />
        </Form.Item>
      ) : null}
      <DisputeTextItem name="note" label="Note to both sides" required={DISPUTE_MESSAGES.noteRequired} />
      <Button type="primary" htmlType="submit" loading={resolve.isPending}>
        Resolve Dispute
      </Button>
    </Form>
  );
}
