import Button from 'antd/es/button';
import styles from './DialogFormButtons.module.css';

interface DialogFormButtonsProps {
  onCancel: () => void;
  submitLabel: string;
  /** The submit button's label while the form is being sent, e.g. "Sending...". */
  pendingLabel: string;
  pending: boolean;
  size?: 'middle' | 'large';
}

/** A form dialog's Cancel and submit buttons, right-aligned; Cancel stays usable while the form is sent. */
export function DialogFormButtons({
  onCancel,
  submitLabel,
  pendingLabel,
  pending,
  size = 'large',
}: DialogFormButtonsProps) {
  return (
    <div className={styles.buttons}>
      <Button size={size} onClick={onCancel} disabled={false}>
        Cancel
      </Button>
      <Button size={size} color="primary" variant="solid" htmlType="submit" loading={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
