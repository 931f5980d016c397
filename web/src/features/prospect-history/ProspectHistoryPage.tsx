import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import {
  type ActorRole,
  type AuditEvent,
  type AuthUser,
  PRODUCT_NAME,
  type ProspectHistoryAnswer,
} from '@referrals/contracts';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Slider from 'antd/es/slider';
import Switch from 'antd/es/switch';
import { useState } from 'react';
import { routeQuery } from '../../api/client';
import { ApiError } from '../../api/ApiError';
import { ButtonLink } from '../../ui/ButtonLink';
import { DisputesSection } from '../disputes/DisputesSection';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { usePageTitle } from '../../ui/usePageTitle';
import { describeAuditEvent } from './describeAuditEvent';
import { download, historyCsv } from './historyExport';
import { HistoryStateCard } from './HistoryStateCard';
import styles from './ProspectHistoryPage.module.css';

const TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });
const when = (iso: string) => TIME.format(new Date(iso));

/** Who acted, in the reader's words. */
const ACTOR_ROLES: Record<ActorRole, string> = {
  operator: 'Operator',
  networker: 'Networker',
  auditor: 'Auditor',
  system: 'System',
  anonymous: 'Visitor',
};

/** A prospect's full history for its two parties and auditors: who did what and when, and its state at any moment. */
export function ProspectHistoryPage({ user, prospectId }: { user: AuthUser; prospectId: string }) {
  usePageTitle(`History · ${PRODUCT_NAME}`);
  const history = useQuery({
    ...routeQuery('GET /api/audit/prospects/:id/history', { params: { id: prospectId } }),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
  return (
    <SignedInLayout user={user}>
      <div className={styles.heading}>
        <div>
          <h1 className={page.title}>Prospect history</h1>
          <p className={page.lead}>Every step of this prospect: what happened, who did it and when.</p>
          {history.data ? (
            <div className={styles.identity} aria-label="Who the prospect is" role="group">
              <ContactIdentity contact={history.data.prospect} showNotes />
            </div>
          ) : null}
        </div>
        <ButtonLink to="/dashboard" search={{ tab: 'contacts' }} className={styles.noPrint}>
          Back to Dashboard
        </ButtonLink>
      </div>
      {history.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {history.isError ? (
        <section className={page.card}>
          <p role="alert">
            {history.error instanceof ApiError
              ? history.error.userMessage
              : 'The history could not be loaded.'}
          </p>
        </section>
      ) : null}
      {history.data ? (
        <HistoryView history={history.data} offerTechnicalView={user.activeRole === 'auditor'} />
      ) : null}
    </SignedInLayout>
  );
}

/**
 * The timeline speaks the reader's language; an auditor can ask for the technical view as well (each
 * entry's event type, stream, position, data and hash), which is off until switched on.
 */
function HistoryView({
  history,
  offerTechnicalView,
}: {
  history: ProspectHistoryAnswer;
  offerTechnicalView: boolean;
}) {
  const events = history.events;
  const [technical, setTechnical] = useState(false);
  // How many events the "as of" point has passed: null follows the latest, so live events (a dispute's
  // next step) move it along until the reader picks a moment.
  const [pinned, setPinned] = useState<number | null>(null);
  const upTo = pinned ?? events.length;
  const setUpTo = (value: number) => setPinned(value >= events.length ? null : value);
  const asOf = upTo === 0 ? null : events[upTo - 1]!;
  const fileName = `prospect-${history.prospectId}-history`;
  return (
    <>
      <section className={`${page.card} ${styles.asOf}`} aria-labelledby="as-of-title">
        <h2 id="as-of-title" className={page.cardTitle}>
          State as of {asOf ? when(asOf.occurredAt) : 'before the first event'}
        </h2>
        <Slider
          className={styles.noPrint}
          min={0}
          max={events.length}
          value={upTo}
          onChange={setUpTo}
          tooltip={{
            formatter: (value) => (value ? describeAuditEvent(events[value - 1]!) : 'Before anything'),
          }}
          aria-label="Show the state after this many events"
        />
        <HistoryStateCard prospectId={history.prospectId} at={asOf?.occurredAt ?? null} />
      </section>
      <DisputesSection prospectId={history.prospectId} />
      <section className={page.card} aria-labelledby="timeline-title">
        <div className={styles.timelineHeading}>
          <h2 id="timeline-title" className={page.cardTitle}>
            Timeline ({events.length} events)
          </h2>
          <div className={`${styles.actions} ${styles.noPrint}`}>
            {offerTechnicalView ? (
              <label className={styles.technicalToggle}>
                <Switch checked={technical} onChange={setTechnical} />
                Technical view
              </label>
            ) : null}
            <Button
              icon={<DownloadOutlined />}
              onClick={() =>
                download(`${fileName}.json`, 'application/json', JSON.stringify(history, null, 2))
              }
            >
              JSON
            </Button>
            <Button
              icon={<DownloadOutlined />}
              onClick={() => download(`${fileName}.csv`, 'text/csv', historyCsv(history))}
            >
              CSV
            </Button>
            <Button icon={<PrinterOutlined />} onClick={() => window.print()}>
              Print
            </Button>
          </div>
        </div>
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            <TimelineEntry
              key={event.id}
              event={event}
              later={index >= upTo}
              technical={offerTechnicalView && technical}
              onPick={() => setUpTo(index + 1)}
            />
          ))}
        </ol>
      </section>
    </>
  );
}

function TimelineEntry({
  event,
  later,
  technical,
  onPick,
}: {
  event: AuditEvent;
  later: boolean;
  technical: boolean;
  onPick: () => void;
}) {
  const role = ACTOR_ROLES[event.actorRole];
  return (
    <li className={later ? styles.laterEntry : styles.entry} data-event-type={event.type}>
      <div className={styles.entryHead}>
        <button
          type="button"
          className={styles.time}
          onClick={onPick}
          aria-label={`${when(event.occurredAt)}: show the state after this event`}
        >
          <time dateTime={event.occurredAt}>{when(event.occurredAt)}</time>
        </button>
        <span className={styles.actor}>
          {event.actorRole === 'system'
            ? (event.actorName ?? 'The system')
            : `${event.actorName ?? 'Someone'} · ${role}`}
        </span>
      </div>
      <p className={styles.description}>{describeAuditEvent(event)}</p>
      {technical ? (
        <details className={styles.details}>
          <summary>
            {event.type} · {event.streamName} #{event.revision} · position {event.position}
          </summary>
          <pre className={styles.data}>{JSON.stringify(event.data, null, 2)}</pre>
          {event.hash ? <p className={styles.hash}>Hash {event.hash}</p> : null}
        </details>
      ) : null}
    </li>
  );
}
