import {
  CORRECTION_REASON_MAX_LENGTH,
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
} from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';

/**
 * A later correction of the last status change: the prospect goes back to the status before it, and
 * the reason is recorded in the history and shown to the networker. Nothing is rewritten.
 */
export function CorrectStatusDialog({
  prospectName,
  current,
  pending,
  onCorrect,
  onClose,
}: {
  prospectName: string;
  current: ProspectStatus;
  pending: boolean;
  onCorrect: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={`Correct the status of ${prospectName}`}
      okText="Correct Status"
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>
        The change to <strong>{PROSPECT_STATUS_LABELS[current]}</strong> will be undone: the prospect goes
        back to its status before it. The history keeps both, and the networker sees your reason.
      </p>
      <Form<{ reason: string }>
        form={form}
        layout="vertical"
        onFinish={({ reason }) => onCorrect(reason.trim())}
      >
        <Form.Item
          name="reason"
          label="Why was the change a mistake?"
          rules={[{ required: true, whitespace: true, message: 'Please give a reason for the correction.' }]}
        >
          <Input.TextArea rows={3} maxLength={CORRECTION_REASON_MAX_LENGTH} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
