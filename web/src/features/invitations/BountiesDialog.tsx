import type { InvitationBounties, InvitationListItem } from '@referrals/contracts';
import Form from 'antd/es/form';
import Modal from 'antd/es/modal';
import { BountyInputs } from './BountyInputs';
import { useChangeBounties } from './useInvitationMutations';
import styles from './InvitationsPanel.module.css';

const toNumber = (amount: string | null) => (amount === null ? null : Number(amount));

/**
 * Changes the terms on offer from now on. Prospects already approved keep the terms they were
 * approved under (their own history records them), so a change never rewrites a promise.
 */
export function BountiesDialog({
  invitation,
  onClose,
}: {
  invitation: InvitationListItem;
  onClose: () => void;
}) {
  const [form] = Form.useForm<InvitationBounties>();
  const change = useChangeBounties(invitation.id);
  return (
    <Modal
      open
      title={`Terms for ${invitation.inviteeName}`}
      okText="Save Bounties"
      confirmLoading={change.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<InvitationBounties>
        form={form}
        layout="vertical"
        initialValues={{
          introEmailBounty: toNumber(invitation.introEmailBounty),
          referralBounty: toNumber(invitation.referralBounty),
          revShareBounty: toNumber(invitation.revShareBounty),
          revenueSharePercent: invitation.revenueSharePercent,
          revenueShareMonths: invitation.revenueShareMonths,
        }}
        onFinish={(values) =>
          change.mutate(
            {
              introEmailBounty: values.introEmailBounty ?? null,
              referralBounty: values.referralBounty ?? null,
              revShareBounty: values.revShareBounty ?? null,
              revenueSharePercent: values.revenueSharePercent,
              revenueShareMonths: values.revenueShareMonths,
            },
            { onSuccess: onClose },
          )
        }
      >
        <p className={styles.muted}>
          Changes apply to prospects approved from now on; approved ones keep their terms.
        </p>
        <BountyInputs />
      </Form>
    </Modal>
  );
}
