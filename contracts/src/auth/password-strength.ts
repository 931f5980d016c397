/** Minimum password length, enforced by the server and shown by every form (spec: 8). */
export const PASSWORD_MIN_LENGTH = 8;

/** Longest password accepted: bounds the hashing work an attacker can ask for. */
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_STRENGTH_LABELS = [
  'Very Weak',
  'Weak',
  'Fair',
  'Good',
  'Strong',
  'Very Strong',
] as const;
export type PasswordStrengthLabel = (typeof PASSWORD_STRENGTH_LABELS)[number];

export interface PasswordCriterion {
  label: string;
  met: boolean;
}

export interface PasswordStrength {
  /** How many criteria pass, 0 to 4 (5, "Very Strong", is unreachable by the spec's rules). */
  score: number;
  label: PasswordStrengthLabel;
  criteria: PasswordCriterion[];
  /** The spec shows a tip while fewer than four criteria pass. */
  showTip: boolean;
}

/** The spec's strength meter: length, uppercase, lowercase and a number, one point each. */
export function passwordStrength(password: string): PasswordStrength {
  const criteria: PasswordCriterion[] = [
    { label: `At least ${PASSWORD_MIN_LENGTH} characters`, met: password.length >= PASSWORD_MIN_LENGTH },
    { label: 'An uppercase letter', met: /\p{Lu}/u.test(password) },
    { label: 'A lowercase letter', met: /\p{Ll}/u.test(password) },
    { label: 'A number', met: /\p{Nd}/u.test(password) },
  ];
  const score = criteria.filter((criterion) => criterion.met).length;
  return { score, label: PASSWORD_STRENGTH_LABELS[score]!, criteria, showTip: score < 4 };
}
