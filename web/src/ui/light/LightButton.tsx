import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from '../classNames';
import styles from './LightButton.module.css';

/** What a light button looks like: antd's solid primary, default (outlined) or text button. */
export interface LightButtonLook {
  variant?: 'primary' | 'default' | 'text';
  /** Shown before the label (an @ant-design/icons icon, marked aria-hidden by the caller). */
  icon?: ReactNode;
  /** As wide as its container. */
  block?: boolean;
}

/** Whether a button has a label beside its icon (without one it is a square icon button). */
const hasLabel = (children: ReactNode): boolean => children !== undefined && children !== null;

/** The class names of a light button (or a link drawn as one) with this look and content. */
export function lightButtonClassName(
  { variant = 'default', block = false }: LightButtonLook,
  children: ReactNode,
  className?: string,
): string {
  return classNames(
    styles.button,
    variant !== 'default' && styles[variant],
    !hasLabel(children) && styles.iconOnly,
    block && styles.block,
    className,
  );
}

/** The button's content: its icon, then its label. */
export function LightButtonContent({ icon, children }: { icon?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {icon ? <span className={styles.icon}>{icon}</span> : null}
      {hasLabel(children) ? <span className={styles.label}>{children}</span> : null}
    </>
  );
}

type LightButtonProps = LightButtonLook & ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * A button of the public pages, which hydrate without antd (ADR 0033): antd's look, a plain `<button>`,
 * so rendering it derives no design token and registers no style while the page is taken over.
 */
export function LightButton({
  variant,
  icon,
  block,
  className,
  children,
  type = 'button',
  ...buttonProps
}: LightButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      className={lightButtonClassName({ variant, block }, children, className)}
    >
      <LightButtonContent icon={icon}>{children}</LightButtonContent>
    </button>
  );
}
