// What other contexts use of the audit trail: its reading of streams.
export { AuditEvents } from './audit-events.js';
