import type { InputHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import styles from './LightCheckbox.module.css';

type LightCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>;

/**
 * A checkbox of the public pages (no antd, ADR 0033): the browser's own box in a 44 px label, so a tap
 * anywhere on that target ticks it. Its name is the caller's `aria-label`.
 */
export function LightCheckbox({ className, ...inputProps }: LightCheckboxProps) {
  return (
    <label className={classNames(styles.target, className)}>
      <input {...inputProps} type="checkbox" className={styles.box} />
    </label>
  );
}
