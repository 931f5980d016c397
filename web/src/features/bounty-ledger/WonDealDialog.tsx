import {
  BOUNTY_MESSAGES,
  DEAL_VALUE_MAX,
  describeWonDeal,
  termsOfInvitation,
  type TermsFields,
  toCents,
  type WonDealRequest,
} from '@referrals/contracts';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import { useRecordWonDeal } from './useBountyActions';

/**
 * The operator records that a prospect became a customer: the revenue of the revenue share's months
 * (or the deal's value when no share is offered), with what the prospect's frozen terms pay for it.
 */
export function WonDealDialog({
  prospectId,
  prospectName,
  terms,
  onClose,
}: {
  prospectId: string;
  prospectName: string;
  /** The prospect's frozen terms; null when they could not be read (the dialog then speaks generally). */
  terms: TermsFields | null;
  onClose: () => void;
}) {
  const [form] = Form.useForm<WonDealRequest>();
  const dealValue = Form.useWatch('dealValue', form);
  const record = useRecordWonDeal();
  const described = terms
    ? describeWonDeal(
        termsOfInvitation(terms),
        typeof dealValue === 'number' && dealValue > 0 ? toCents(dealValue) : null,
      )
    : null;
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
          label={described?.valueLabel ?? 'Deal value (USD)'}
          extra={
            <span aria-live="polite">
              {described?.earns ?? 'The networker earns what their terms pay for a won deal.'}
            </span>
          }
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
