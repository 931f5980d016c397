import type { ReactNode } from 'react';
import styles from './AuthForm.module.css';

interface FormFieldProps {
  id: string;
  label: ReactNode;
  optional?: boolean;
  /** Shown on the label's line, at its end (e.g. "Forgot password?"). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A labelled form field; the control inside must carry `id`. */
export function FormField({ id, label, optional, aside, children }: FormFieldProps) {
  const labelElement = (
    <label className={styles.label} htmlFor={id}>
      {label}
      {optional ? <span className={styles.optional}>(optional)</span> : null}
    </label>
  );
  return (
    <div className={styles.field}>
      {aside ? (
        <div className={styles.row}>
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
    </div>
  );
}
