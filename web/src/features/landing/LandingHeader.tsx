import { Link } from '@tanstack/react-router';
import { BrandMark } from '../../ui/BrandMark';
import { ButtonLink } from '../../ui/ButtonLink';
import styles from './LandingHeader.module.css';

export function LandingHeader() {
  return (
    <header className={styles.header}>
      <Link to="/" className={styles.home} aria-label="Home">
        <BrandMark />
      </Link>
      <ButtonLink to="/login" size="large">
        Sign In
      </ButtonLink>
    </header>
  );
}
