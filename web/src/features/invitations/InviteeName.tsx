import EditOutlined from '@ant-design/icons/EditOutlined';
import { INVITATION_MESSAGES } from '@referrals/contracts';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { useState } from 'react';
import { showToast } from '../../ui/showToast';
import { useUpdateInvitation } from './useInvitationMutations';
import styles from './InvitationsPanel.module.css';

/** The networker's name, renamed in place (Enter saves, Escape cancels). */
export function InviteeName({ invitationId, name }: { invitationId: string; name: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateInvitation(invitationId);

  const save = () => {
    const trimmed = draft?.trim() ?? '';
    if (!trimmed) {
      showToast({
        kind: 'error',
        title: INVITATION_MESSAGES.nameRequiredTitle,
        description: INVITATION_MESSAGES.validNameRequired,
      });
      return;
    }
    if (trimmed === name) return setDraft(null);
    update.mutate({ networkerFirstName: trimmed }, { onSuccess: () => setDraft(null) });
  };

  if (draft === null) {
    return (
      <span className={styles.name}>
        <h3 className={styles.nameText}>{name}</h3>
        <Button
          type="text"
          size="small"
          icon={<EditOutlined />}
          aria-label={`Rename ${name}`}
          onClick={() => setDraft(name)}
        />
      </span>
    );
  }
  return (
    <span className={styles.rename}>
      <Input
        autoFocus
        aria-label="Networker name"
        value={draft}
        maxLength={200}
        onChange={(event) => setDraft(event.target.value)}
        onPressEnter={save}
        onKeyDown={(event) => event.key === 'Escape' && setDraft(null)}
      />
      <Button type="primary" size="small" loading={update.isPending} onClick={save}>
        Save
      </Button>
      <Button size="small" onClick={() => setDraft(null)}>
        Cancel
      </Button>
    </span>
  );
}
