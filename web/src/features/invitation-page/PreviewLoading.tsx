import { PRODUCT_NAME } from '@referrals/contracts';
import Skeleton from 'antd/es/skeleton';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './InvitationPreview.module.css';
import { PreviewBar } from './PreviewBar';

/** The preview's frame with placeholders while its data loads. */
export function PreviewLoading() {
  usePageTitle(`Loading preview · ${PRODUCT_NAME}`);
  return (
    <div className={styles.page}>
      <PreviewBar />
      <main className={styles.main} aria-busy="true" aria-label="Loading the preview">
        <div className={styles.placeholder}>
          <Skeleton active avatar={{ size: 76 }} paragraph={{ rows: 4 }} />
        </div>
        <div className={styles.placeholder}>
          <Skeleton active paragraph={{ rows: 5 }} />
        </div>
      </main>
    </div>
  );
}
