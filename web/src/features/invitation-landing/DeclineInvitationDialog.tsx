import { firstName, NETWORKER_JOURNEY_MESSAGES as M } from '@referrals/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { isApiError } from '../../api/client';
import { showToast } from '../../ui/showToast';
import { useSession } from '../auth/useSession';
import { answerInvitation } from './answerInvitation';
import styles from './DeclineInvitationDialog.module.css';
import { publicInvitationQuery } from './publicInvitationQuery';

interface DeclineInvitationDialogProps {
  slug: string;
  invitationId: string;
  operatorName: string;
  onClose: () => void;
}

/**
 * 'Not a fit this time': a signed-in invitee declines, and the operator is told; a visitor is asked
 * to sign in first (only the invitee's own account answers). Mounted only while open.
 */
export default function DeclineInvitationDialog({
  slug,
  invitationId,
  operatorName,
  onClose,
}: DeclineInvitationDialogProps) {
  const { user, isPending } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const operator = firstName(operatorName);
  const declining = useMutation({
    mutationFn: () => answerInvitation(invitationId, user!, 'declined'),
    onSuccess: async () => {
      showToast({ kind: 'success', title: M.declinedTitle, description: M.declinedText });
      onClose();
      await queryClient.invalidateQueries({ queryKey: publicInvitationQuery(slug).queryKey });
    },
  });
  const failure = declining.error
    ? isApiError(declining.error) && declining.error.status < 500
      ? declining.error.userMessage
      : M.declineFailed
    : null;

  return (
    <Modal open onCancel={onClose} title="Not a fit this time?" footer={null} destroyOnHidden centered>
      {isPending ? null : user ? (
        <div className={styles.body}>
          <p>
            {operator} will be told that you passed on this invitation, and its link stops working. Nothing
            else about you is shared.
          </p>
          {failure ? <Alert type="error" showIcon message={failure} role="alert" /> : null}
          <div className={styles.buttons}>
            <Button size="large" onClick={onClose}>
              Keep the invitation
            </Button>
            <Button
              size="large"
              danger
              type="primary"
              loading={declining.isPending}
              onClick={() => declining.mutate()}
            >
              {declining.isPending ? 'Declining...' : 'Decline invitation'}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.body}>
          <p>
            Sign in to let {operator} know you are passing on this invitation. You can also simply close this
            page: nothing about you is shared unless you join.
          </p>
          <div className={styles.buttons}>
            <Button size="large" onClick={onClose}>
              Close
            </Button>
            <Button
              size="large"
              type="primary"
              onClick={() => void navigate({ to: '/login', search: { redirect: window.location.pathname } })}
            >
              Sign in
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}
