import { REJECTION_REASON_TEMPLATES, STATUS_CORRECTION_MESSAGES } from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { rejectionReason, wordsMaxLength } from './rejectionReason';

interface RejectionForm {
  template?: string;
  words?: string;
}

/**
 * Rejecting asks why: one of a few templates, the operator's own words, or both. The networker sees
 * the reason on their contact ("Rejected: …"), so the dialog says so.
 */
export function RejectProspectDialog({
  prospectName,
  pending,
  onReject,
  onClose,
}: {
  prospectName: string;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [form] = Form.useForm<RejectionForm>();
  const template = Form.useWatch('template', form);
  return (
    <Modal
      open
      title={`Reject ${prospectName}?`}
      okText="Reject"
      okButtonProps={{ danger: true }}
      confirmLoading={pending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p>The networker sees the reason on their contact.</p>
      <Form<RejectionForm>
        form={form}
        layout="vertical"
        onFinish={({ template, words }) => onReject(rejectionReason(template, words))}
      >
        <Form.Item name="template" label="Reason">
          <Radio.Group
            aria-label="Reason"
            options={REJECTION_REASON_TEMPLATES.map((text) => ({ label: text, value: text }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          />
        </Form.Item>
        <Form.Item
          name="words"
          label={template ? 'Add a note (optional)' : 'Or in your own words'}
          dependencies={['template']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                rejectionReason(getFieldValue('template') as string | undefined, value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(STATUS_CORRECTION_MESSAGES.rejectionReasonRequired)),
            }),
          ]}
        >
          <Input.TextArea rows={3} maxLength={wordsMaxLength(template)} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
