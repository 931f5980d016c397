import type { InputHTMLAttributes } from 'react';
import { classNames } from '../classNames';
import styles from './LightInput.module.css';

/** A text field of the public pages (no antd, ADR 0033), drawn as antd's large input. */
export function LightInput({ className, ...inputProps }: InputHTMLAttributes<HTMLInputElement>) {
  return <input {...inputProps} className={classNames(styles.input, className)} />;
}
