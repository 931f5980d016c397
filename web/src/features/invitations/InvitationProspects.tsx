import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { INVITATION_PROSPECT_PAGE_MESSAGES, type InvitationProspect } from '@referrals/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popconfirm from 'antd/es/popconfirm';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { FALLBACK_REFETCH_INTERVALS_MS } from '../../live/fallbackRefetchIntervals';
import { useFallbackRefetchInterval } from '../../live/useFallbackRefetchInterval';
import { LoadMore } from '../../ui/LoadMore';
import { usePagedItems } from '../../ui/usePagedItems';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { invitationProspectPagesQuery } from './invitationQueries';
import { ProspectDialog } from './ProspectDialog';
import { ProspectPipelineControls } from './ProspectPipelineControls';
import { useProspectMutations } from './useProspectMutations';
import styles from './InvitationsPanel.module.css';

const APPROVAL_LABELS = {
  pending: 'Waiting for the networker',
  approved: 'Approved',
  rejected: 'Declined',
} as const;

/**
 * The prospects under an invitation: the operator's recommendations (Add, Edit, Remove while the
 * networker has not answered) and, once in the pipeline, their status with the controls to move it.
 * They load a page at a time, the next as the list's end scrolls near.
 */
export function InvitationProspects({
  invitationId,
  inviteeName,
}: {
  invitationId: string;
  inviteeName: string;
}) {
  const refetchInterval = useFallbackRefetchInterval(FALLBACK_REFETCH_INTERVALS_MS.prospects);
  const prospects = usePagedItems(
    useInfiniteQuery({ ...invitationProspectPagesQuery(invitationId), refetchInterval }),
  );
  const { add, edit, remove } = useProspectMutations(invitationId);
  const [dialog, setDialog] = useState<{ prospect: InvitationProspect | null } | null>(null);
  const close = () => setDialog(null);

  return (
    <section className={styles.prospects} aria-label={`Recommended prospects for ${inviteeName}`}>
      <div className={styles.prospectsHeader}>
        <h4>Recommended prospects</h4>
        <Button size="small" icon={<PlusOutlined />} onClick={() => setDialog({ prospect: null })}>
          Add Prospect
        </Button>
      </div>
      {prospects.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : prospects.isError || !prospects.items ? (
        <p className={styles.muted}>
          Could not load the prospects.{' '}
          <Button type="link" size="small" onClick={prospects.retry}>
            Try again
          </Button>
        </p>
      ) : prospects.items.length === 0 ? (
        <p className={styles.muted}>
          No prospects yet. Add the people you would like {inviteeName} to introduce.
        </p>
      ) : (
        <ul className={styles.prospectList}>
          {prospects.items.map((prospect) => (
            <li key={prospect.id} className={styles.prospect} data-target-id={prospect.id}>
              <CompanyAvatar
                name={prospect.prospectCompany ?? prospect.prospectName}
                logoUrl={prospect.prospectCompany ? undefined : null}
                size="small"
              />
              <div className={styles.prospectText}>
                <ContactIdentity contact={prospect} showNotes />
              </div>
              {prospect.status ? (
                <ProspectPipelineControls prospect={prospect} status={prospect.status} />
              ) : (
                <span className={styles.approval}>{APPROVAL_LABELS[prospect.approvalStatus]}</span>
              )}
              {prospect.approvalStatus === 'pending' ? (
                <span className={styles.prospectActions}>
                  <Button
                    size="small"
                    type="text"
                    icon={<EditOutlined />}
                    aria-label={`Edit ${prospect.prospectName}`}
                    onClick={() => setDialog({ prospect })}
                  />
                  <Popconfirm
                    title={`Remove ${prospect.prospectName}?`}
                    okText="Remove"
                    okButtonProps={{ danger: true }}
                    onConfirm={() => remove.mutate(prospect.id)}
                  >
                    <Button
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={`Remove ${prospect.prospectName}`}
                    />
                  </Popconfirm>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {prospects.items && prospects.items.length > 0 && prospects.hasMore ? (
        <LoadMore
          loading={prospects.loadingMore}
          failed={prospects.loadMoreFailed}
          onLoad={prospects.loadMore}
          failedMessage={INVITATION_PROSPECT_PAGE_MESSAGES.loadMoreFailed}
        />
      ) : null}
      {dialog ? (
        <ProspectDialog
          prospect={dialog.prospect}
          saving={add.isPending || edit.isPending}
          onClose={close}
          onSave={(fields) =>
            dialog.prospect
              ? edit.mutate({ id: dialog.prospect.id, fields }, { onSuccess: close })
              : add.mutate(fields, { onSuccess: close })
          }
        />
      ) : null}
    </section>
  );
}
