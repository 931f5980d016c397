import CloseCircleOutlined from '@ant-design/icons/CloseCircleOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import { AUTH_UI_MESSAGES, LINKEDIN_REGISTRATION_SCREEN, PRODUCT_NAME } from '@referrals/contracts';
import { BrandMark } from '../../ui/BrandMark';
import { ButtonLink } from '../../ui/ButtonLink';
import { usePageTitle } from '../../ui/usePageTitle';
import styles from './LinkedInRegistration.module.css';

/** Where a LinkedIn sign-in that failed ends: what went wrong, and the way home. */
export function RegistrationErrorScreen({ message }: { message: string }) {
  usePageTitle(`${AUTH_UI_MESSAGES.registrationErrorTitle} · ${PRODUCT_NAME}`);

  return (
    <main className={styles.page}>
      <section
        className={`${styles.card} ${styles.errorCard}`}
        role="alert"
        aria-labelledby="registration-error"
      >
        <span className={styles.errorIcon} aria-hidden="true">
          <CloseCircleOutlined />
        </span>
        <h1 id="registration-error" className={styles.heading}>
          {AUTH_UI_MESSAGES.registrationErrorTitle}
        </h1>
        <p className={styles.lede}>{message}</p>
        <ButtonLink
          to="/"
          color="primary"
          variant="solid"
          size="large"
          icon={<HomeOutlined aria-hidden="true" />}
        >
          {LINKEDIN_REGISTRATION_SCREEN.returnHome}
        </ButtonLink>
      </section>
      <div className={styles.brand}>
        <BrandMark />
      </div>
    </main>
  );
}
