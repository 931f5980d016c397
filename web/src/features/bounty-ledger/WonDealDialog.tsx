import { BOUNTY_MESSAGES, DEAL_VALUE_MAX, type WonDealRequest } from '@referrals/contracts';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useRecordWonDeal } from './useBountyActions';

/** The operator records that a prospect became a customer; the deal's value sets the revenue share. */
export function WonDealDialog({
  prospectId,
  prospectName,
  onClose,
}: {
  prospectId: string;
  prospectName: string;
  onClose: () => void;
}) {
  const [form] = Form.useForm<WonDealRequest>();
  const record = useRecordWonDeal();
  return (
    <Modal
      open
      title={`Won deal with ${prospectName}`}
      okText="Record Won Deal"
      confirmLoading={record.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<WonDealRequest>
        form={form}
        layout="vertical"
        onFinish={({ dealValue }) => record.mutate({ prospectId, dealValue }, { onSuccess: onClose })}
      >
        <Form.Item
          name="dealValue"
          label="Deal value (USD)"
          extra="The networker earns the win bounty and your revenue share of this value."
          rules={[
            {
              required: true,
              type: 'number',
              min: 0.01,
              max: DEAL_VALUE_MAX,
              message: BOUNTY_MESSAGES.dealValueInvalid,
            },
          ]}
        >
          <InputNumber<number>
            min={0.01}
            max={DEAL_VALUE_MAX}
            step={0.01}
            precision={2}
            prefix="$"
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
