import HomeOutlined from '@ant-design/icons/HomeOutlined';
import type { ReactNode } from 'react';
import { ButtonLink } from './ButtonLink';
import { CenteredPage } from './CenteredPage';
import styles from './MessageScreen.module.css';

interface MessageScreenProps {
  icon: ReactNode;
  tone: 'brand' | 'danger';
  heading: string;
  text: string;
  /** The label of the one way on: a button to the home page. */
  homeLabel: string;
}

/** A whole page that says one thing (nothing here, something failed) and offers the way home. */
export function MessageScreen({ icon, tone, heading, text, homeLabel }: MessageScreenProps) {
  return (
    <CenteredPage>
      <div className={styles.panel} role={tone === 'danger' ? 'alert' : undefined}>
        <span className={`${styles.icon} ${styles[`${tone}Tone`]}`} aria-hidden="true">
          {icon}
        </span>
        <h1 className={styles.heading}>{heading}</h1>
        <p className={styles.text}>{text}</p>
        <ButtonLink
          to="/"
          color="primary"
          variant="solid"
          size="large"
          icon={<HomeOutlined aria-hidden="true" />}
        >
          {homeLabel}
        </ButtonLink>
      </div>
    </CenteredPage>
  );
}
