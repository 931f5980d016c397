import Checkbox from 'antd/es/checkbox';
import styles from './RemovePasskeysChoice.module.css';

interface RemovePasskeysChoiceProps {
  passkeys: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * The reset form's offer to remove the account's passkeys too: a passkey someone added with a stolen
 * session would otherwise still sign in after the password changed. Ticked unless the owner unticks it.
 */
export function RemovePasskeysChoice({ passkeys, checked, onChange }: RemovePasskeysChoiceProps) {
  const count =
    passkeys === 1
      ? 'your passkey'
      : passkeys === 2
        ? 'both your passkeys'
        : `all ${passkeys} of your passkeys`;
  return (
    <div className={styles.choice}>
      <Checkbox
        id="reset-remove-passkeys"
        aria-describedby="reset-remove-passkeys-help"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      >
        Also remove {count}
      </Checkbox>
      <p className={styles.help} id="reset-remove-passkeys-help">
        Keep this ticked if someone else may have used your account: a passkey they added would still sign in.
        You can add your own again from your profile.
      </p>
    </div>
  );
}
