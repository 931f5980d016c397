import { INVITATION_MESSAGES, INVITATION_QR, invitationQrFileName } from '@referrals/contracts';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Spin from 'antd/es/spin';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { showToast } from '../../ui/showToast';
import styles from './InvitationsPanel.module.css';

interface QrCodeDialogProps {
  open: boolean;
  link: string;
  slug: string;
  inviteeName: string;
  onClose: () => void;
}

/** The invitation link as a QR code (256 px, margin 2), to show on a phone or download for print. */
export function QrCodeDialog({ open, link, slug, inviteeName, onClose }: QrCodeDialogProps) {
  const [image, setImage] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let current = true;
    toDataURL(link, { width: INVITATION_QR.width, margin: INVITATION_QR.margin }).then(
      (dataUrl) => current && setImage(dataUrl),
      () => {
        if (!current) return;
        showToast({ kind: 'error', title: INVITATION_MESSAGES.qrFailed });
        onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [open, link, onClose]);

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={`QR code for ${inviteeName}`}
      footer={[
        <Button key="close" onClick={onClose}>
          Close
        </Button>,
        <Button
          key="download"
          type="primary"
          href={image ?? undefined}
          download={invitationQrFileName(slug)}
          disabled={!image}
        >
          Download
        </Button>,
      ]}
      destroyOnHidden
      width={360}
    >
      <div className={styles.qr}>
        {image ? (
          <img
            src={image}
            width={INVITATION_QR.width}
            height={INVITATION_QR.width}
            alt={`QR code of the invitation link for ${inviteeName}`}
            data-encoded-value={link}
          />
        ) : (
          <Spin />
        )}
        <p className={styles.qrLink}>{link}</p>
      </div>
    </Modal>
  );
}
