import type { ReactNode } from 'react';
import { HomeLink } from '../../ui/HomeLink';
import styles from './AuthLayout.module.css';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in, registration and reset pages: the brand, one card, a footer line. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <main className={styles.page}>
      <HomeLink className={styles.brand} />
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </section>
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </main>
  );
}
