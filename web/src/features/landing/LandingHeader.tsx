import { ButtonLink } from '../../ui/ButtonLink';
import { HomeLink } from '../../ui/HomeLink';
import styles from './LandingHeader.module.css';

export function LandingHeader() {
  return (
    <header className={styles.header}>
      <HomeLink />
      <ButtonLink to="/login" size="large">
        Sign In
      </ButtonLink>
    </header>
  );
}
