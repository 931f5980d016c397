import { type ReactNode, useId } from 'react';
import styles from './PageSection.module.css';

interface PageSectionProps {
  title: string;
  icon: ReactNode;
  /** One line under the title. */
  lead?: string;
  children: ReactNode;
}

/** A titled card of the invitation page; the title names the section for assistive technology. */
export function PageSection({ title, icon, lead, children }: PageSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <header className={styles.header}>
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
        <div>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
