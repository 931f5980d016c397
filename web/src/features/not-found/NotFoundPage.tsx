import CompassOutlined from '@ant-design/icons/CompassOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { NOT_FOUND_SCREEN, PRODUCT_NAME } from '@referrals/contracts';
import { BrandMark } from '../../ui/BrandMark';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './NotFoundPage.module.css';

/** Shown for every path the router does not know. */
export function NotFoundPage() {
  usePageTitle(`Page not found · ${PRODUCT_NAME}`);

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <span className={styles.icon} aria-hidden="true">
          <CompassOutlined />
        </span>
        <h1 className={styles.heading}>{NOT_FOUND_SCREEN.heading}</h1>
        <p className={styles.hint}>{NOT_FOUND_SCREEN.hint}</p>
        <ButtonLink
          to="/"
          color="primary"
          variant="solid"
          size="large"
          icon={<HomeOutlined aria-hidden="true" />}
        >
          Back to home
        </ButtonLink>
      </div>
      <div className={styles.brand}>
        <BrandMark />
      </div>
    </main>
  );
}
