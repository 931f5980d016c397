import { type InvitationProspect, PROSPECT_MESSAGES, type ProspectFields } from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { showToast } from '../../ui/showToast';
import styles from './InvitationsPanel.module.css';

type FormValues = Required<ProspectFields>;

interface ProspectDialogProps {
  /** The prospect being edited, or null to add one. */
  prospect: InvitationProspect | null;
  saving: boolean;
  onSave: (fields: ProspectFields) => void;
  onClose: () => void;
}

/**
 * Add Prospect / Edit Prospect. Fields are trimmed; when adding, empty optional ones are left out,
 * when editing they are sent empty so the server clears them.
 */
export function ProspectDialog({ prospect, saving, onSave, onClose }: ProspectDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const editing = prospect !== null;

  const submit = (values: FormValues) => {
    const fields = Object.fromEntries(
      Object.entries(values)
        .map(([key, value]) => [key, typeof value === 'string' ? value.trim() : ''])
        .filter(([, value]) => editing || value !== ''),
    ) as ProspectFields;
    if (!fields.prospectName) {
      showToast({
        kind: 'error',
        title: PROSPECT_MESSAGES.missingInformationTitle,
        description: PROSPECT_MESSAGES.nameRequired,
      });
      return;
    }
    onSave(fields);
  };

  return (
    <Modal
      open
      title={editing ? 'Edit Prospect' : 'Add Prospect'}
      okText={editing ? 'Save Changes' : 'Add Prospect'}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className={styles.muted}>
        Someone you would like this networker to introduce you to. They see it on their invitation page and
        can approve it.
      </p>
      <Form<FormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{
          prospectName: prospect?.prospectName ?? '',
          prospectTitle: prospect?.prospectTitle ?? '',
          prospectCompany: prospect?.prospectCompany ?? '',
          prospectLinkedinUrl: prospect?.prospectLinkedinUrl ?? '',
          prospectEmail: prospect?.prospectEmail ?? '',
          prospectPhone: prospect?.prospectPhone ?? '',
          operatorMessage: prospect?.operatorMessage ?? '',
        }}
      >
        <Form.Item
          name="prospectName"
          label="Name"
          rules={[{ required: true, whitespace: true, message: PROSPECT_MESSAGES.nameRequired }]}
        >
          <Input autoFocus placeholder="Priya Patel" />
        </Form.Item>
        <div className={styles.formGrid}>
          <Form.Item name="prospectTitle" label="Title">
            <Input placeholder="VP Sales" />
          </Form.Item>
          <Form.Item name="prospectCompany" label="Company">
            <Input placeholder="Stripe" />
          </Form.Item>
          <Form.Item
            name="prospectEmail"
            label="Email"
            rules={[{ type: 'email', message: 'Please enter a valid email address.' }]}
          >
            <Input type="email" />
          </Form.Item>
          <Form.Item name="prospectPhone" label="Phone">
            <Input type="tel" />
          </Form.Item>
        </div>
        <Form.Item name="prospectLinkedinUrl" label="LinkedIn URL">
          <Input type="url" placeholder="https://www.linkedin.com/in/…" />
        </Form.Item>
        <Form.Item name="operatorMessage" label="Note for the networker">
          <Input.TextArea rows={2} placeholder="Why this person, what to mention" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
