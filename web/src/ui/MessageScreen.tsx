import HomeOutlined from '@ant-design/icons/HomeOutlined';
import type { ReactNode } from 'react';
import { CenteredPage } from './CenteredPage';
import { LightButtonLink } from './light/LightButtonLink';
import styles from './MessageScreen.module.css';

interface MessageScreenProps {
  icon: ReactNode;
  tone: 'brand' | 'danger';
  heading: string;
  text: string;
  /** The label of the way on: a button to the home page, or to `homeTo`. */
  homeLabel: string;
  homeTo?: '/' | '/dashboard' | '/login';
  /** The main button's icon; a house by default. */
  homeIcon?: ReactNode;
  /** More to read between the text and the buttons (a short list, for example). */
  details?: ReactNode;
  /** Further ways on, after the main button. */
  children?: ReactNode;
}

/** A whole page that says one thing (nothing here, something failed) and offers the way home. */
export function MessageScreen({
  icon,
  tone,
  heading,
  text,
  homeLabel,
  homeTo = '/',
  details,
  homeIcon = <HomeOutlined aria-hidden="true" />,
  children,
}: MessageScreenProps) {
  return (
    <CenteredPage>
      <div className={styles.panel} role={tone === 'danger' ? 'alert' : undefined}>
        <span className={`${styles.icon} ${styles[`${tone}Tone`]}`} aria-hidden="true">
          {icon}
        </span>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        {details}
        <div className={styles.actions}>
          <LightButtonLink to={homeTo} variant="primary" icon={homeIcon}>
            {homeLabel}
          </LightButtonLink>
          {children}
        </div>
      </div>
    </CenteredPage>
  );
}
