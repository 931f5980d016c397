import { MAX_BOUNTY_DOLLARS, MAX_REVENUE_SHARE_MONTHS, TERM_EARNED_WHEN } from '@referrals/contracts';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import styles from './InvitationsPanel.module.css';

interface TermField {
  name:
    'introEmailBounty' | 'referralBounty' | 'revShareBounty' | 'revenueSharePercent' | 'revenueShareMonths';
  label: string;
  hint: string;
  /** The input's bounds and unit: dollars with cents, a percent, whole months. */
  input: { min: number; max: number; step: number; precision: number; prefix?: string; suffix?: string };
  /** A bounty left empty is not offered; the revenue share and its months are always stated. */
  requiredMessage?: string;
}

const DOLLARS = { min: 0, max: MAX_BOUNTY_DOLLARS, step: 0.01, precision: 2, prefix: '$' };

/**
 * The terms as the create form and the terms dialog ask for them: the three bounties (spec: min 0,
 * step 0.01), then the revenue share of a won deal and the months of revenue it applies to (ADR 0022).
 */
const TERM_FIELDS: readonly TermField[] = [
  { name: 'introEmailBounty', label: 'Intro bounty', hint: TERM_EARNED_WHEN.intro, input: DOLLARS },
  { name: 'referralBounty', label: 'Meeting bounty', hint: TERM_EARNED_WHEN.meeting, input: DOLLARS },
  { name: 'revShareBounty', label: 'Win bounty', hint: TERM_EARNED_WHEN.win, input: DOLLARS },
  {
    name: 'revenueSharePercent',
    label: 'Revenue share',
    hint: 'Of the revenue a won deal brings; 0 offers none',
    input: { min: 0, max: 100, step: 0.5, precision: 2, suffix: '%' },
    requiredMessage: 'Enter a revenue share, or 0 for none.',
  },
  {
    name: 'revenueShareMonths',
    label: 'Months of revenue',
    hint: "The revenue share applies to the deal's first months",
    input: { min: 1, max: MAX_REVENUE_SHARE_MONTHS, step: 1, precision: 0, suffix: 'months' },
    requiredMessage: 'Enter how many months of revenue the share applies to.',
  },
];

/** One input per term; an empty bounty means not offered. */
export function BountyInputs({ size }: { size?: 'large' }) {
  return TERM_FIELDS.map((field) => (
    <Form.Item
      key={field.name}
      name={field.name}
      label={field.label}
      extra={field.hint}
      rules={field.requiredMessage ? [{ required: true, message: field.requiredMessage }] : []}
    >
      <InputNumber<number>
        {...field.input}
        placeholder={field.requiredMessage ? undefined : 'Not offered'}
        className={styles.bountyInput}
        size={size}
      />
    </Form.Item>
  ));
}
