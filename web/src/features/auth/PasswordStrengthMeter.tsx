import { passwordStrength } from '@referrals/contracts';
import styles from './PasswordStrengthMeter.module.css';

const SCORE_COLOURS = ['#dc2626', '#dc2626', '#f59e0b', '#84cc16', '#16a34a', '#15803d'];

/** The spec's meter: one point per criterion met, labelled Very Weak to Strong, with a tip below four. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const strength = passwordStrength(password);
  const colour = SCORE_COLOURS[strength.score];
  return (
    <div className={styles.meter} aria-live="polite">
      <div className={styles.bar} aria-hidden="true">
        {[0, 1, 2, 3].map((segment) => (
          <span
            key={segment}
            className={styles.segment}
            style={segment < strength.score ? { backgroundColor: colour } : undefined}
          />
        ))}
      </div>
      <div className={styles.label}>
        <span>
          Password strength: <strong style={{ color: colour }}>{strength.label}</strong>
        </span>
      </div>
      {strength.showTip ? (
        <ul className={styles.criteria} aria-label="Tip: a strong password has">
          {strength.criteria.map((criterion) => (
            <li key={criterion.label} className={criterion.met ? styles.met : undefined}>
              {criterion.met ? '✓' : '○'} {criterion.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
