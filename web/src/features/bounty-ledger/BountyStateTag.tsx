import type { BountyEntryState } from '@referrals/contracts';
import Tag from 'antd/es/tag';

const STATE_LABELS: Record<BountyEntryState, string> = {
  upcoming: 'Upcoming',
  earned: 'Earned',
  approved: 'Approved',
  paid: 'Paid',
};

const STATE_COLOURS: Record<BountyEntryState, string> = {
  upcoming: 'default',
  earned: 'gold',
  approved: 'blue',
  paid: 'green',
};

/** Where an amount stands: upcoming, earned, approved or paid. */
export function BountyStateTag({ state }: { state: BountyEntryState }) {
  return <Tag color={STATE_COLOURS[state]}>{STATE_LABELS[state]}</Tag>;
}
