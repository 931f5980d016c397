import { PROSPECT_STATUS_LABELS, type ProspectStatus, statusDotColour } from '@referrals/contracts';
import Tag from 'antd/es/tag';

const TAG_COLOURS = { green: 'green', red: 'red', blue: 'blue', yellow: 'gold' } as const;

/** A contact's status in the networker's words, in the spec's dot colour. */
export function ContactStatusTag({ status }: { status: ProspectStatus }) {
  return (
    <Tag color={TAG_COLOURS[statusDotColour(status)]} role="status">
      {PROSPECT_STATUS_LABELS[status]}
    </Tag>
  );
}
