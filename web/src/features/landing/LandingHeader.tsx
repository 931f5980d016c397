import { HomeLink } from '../../ui/HomeLink';
import { LightButtonLink } from '../../ui/light/LightButtonLink';
import styles from './LandingHeader.module.css';

export function LandingHeader() {
  return (
    <header className={styles.header}>
      <HomeLink />
      <LightButtonLink to="/login">Sign In</LightButtonLink>
    </header>
  );
}
