import { DISPUTE_MAX_LINKS, DISPUTE_TEXT_MAX_LENGTH } from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';

/** A required statement of a dispute step (what happened, a response, a decision's note), with a counter. */
export function DisputeTextItem({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required: string;
}) {
  return (
    <Form.Item name={name} label={label} rules={[{ required: true, whitespace: true, message: required }]}>
      <Input.TextArea maxLength={DISPUTE_TEXT_MAX_LENGTH} showCount autoSize={{ minRows: 3, maxRows: 10 }} />
    </Form.Item>
  );
}

/** Optional evidence links, one per line (read with `linksFrom`). */
export function EvidenceLinksItem({ examples = '' }: { examples?: string }) {
  return (
    <Form.Item
      name="links"
      label="Links to evidence (optional)"
      extra={`Up to ${DISPUTE_MAX_LINKS} links, one per line${examples ? `: ${examples}` : ''}.`}
    >
      <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} placeholder="https://" />
    </Form.Item>
  );
}
