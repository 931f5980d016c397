import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import LinkOutlined from '@ant-design/icons/LinkOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import {
  describeTerms,
  termsOfInvitation,
  INVITATION_MESSAGES,
  type InvitationListItem,
  invitationPublicLink,
  invitationListRelativeTime,
} from '@referrals/contracts';
import { Link } from '@tanstack/react-router';
import Button from 'antd/es/button';
import Switch from 'antd/es/switch';
import Tag from 'antd/es/tag';
import { useCallback, useState } from 'react';
import { showToast } from '../../ui/showToast';
import { titleAtCompany } from '../../ui/titleAtCompany';
import { CompanyAvatar } from '../companies/CompanyAvatar';
import { BountiesDialog } from './BountiesDialog';
import { InvitationProspects } from './InvitationProspects';
import { InviteeName } from './InviteeName';
import { QrCodeDialog } from './QrCodeDialog';
import { StatusDots } from './StatusDots';
import { useUpdateInvitation } from './useInvitationMutations';
import styles from './InvitationsPanel.module.css';

async function copyLink(link: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(link);
    showToast({ kind: 'success', title: INVITATION_MESSAGES.linkCopied, description: link });
  } catch {
    showToast({ kind: 'error', title: 'Could not copy the link', description: link });
  }
}

interface InvitationCardProps {
  invitation: InvitationListItem;
  now: Date;
  highlighted: boolean;
}

/** One invitation: who, where it stands, the bounties, its link (copy, open, QR, preview) and prospects. */
export function InvitationCard({ invitation, now, highlighted }: InvitationCardProps) {
  const link = invitationPublicLink(window.location.origin, invitation);
  const [dialog, setDialog] = useState<'qr' | 'bounties' | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);
  const update = useUpdateInvitation(invitation.id);
  const subtitle =
    invitation.kind === 'generic'
      ? (invitation.description ?? 'Open invitation for a group')
      : titleAtCompany(invitation.inviteeTitle, invitation.inviteeCompany);

  return (
    <article
      className={`${styles.invitation} ${highlighted ? styles.highlighted : ''}`}
      id={`invitation-${invitation.id}`}
      data-target-id={invitation.id}
      aria-label={`Invitation for ${invitation.inviteeName}`}
    >
      <header className={styles.invitationHeader}>
        <CompanyAvatar
          name={invitation.inviteeCompany ?? invitation.inviteeName}
          logoUrl={invitation.inviteeCompany ? undefined : null}
        />
        <div className={styles.who}>
          <InviteeName invitationId={invitation.id} name={invitation.inviteeName} />
          {subtitle ? <p className={styles.muted}>{subtitle}</p> : null}
          <div className={styles.badges}>
            <Tag color={invitation.isRegistered ? 'green' : 'default'}>
              {invitation.isRegistered ? 'Registered' : 'Not Registered'}
            </Tag>
            {invitation.kind === 'generic' ? <Tag color="purple">Group link</Tag> : null}
            {invitation.status === 'declined' ? <Tag color="red">Declined by the networker</Tag> : null}
            <StatusDots statuses={invitation.prospectStatuses} />
          </div>
        </div>
        <label className={styles.activeToggle}>
          <Switch
            checked={invitation.isActive}
            loading={update.isPending}
            onChange={(isActive) => update.mutate({ isActive })}
            aria-label={invitation.isActive ? 'Disable this invitation' : 'Enable this invitation'}
          />
          <span>{invitation.isActive ? 'Active' : 'Disabled'}</span>
        </label>
      </header>

      <dl className={styles.stats}>
        <div>
          <dt>Sent</dt>
          <dd title={new Date(invitation.sentAt).toLocaleString()}>
            {invitationListRelativeTime(new Date(invitation.sentAt), now)}
          </dd>
        </div>
        <div>
          <dt>Clicks</dt>
          <dd>
            {invitation.clickCount}
            {invitation.lastClickedAt ? (
              <span className={styles.muted}>
                {' '}
                · last {invitationListRelativeTime(new Date(invitation.lastClickedAt), now)}
              </span>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>Bounties</dt>
          <dd>
            {describeTerms(termsOfInvitation(invitation)).summary}{' '}
            <Button type="link" size="small" icon={<DollarOutlined />} onClick={() => setDialog('bounties')}>
              Edit
            </Button>
          </dd>
        </div>
      </dl>

      <div className={styles.linkRow}>
        <code className={styles.link}>{link}</code>
        <div className={styles.linkActions}>
          <Button icon={<CopyOutlined />} onClick={() => void copyLink(link)}>
            Copy link
          </Button>
          <Button icon={<LinkOutlined />} href={link} target="_blank" rel="noopener">
            Open
          </Button>
          <Button icon={<QrcodeOutlined />} onClick={() => setDialog('qr')}>
            QR code
          </Button>
          <Link
            to="/networker_invitation_page/$uuid/preview"
            params={{ uuid: invitation.uuid }}
            className={styles.previewLink}
          >
            <EyeOutlined /> Preview
          </Link>
        </div>
      </div>

      <InvitationProspects
        invitationId={invitation.id}
        inviteeName={invitation.kind === 'generic' ? 'your networkers' : invitation.inviteeName}
      />

      <QrCodeDialog
        open={dialog === 'qr'}
        link={link}
        slug={invitation.slug}
        inviteeName={invitation.inviteeName}
        onClose={closeDialog}
      />
      {dialog === 'bounties' ? <BountiesDialog invitation={invitation} onClose={closeDialog} /> : null}
    </article>
  );
}
