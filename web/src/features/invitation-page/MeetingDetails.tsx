import CalendarOutlined from '@ant-design/icons/CalendarOutlined';
import type { PublicOperatorProfile } from '@referrals/contracts';
import styles from './MeetingDetails.module.css';
import { PageSection } from './PageSection';

/** How a meeting with the operator goes: format, agenda, who joins, what to prepare, and where. */
export function MeetingDetails({ profile }: { profile: PublicOperatorProfile }) {
  const facts = [
    ['Format', profile.meetingFormat],
    ['Agenda', profile.meetingAgenda],
    ['Who joins', profile.meetingAttendees.join('\n')],
    ['Before the meeting', profile.prepNotes],
    ['Location', profile.location],
  ]
    .map(([label, value]) => [label, value?.trim() ?? ''] as const)
    .filter(([, value]) => value !== '');
  if (facts.length === 0) return null;

  return (
    <PageSection title="Meeting Details" icon={<CalendarOutlined />}>
      <dl className={styles.facts}>
        {facts.map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </PageSection>
  );
}
