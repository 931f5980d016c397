import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import { INVITATION_MESSAGES } from '@referrals/contracts';
import { BrandMark } from '../../ui/BrandMark';
import { ButtonLink } from '../../ui/ButtonLink';
import styles from './PreviewBar.module.css';

/** The preview's header: the brand, the way back to the dashboard, and the preview badge across the page. */
export function PreviewBar() {
  return (
    <header className={styles.bar}>
      <div className={styles.row}>
        <BrandMark />
        <ButtonLink to="/dashboard" icon={<ArrowLeftOutlined aria-hidden="true" />}>
          Back to Dashboard
        </ButtonLink>
      </div>
      <p className={styles.badge} data-testid="preview-badge">
        <EyeOutlined aria-hidden="true" />
        {INVITATION_MESSAGES.previewBadge}
      </p>
    </header>
  );
}
