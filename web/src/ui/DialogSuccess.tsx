import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import Button from 'antd/es/button';
import styles from './DialogSuccess.module.css';

interface DialogSuccessProps {
  /** Announced to screen readers as it appears. */
  title: string;
  text?: string;
  /** With it, a Close button that takes the focus (the form it replaces held it). */
  onClose?: () => void;
}

/** What a form dialog shows once its form went through: a check mark, what happened, a way out. */
export function DialogSuccess({ title, text, onClose }: DialogSuccessProps) {
  return (
    <div className={styles.success}>
      <CheckCircleFilled className={styles.icon} aria-hidden="true" />
      <p className={styles.title} role="status">
        {title}
      </p>
      {text ? <p className={styles.text}>{text}</p> : null}
      {onClose ? (
        <Button size="large" onClick={onClose} autoFocus className={styles.close}>
          Close
        </Button>
      ) : null}
    </div>
  );
}
