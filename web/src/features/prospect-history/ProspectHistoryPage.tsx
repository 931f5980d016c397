import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import PrinterOutlined from '@ant-design/icons/PrinterOutlined';
import {
  type ActorRole,
  type AuditEvent,
  type AuthUser,
  PRODUCT_NAME,
  PROSPECT_HISTORY_PAGE_MESSAGES,
  type ProspectHistoryPage,
} from '@referrals/contracts';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Slider from 'antd/es/slider';
import Switch from 'antd/es/switch';
import { useEffect, useState } from 'react';
import { ApiError } from '../../api/ApiError';
import { ButtonLink } from '../../ui/ButtonLink';
import { LoadMore } from '../../ui/LoadMore';
import { showToast } from '../../ui/showToast';
import { type PagedItems, usePagedItems } from '../../ui/usePagedItems';
import { DisputesSection } from '../disputes/DisputesSection';
import { ContactIdentity } from '../networker-contacts/ContactIdentity';
import { SignedInLayout } from '../../ui/SignedInLayout';
import page from '../../ui/SignedInPage.module.css';
import { usePageTitle } from '../../ui/usePageTitle';
import { describeAuditEvent } from './describeAuditEvent';
import { download, historyCsv } from './historyExport';
import { HistoryStateCard } from './HistoryStateCard';
import { prospectHistoryPagesQuery, prospectHistoryQuery } from './prospectHistoryQueries';
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

/** What every page of the history says besides its events: who it is about, its length, its latest moment. */
type HistorySummary = Omit<ProspectHistoryPage, 'items' | 'nextCursor'>;

/**
 * A prospect's full history for its two parties and auditors: who did what and when, and its state at
 * any moment. The timeline loads a page at a time, oldest first, the next as its end scrolls near.
 */
export function ProspectHistoryPage({ user, prospectId }: { user: AuthUser; prospectId: string }) {
  usePageTitle(`History · ${PRODUCT_NAME}`);
  const pages = useInfiniteQuery(prospectHistoryPagesQuery(prospectId));
  const events = usePagedItems(pages);
  const latest = pages.data?.pages.at(-1);
  const summary: HistorySummary | undefined = latest && {
    prospectId: latest.prospectId,
    invitationId: latest.invitationId,
    operatorId: latest.operatorId,
    networkerUserId: latest.networkerUserId,
    prospect: latest.prospect,
    eventCount: latest.eventCount,
    lastOccurredAt: latest.lastOccurredAt,
  };
  return (
    <SignedInLayout user={user}>
      <div className={styles.heading}>
        <div>
          <h1 className={page.title}>Prospect history</h1>
          <p className={page.lead}>Every step of this prospect: what happened, who did it and when.</p>
          {summary ? (
            <div className={styles.identity} aria-label="Who the prospect is" role="group">
              <ContactIdentity contact={summary.prospect} showNotes />
            </div>
          ) : null}
        </div>
        <ButtonLink to="/dashboard" search={{ tab: 'contacts' }} className={styles.noPrint}>
          Back to Dashboard
        </ButtonLink>
      </div>
      {events.isPending ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {events.isError ? (
        <section className={page.card}>
          <p role="alert">
            {pages.error instanceof ApiError ? pages.error.userMessage : 'The history could not be loaded.'}
          </p>
        </section>
      ) : null}
      {summary && events.items ? (
        <HistoryView
          summary={summary}
          events={events.items}
          pages={events}
          offerTechnicalView={user.activeRole === 'auditor'}
        />
      ) : null}
    </SignedInLayout>
  );
}

/**
 * The timeline speaks the reader's language; an auditor can ask for the technical view as well (each
 * entry's event type, stream, position, data and hash), which is off until switched on.
 */
function HistoryView({
  summary,
  events,
  pages,
  offerTechnicalView,
}: {
  summary: HistorySummary;
  /** The events loaded so far, oldest first. */
  events: AuditEvent[];
  pages: PagedItems<AuditEvent>;
  offerTechnicalView: boolean;
}) {
  const [technical, setTechnical] = useState(false);
  // How many events the "as of" point has passed: null follows the latest (of the whole history, loaded
  // or not), so live events (a dispute's next step) move it along until the reader picks a moment.
  const [pinned, setPinned] = useState<number | null>(null);
  const upTo = pinned ?? events.length;
  const setUpTo = (value: number) => setPinned(value >= events.length && !pages.hasMore ? null : value);
  const asOf =
    pinned === null ? summary.lastOccurredAt : pinned === 0 ? null : events[pinned - 1]!.occurredAt;
  const fileName = `prospect-${summary.prospectId}-history`;
  const exportWhole = useWholeHistoryExport(summary.prospectId, fileName);
  const print = usePrintWhenLoaded(pages);
  return (
    <>
      <section className={`${page.card} ${styles.asOf}`} aria-labelledby="as-of-title">
        <h2 id="as-of-title" className={page.cardTitle}>
          State as of {asOf ? when(asOf) : 'before the first event'}
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
        <HistoryStateCard prospectId={summary.prospectId} at={asOf} />
      </section>
      <DisputesSection prospectId={summary.prospectId} />
      <section className={page.card} aria-labelledby="timeline-title">
        <div className={styles.timelineHeading}>
          <h2 id="timeline-title" className={page.cardTitle}>
            Timeline ({summary.eventCount} events)
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
              loading={exportWhole.loading === 'json'}
              onClick={() => exportWhole.start('json')}
            >
              JSON
            </Button>
            <Button
              icon={<DownloadOutlined />}
              loading={exportWhole.loading === 'csv'}
              onClick={() => exportWhole.start('csv')}
            >
              CSV
            </Button>
            <Button icon={<PrinterOutlined />} loading={print.waiting} onClick={print.start}>
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
        {pages.hasMore ? (
          <div className={styles.noPrint}>
            <LoadMore
              loading={pages.loadingMore}
              failed={pages.loadMoreFailed}
              onLoad={pages.loadMore}
              failedMessage={PROSPECT_HISTORY_PAGE_MESSAGES.loadMoreFailed}
            />
          </div>
        ) : null}
      </section>
    </>
  );
}

type ExportFormat = 'json' | 'csv';

/** The JSON and CSV files hold the whole history, however much of it is shown: it is read whole for them. */
function useWholeHistoryExport(prospectId: string, fileName: string) {
  const queryClient = useQueryClient();
  const [loading, setLoading] = useState<ExportFormat | null>(null);
  const start = (format: ExportFormat) => {
    setLoading(format);
    queryClient
      .fetchQuery(prospectHistoryQuery(prospectId))
      .then((history) => {
        if (format === 'json')
          download(`${fileName}.json`, 'application/json', JSON.stringify(history, null, 2));
        else download(`${fileName}.csv`, 'text/csv', historyCsv(history));
      })
      .catch((error: unknown) =>
        showToast({
          kind: 'error',
          title: 'Could not export the history',
          description: error instanceof ApiError ? error.userMessage : 'Please try again.',
        }),
      )
      .finally(() => setLoading(null));
  };
  return { loading, start };
}

/** Print shows the whole timeline: the pages not loaded yet load first, then the browser prints. */
function usePrintWhenLoaded(pages: PagedItems<AuditEvent>) {
  const [asked, setAsked] = useState(false);
  const { hasMore, loadingMore, loadMoreFailed, loadMore } = pages;
  const loaded = !hasMore && !loadingMore;
  useEffect(() => {
    if (asked && hasMore && !loadMoreFailed) loadMore();
  }, [asked, hasMore, loadMoreFailed, loadMore]);
  useEffect(() => {
    // After the render that shows the last page's events.
    if (!asked || !loaded) return;
    const done = () => setAsked(false);
    window.addEventListener('afterprint', done, { once: true });
    window.print();
    return () => window.removeEventListener('afterprint', done);
  }, [asked, loaded]);
  // A page that failed to load says so below the timeline; its retry carries on to the printing.
  return { waiting: asked && !loadMoreFailed, start: () => setAsked(true) };
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
