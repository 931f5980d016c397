import type { AuditEvent, ProspectHistoryAnswer } from '@referrals/contracts';
import { describeAuditEvent } from './describeAuditEvent';

const CSV_COLUMNS = [
  'position',
  'occurredAt',
  'recordedAt',
  'streamName',
  'revision',
  'type',
  'actorName',
  'actorRole',
  'description',
  'data',
  'hash',
] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; formula-like text neutralised for spreadsheets. */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

function row(event: AuditEvent): string[] {
  return [
    event.position,
    event.occurredAt,
    event.recordedAt,
    event.streamName,
    event.revision,
    event.type,
    event.actorName ?? '',
    event.actorRole,
    describeAuditEvent(event),
    JSON.stringify(event.data),
    event.hash ?? '',
  ];
}

/** The history as CSV (RFC 4180, CRLF), one event per row, for a dispute file or a spreadsheet. */
export function historyCsv(history: ProspectHistoryAnswer): string {
  return [CSV_COLUMNS.join(','), ...history.events.map((event) => row(event).map(csvField).join(','))].join(
    '\r\n',
  );
}

/** Offers text as a file download in the browser. */
export function download(fileName: string, type: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
