import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import styles from './InvitationsPanel.module.css';

/** The three bounties, as the create form and the bounty dialog ask for them (spec: min 0, step 0.01). */
export const BOUNTY_FIELDS = [
  { name: 'introEmailBounty', label: 'Intro bounty', hint: 'When the prospect replies to the intro' },
  { name: 'referralBounty', label: 'Meeting bounty', hint: 'When the meeting is held' },
  { name: 'revShareBounty', label: 'Win bounty', hint: 'When the prospect becomes a customer' },
] as const;

/** One input per bounty, in dollars with cents; empty means not offered. */
export function BountyInputs({ size }: { size?: 'large' }) {
  return BOUNTY_FIELDS.map((field) => (
    <Form.Item key={field.name} name={field.name} label={field.label} extra={field.hint}>
      <InputNumber<number>
        min={0}
        step={0.01}
        precision={2}
        prefix="$"
        placeholder="Not offered"
        className={styles.bountyInput}
        size={size}
      />
    </Form.Item>
  ));
}
