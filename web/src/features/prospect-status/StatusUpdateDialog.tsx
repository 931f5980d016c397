import {
  PROSPECT_STATUS_LABELS,
  type ProspectStatus,
  type ProspectStatusUpdateRequest,
  quickActionStatuses,
  STATUS_NOTES_MAX_LENGTH,
} from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { api, isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import pipelineStyles from '../invitations/InvitationsPanel.module.css';
import { networkerProspectPagesQuery } from './networkerProspectPagesQuery';

/** The operator records a status update: a status at or after the current one, with optional notes. */
export function StatusUpdateDialog({
  prospectId,
  prospectName,
  status,
  onClose,
}: {
  prospectId: string;
  prospectName: string;
  status: ProspectStatus;
  onClose: () => void;
}) {
  const [form] = Form.useForm<ProspectStatusUpdateRequest>();
  const queryClient = useQueryClient();
  const update = useMutation({
    mutationFn: (body: ProspectStatusUpdateRequest) =>
      api('POST /api/prospects/:id/status-updates', { params: { id: prospectId }, body }),
    onSuccess: async () => {
      showToast({ kind: 'success', title: 'Status Updated', description: 'Status updated successfully.' });
      onClose();
      await queryClient.invalidateQueries({ queryKey: networkerProspectPagesQuery().queryKey });
    },
    onError: (error) =>
      showToast({
        kind: 'error',
        title: 'Update Failed',
        description: isApiError(error) ? error.userMessage : 'Failed to update status. Please try again.',
      }),
  });
  // The current status stays open: with notes, it records an update without moving.
  const choices = quickActionStatuses(status).map((choice) =>
    choice.status === status ? { ...choice, disabled: false } : choice,
  );
  return (
    <Modal
      open
      title={`Status update for ${prospectName}`}
      okText="Add Update"
      confirmLoading={update.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<ProspectStatusUpdateRequest>
        form={form}
        layout="vertical"
        initialValues={{ status, notes: '' }}
        onFinish={(values) => update.mutate(values)}
      >
        <Form.Item name="status" label="Status">
          {/* Native, like the Quick Actions: the phone's own picker. */}
          <select className={pipelineStyles.quickActions}>
            {choices.map((choice) => (
              <option key={choice.status} value={choice.status} disabled={choice.disabled}>
                {PROSPECT_STATUS_LABELS[choice.status]}
              </option>
            ))}
          </select>
        </Form.Item>
        <Form.Item
          name="notes"
          label="Notes (optional)"
          rules={[
            {
              max: STATUS_NOTES_MAX_LENGTH,
              message: `Notes must be ${STATUS_NOTES_MAX_LENGTH} characters or fewer.`,
            },
          ]}
        >
          <Input.TextArea rows={3} showCount maxLength={STATUS_NOTES_MAX_LENGTH} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
