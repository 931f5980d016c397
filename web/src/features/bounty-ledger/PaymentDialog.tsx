import {
  BOUNTY_KIND_LABELS,
  BOUNTY_MESSAGES,
  type BountyLedgerEntry,
  centsToDecimalString,
  type BountyPaymentRequest,
  formatDollars,
  PAYMENT_REFERENCE_MAX_LENGTH,
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  decimalStringToCents,
} from '@referrals/contracts';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useRecordBountyPayment } from './useBountyActions';

/** The operator records how an approved bounty was paid: method and reference, for the networker and any dispute. */
export function PaymentDialog({ entry, onClose }: { entry: BountyLedgerEntry; onClose: () => void }) {
  const [form] = Form.useForm<BountyPaymentRequest>();
  const pay = useRecordBountyPayment();
  return (
    <Modal
      open
      title={`Record payment: ${BOUNTY_KIND_LABELS[entry.kind]} for ${entry.prospectName}`}
      okText={`Record ${formatDollars(amountToPay(entry))} paid`}
      confirmLoading={pay.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BountyPaymentRequest>
        form={form}
        layout="vertical"
        initialValues={{ method: 'direct_deposit', reference: '' }}
        onFinish={(payment) =>
          pay.mutate({ prospectId: entry.prospectId, kind: entry.kind, payment }, { onSuccess: onClose })
        }
      >
        <Form.Item name="method" label="Paid by">
          <Radio.Group
            optionType="button"
            options={PAYOUT_METHODS.map((method) => ({ value: method, label: PAYOUT_METHOD_LABELS[method] }))}
          />
        </Form.Item>
        <Form.Item
          name="reference"
          label="Payment reference"
          extra="The transaction or confirmation number, so both sides can trace it."
          rules={[
            { required: true, whitespace: true, message: BOUNTY_MESSAGES.referenceRequired },
            { max: PAYMENT_REFERENCE_MAX_LENGTH, message: BOUNTY_MESSAGES.referenceTooLong },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The whole amount, or what is left after an auditor raised an entry that was partly paid. */
export const amountToPay = (entry: Pick<BountyLedgerEntry, 'amount' | 'paid'>) =>
  centsToDecimalString(decimalStringToCents(entry.amount) - decimalStringToCents(entry.paid));
